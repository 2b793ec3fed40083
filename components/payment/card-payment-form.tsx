/**
 * Pay by card: the card number, expiry and security code go to the tokenize call
 * only; the payment call sends the token, the cardholder and the billing address. A decline
 * shows its message and leaves the form usable. Both calls carry an Idempotency-Key per attempt.
 */
import type { CountryCode } from '@/domain/markets';
import { useMemo, useRef, useState } from 'react';
import { classed } from '@/lib/classed';
import { normalizeCardNumber } from '@/domain/payments/card';
import { payByCard, tokenizeCard } from '@/lib/api/checkout';
import type { PaymentState } from '@/lib/api/checkout-view';
import { saveCard } from '@/lib/api/profile';
import type { SavedCard } from '@/lib/api/profile-view';
import { Form, FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { formMessages } from '@/lib/validation/messages';
import { billingSchema, cardPaymentSchema, EMPTY_CARD_PAYMENT, regionNamingOf, type CardPaymentValues } from '@/lib/validation/payment-schema';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { FieldRow, TextField } from '@/components/form/form-field';
import { PrimaryButton } from '@/components/checkout/layout';
import { useFailureText } from '@/components/checkout/use-order-state';
import { createAttemptKeys, isUnanswered } from './attempt-keys';
import { ErrorAlert } from './error-alert';
import { paymentAccessOf, quotePartOf, type QuotePaymentTarget } from './payment-target';
import { SavedCardChooser, type CardChoice } from './saved-card-chooser';
import styles from './card-payment-form.module.css';

const FORM = 'card-payment';
const FIELD_ORDER = ['cardNumber', 'expiry', 'cvc', 'cardholderName', 'address', 'city', 'state', 'zip'] as const;

/**
 * `country` is the order's (alpha-2): it names the region fields and shapes the postal code.
 * Signed in: `customerId` offers "save this card", `savedCards` can pay instead of a new card.
 * `quote`: paying a catering quote's order (its link token and the part chosen), not the cookie's order.
 */
type Props = {
  orderId: string;
  country: CountryCode;
  payLabel: string;
  onState: (state: PaymentState) => void;
  customerId?: number | null;
  savedCards?: SavedCard[];
  quote?: QuotePaymentTarget;
};

export function CardPaymentForm({ orderId, country, payLabel, onState, customerId = null, savedCards = [], quote }: Props) {
  const { locale, t } = useMarket();
  const failureText = useFailureText();
  const [error, setError] = useState<string | null>(null);
  const tokenKeys = useRef(createAttemptKeys()).current;
  const payKeys = useRef(createAttemptKeys()).current;
  const [choice, setChoice] = useState<CardChoice>(savedCards[0]?.id ?? 'new');
  const [keepCard, setKeepCard] = useState(false);
  const saved = savedCards.find((card) => card.id === choice) ?? null;
  const schema = useMemo(
    () => (saved ? billingSchema(formMessages(t), country) : cardPaymentSchema(formMessages(t), country, () => new Date())),
    [t, country, saved],
  );
  const canada = regionNamingOf(country) === 'province-postal';

  const handleSubmit = async (values: CardPaymentValues) => {
    setError(null);
    const ctx = { locale };
    const card = { number: normalizeCardNumber(values.cardNumber), expiry: values.expiry.trim(), cvc: values.cvc.trim() };
    try {
      // Until the payment is answered, a resend replays the same token and so the same payment.
      const token = saved ? saved.token : (await tokenizeCard(ctx, card, tokenKeys.keyFor(card))).token;
      const billing = { address: values.address.trim(), city: values.city.trim(), state: values.state.trim(), zip: values.zip.trim() };
      const payment = { token, cardholderName: values.cardholderName.trim(), billing, ...quotePartOf(quote) };
      const state = await payByCard(ctx, paymentAccessOf(orderId, quote), payment, payKeys.keyFor(payment));
      tokenKeys.settle();
      payKeys.settle();
      if (state.paid && !saved && keepCard && customerId !== null) {
        // The order is paid either way: a card that could not be saved is not worth an error here.
        await saveCard(ctx, customerId, token).catch((failure: unknown) => console.warn('The card could not be saved:', failure));
      }
      onState(state);
    } catch (failure) {
      if (!isUnanswered(failure)) {
        tokenKeys.settle();
        payKeys.settle();
      }
      setError(failureText(failure, t('checkout.error.somethingWentWrong')));
    }
  };

  return (
    <FormState<CardPaymentValues> initialValues={EMPTY_CARD_PAYMENT} rules={schema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form id={FORM} noValidate aria-label={t('checkout.payment.cardFormLabel')}>
          <FocusFirstError form={FORM} order={FIELD_ORDER} />
          <ErrorAlert message={error} />
          <SavedCardChooser cards={savedCards} value={choice} onChange={setChoice} />
          {!saved && (
            <>
              <TextField form={FORM} name="cardNumber" label={t('checkout.payment.cardNumber')} inputMode="numeric" autoComplete="cc-number" />
              <FieldRow>
                <TextField form={FORM} name="expiry" label={t('checkout.payment.expiry')} placeholder={t('checkout.payment.expiryPlaceholder')} autoComplete="cc-exp" />
                <TextField form={FORM} name="cvc" label={t('checkout.payment.cvc')} inputMode="numeric" autoComplete="cc-csc" />
              </FieldRow>
            </>
          )}
          <TextField form={FORM} name="cardholderName" label={t('checkout.payment.cardholderName')} autoComplete="cc-name" />
          <TextField form={FORM} name="address" label={t('checkout.payment.address')} autoComplete="billing street-address" />
          <FieldRow>
            <TextField form={FORM} name="city" label={t('checkout.payment.city')} autoComplete="billing address-level2" />
            <TextField form={FORM} name="state" label={t(canada ? 'checkout.payment.province' : 'checkout.payment.state')} autoComplete="billing address-level1" />
            <TextField form={FORM} name="zip" label={t(canada ? 'checkout.payment.postalCode' : 'checkout.payment.zip')} autoComplete="billing postal-code" />
          </FieldRow>
          {!saved && customerId !== null && (
            <SaveCard>
              <input id={`${FORM}-save`} type="checkbox" checked={keepCard} onChange={(event) => setKeepCard(event.target.checked)} />
              <label htmlFor={`${FORM}-save`}>{t('account.payment.saveCard')}</label>
            </SaveCard>
          )}
          <PrimaryButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t('checkout.payment.processing') : payLabel}
          </PrimaryButton>
        </Form>
      )}
    </FormState>
  );
}

const SaveCard = classed('div', styles.saveCard);
