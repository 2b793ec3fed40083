/**
 * Gift card: check the balance, then apply it. The API takes what the card holds,
 * up to the amount due; what is left is then paid by card (split tender: gift card first).
 */
import { useMemo, useRef, useState } from 'react';
import { formatMoney } from '@/domain/money-format';
import type { Currency } from '@/domain/markets';
import type { PaymentState } from '@/lib/api/checkout-view';
import { fetchGiftCardBalance, payByGiftCard } from '@/lib/api/checkout';
import { Form, FormState, type FormContext } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { EMPTY_GIFT_CARD, giftCardSchema, type GiftCardValues } from '@/lib/validation/gift-card-schema';
import { formMessages } from '@/lib/validation/messages';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { FieldRow, TextField } from '@/components/form/form-field';
import { PrimaryButton, SecondaryButton } from '@/components/checkout/layout';
import { useFailureText } from '@/components/checkout/use-order-state';
import { createAttemptKeys, isUnanswered } from './attempt-keys';
import { ErrorAlert } from './error-alert';
import { paymentAccessOf, quotePartOf, type QuotePaymentTarget } from './payment-target';

const FORM = 'gift-card';

/** `quote`: paying a catering quote's order (its link token and the part chosen), not the cookie's order. */
type Props = { orderId: string; currency: Currency; onState: (state: PaymentState) => void; quote?: QuotePaymentTarget };

export function GiftCardPanel({ orderId, currency, onState, quote }: Props) {
  const { locale, t } = useMarket();
  const failureText = useFailureText();
  const [error, setError] = useState<string | null>(null);
  const [balance, setBalance] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const balanceKeys = useRef(createAttemptKeys()).current;
  const payKeys = useRef(createAttemptKeys()).current;
  const schema = useMemo(() => giftCardSchema(formMessages(t)), [t]);

  const card = (values: GiftCardValues) => ({ number: values.number.replace(/\s/g, ''), pin: values.pin.trim() });

  const run = async <T,>(keys: ReturnType<typeof createAttemptKeys>, call: () => Promise<T>): Promise<T | null> => {
    setError(null);
    try {
      const answer = await call();
      keys.settle();
      return answer;
    } catch (failure) {
      if (!isUnanswered(failure)) keys.settle();
      setError(await failureText(failure, t('checkout.error.somethingWentWrong')));
      return null;
    }
  };

  const handleCheck = async (form: FormContext<GiftCardValues>) => {
    const errors = form.validateForm();
    if (Object.keys(errors).length > 0) {
      await form.submitForm();
      return;
    }
    setChecking(true);
    const body = card(form.values);
    const answer = await run(balanceKeys, () => fetchGiftCardBalance({ locale }, body, balanceKeys.keyFor(body)));
    setChecking(false);
    if (answer) setBalance(formatMoney(answer.balance, locale, currency));
  };

  const handleApply = async (values: GiftCardValues) => {
    const body = { ...card(values), ...quotePartOf(quote) };
    const state = await run(payKeys, () => payByGiftCard({ locale }, paymentAccessOf(orderId, quote), body, payKeys.keyFor(body)));
    if (state) onState(state);
  };

  return (
    <FormState initialValues={EMPTY_GIFT_CARD} rules={schema} onSubmit={handleApply}>
      {(form) => (
        <Form id={FORM} noValidate aria-label={t('checkout.payment.giftCardFormLabel')}>
          <FocusFirstError form={FORM} order={['number', 'pin']} />
          <ErrorAlert message={error} />
          <FieldRow>
            <TextField form={FORM} name="number" label={t('checkout.payment.giftCardNumber')} inputMode="numeric" autoComplete="off" />
            <TextField form={FORM} name="pin" label={t('checkout.payment.giftCardPin')} inputMode="numeric" autoComplete="off" />
          </FieldRow>
          {balance && <p role="status">{t('checkout.payment.giftCardBalance', { amount: balance })}</p>}
          <SecondaryButton type="button" disabled={checking || form.isSubmitting} onClick={() => void handleCheck(form)}>
            {t('checkout.payment.checkBalance')}
          </SecondaryButton>
          <PrimaryButton type="submit" disabled={form.isSubmitting}>
            {t('checkout.payment.applyGiftCard')}
          </PrimaryButton>
        </Form>
      )}
    </FormState>
  );
}
