/**
 * The rating form of an order: 1 to 5 stars and an optional comment, checked in the browser with
 * the API's own rules (focus goes to the first error). A refusal from the API shows its text by code.
 */
import { useMemo, useState } from 'react';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { ORDER_FEEDBACK_FIELDS } from '@/domain/validation/order-feedback';
import { failureText } from '@/lib/api/failure-text';
import { sendOrderFeedback, type FeedbackAccess, type OrderFeedbackState } from '@/lib/api/order-feedback';
import { FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { orderFeedbackSchema, toOrderFeedbackInput, type OrderFeedbackValues } from '@/lib/validation/order-feedback-schema';
import { HoneypotField, RatingField, SurveyFormFrame, TextAreaField } from '../survey-fields';
import { SurveySubmit } from '../survey-guest';

const FORM = 'order-feedback';
const ORDER = ['rating', 'comment'] as const;

type Props = { access: FeedbackAccess; state: OrderFeedbackState; onAnswered: (state: OrderFeedbackState) => void };

export function OrderFeedbackForm({ access, state, onAnswered }: Props) {
  const { locale, t } = useMarket();
  const schema = useMemo(() => orderFeedbackSchema(t), [t]);
  const [error, setError] = useState<string | null>(null);
  const starLabel = (stars: number) => (stars === 1 ? t('orderFeedback.oneStar') : t('orderFeedback.stars', { count: String(stars) }));

  const handleSubmit = async (values: OrderFeedbackValues) => {
    setError(null);
    try {
      onAnswered(await sendOrderFeedback({ locale }, access, toOrderFeedbackInput(values)));
    } catch (failure) {
      setError(await failureText(t, failure, { locale }));
    }
  };

  return (
    <FormState<OrderFeedbackValues> initialValues={{ rating: '', comment: '', website: '' }} rules={schema} onSubmit={handleSubmit}>
      {({ handleSubmit: submit, isSubmitting }) => (
        <SurveyFormFrame id={FORM} noValidate onSubmit={submit} aria-label={t('orderFeedback.title')} aria-busy={isSubmitting}>
          <FocusFirstError form={FORM} order={ORDER} />
          <HoneypotField form={FORM} label={t('orderFeedback.honeypot')} />
          <p>{t('orderFeedback.intro', { number: state.orderNumber, store: state.store.title })}</p>
          <RatingField form={FORM} name="rating" label={t('orderFeedback.rating')} starLabel={starLabel} required />
          <TextAreaField form={FORM} name="comment" label={t('orderFeedback.comment')} rows={4} maxLength={ORDER_FEEDBACK_FIELDS.comment.max} />
          {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
          <SurveySubmit type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('orderFeedback.sending') : t('orderFeedback.submit')}
          </SurveySubmit>
        </SurveyFormFrame>
      )}
    </FormState>
  );
}
