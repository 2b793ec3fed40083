/**
 * The cart's coupon field: a code and Apply. The form checks the code's shape first (the same
 * rule the API applies); the API's refusal ("Coupon conditions are not met", an unknown code)
 * shows beside the field, linked to it, and focus returns to it. Once submitted, the check runs
 * again as the diner types. One field needs no form library: the cart ships none.
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { couponCodeError } from '@/lib/validation/coupon-code';
import { errorId, Field, FieldError, fieldId, Hint } from '@/components/form/field-frame';
import { SecondaryButton } from '@/components/checkout/layout';
import styles from './coupon-field.module.css';

const COUPON_FORM = 'coupon';

/** `onApply` answers null when applied, or the refusal's text. */
type Props = { initialCode: string; disabled: boolean; onApply: (code: string) => Promise<string | null> };

export function CouponField({ initialCode, disabled, onApply }: Props) {
  const { t } = useMarket();
  const [code, setCode] = useState(initialCode);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCode(event.target.value);
    if (touched) setError(couponCodeError(event.target.value, t));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setTouched(true);
    const invalid = couponCodeError(code, t);
    setError(invalid);
    if (invalid) {
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    const refusal = await onApply(code.trim());
    setSubmitting(false);
    if (refusal === null) {
      setCode('');
      setTouched(false);
      setError(null);
      return;
    }
    setError(refusal);
    inputRef.current?.focus();
  };

  const invalid = touched && error !== null;
  const id = fieldId(COUPON_FORM, 'code');
  return (
    <CouponForm id={COUPON_FORM} noValidate aria-label={t('coupons.field.label')} onSubmit={handleSubmit}>
      <Field>
        <label htmlFor={id}>{t('coupons.field.label')}</label>
        <Hint>{t('coupons.field.hint')}</Hint>
        <input
          ref={inputRef}
          id={id}
          name="code"
          value={code}
          onChange={handleChange}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId(COUPON_FORM, 'code') : undefined}
        />
        {invalid && <FieldError form={COUPON_FORM} name="code" text={error} />}
      </Field>
      <SecondaryButton type="submit" disabled={disabled || submitting}>
        {submitting ? t('coupons.field.applying') : t('coupons.field.apply')}
      </SecondaryButton>
    </CouponForm>
  );
}

const CouponForm = classed('form', styles.couponForm);
