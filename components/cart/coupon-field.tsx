/**
 * The cart's coupon field: a code and Apply. The form checks the code's shape first (the same
 * rule the API applies); the API's refusal ("Coupon conditions are not met", an unknown code)
 * shows beside the field, linked to it, and focus returns to it.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useMarket } from '@/lib/use-market';
import { couponSchema, type CouponValues } from '@/lib/validation/coupon-schema';
import { FocusFirstError } from '@/components/checkout/focus-first-error';
import { fieldId, TextField } from '@/components/checkout/form-field';
import { SecondaryButton } from '@/components/checkout/layout';

export const COUPON_FORM = 'coupon';

/** `onApply` answers null when applied, or the refusal's text. */
type Props = { initialCode: string; disabled: boolean; onApply: (code: string) => Promise<string | null> };

export function CouponField({ initialCode, disabled, onApply }: Props) {
  const { t } = useMarket();
  const schema = useMemo(() => couponSchema(t), [t]);

  const handleSubmit = async (values: CouponValues, form: FormikHelpers<CouponValues>) => {
    const refusal = await onApply(values.code.trim());
    if (refusal === null) {
      form.resetForm({ values: { code: '' } });
      return;
    }
    await form.setFieldTouched('code', true, false);
    form.setFieldError('code', refusal);
    document.getElementById(fieldId(COUPON_FORM, 'code'))?.focus();
  };

  return (
    <Formik initialValues={{ code: initialCode }} validationSchema={schema} onSubmit={handleSubmit} validateOnBlur={false}>
      {(form) => (
        <CouponForm id={COUPON_FORM} noValidate aria-label={t('coupons.field.label')}>
          <FocusFirstError form={COUPON_FORM} order={['code']} />
          <TextField form={COUPON_FORM} name="code" label={t('coupons.field.label')} hint={t('coupons.field.hint')} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
          <SecondaryButton type="submit" disabled={disabled || form.isSubmitting}>
            {form.isSubmitting ? t('coupons.field.applying') : t('coupons.field.apply')}
          </SecondaryButton>
        </CouponForm>
      )}
    </Formik>
  );
}

const CouponForm = styled(Form)`
  margin: ${({ theme }) => theme.space.md} 0;
`;
