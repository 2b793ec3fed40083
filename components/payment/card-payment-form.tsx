/**
 * Pay by card: the card number, expiry and security code are typed into the processor's hosted
 * fields (./hosted-card-fields.tsx, through the shared card section ./card-entry.tsx), which
 * check them and answer a token; the page never sees them. The payment call sends the token, the cardholder and the billing address, with an
 * Idempotency-Key per attempt. Card details the processor refuses are shown in its frame, whose
 * first invalid field gets the focus; a decline shows its message and leaves the form usable.
 * With Stripe the card is typed into Stripe's Payment Element (./stripe-card-fields.tsx) instead;
 * a payment the bank asks to confirm (3-D Secure) opens its challenge there, and once the diner
 * confirms, it is sent again with the PaymentIntent confirmed. A challenge failed or closed shows
 * its message and leaves the form usable.
 */
import type { CountryCode, Currency } from '@/domain/markets';
import type { CardFields } from '@/domain/payments/card-fields';
import { useMemo, useRef, useState } from 'react';
import { classed } from '@/lib/classed';
import { payByCard } from '@/lib/api/checkout';
import type { PaymentState } from '@/lib/api/checkout-view';
import type { SavedCard } from '@/lib/api/profile-view';
import { Form, FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { formMessages } from '@/lib/validation/messages';
import { billingSchema, EMPTY_CARD_PAYMENT, type CardPaymentValues } from '@/lib/validation/payment-schema';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { PrimaryButton } from '@/components/checkout/layout';
import { useFailureText } from '@/components/checkout/use-order-state';
import { createAttemptKeys, isUnanswered } from './attempt-keys';
import { CARD_ENTRY_FIELD_ORDER, CardEntryFields, useCardEntry } from './card-entry';
import { ErrorAlert } from './error-alert';
import { paymentAccessOf, quotePartOf, type QuotePaymentTarget } from './payment-target';
import { SavedCardChooser, type CardChoice } from './saved-card-chooser';
import { challengeOf } from './three-d-secure';
import styles from './card-payment-form.module.css';

const FORM = 'card-payment';
const FIELD_ORDER = CARD_ENTRY_FIELD_ORDER;

/**
 * `country` is the order's (alpha-2): it names the region fields and shapes the postal code.
 * Signed in: `customerId` offers "save this card", `savedCards` can pay instead of a new card.
 * `quote`: paying a catering quote's order (its link token and the part chosen), not the cookie's order.
 * `cardFields`: the processor's hosted card fields, or Stripe's; `due`: what the card pays (Stripe's fields show it).
 */
type Props = {
  orderId: string;
  cardFields: CardFields;
  due: { amount: string; currency: Currency };
  country: CountryCode;
  payLabel: string;
  onState: (state: PaymentState) => void;
  customerId?: number | null;
  savedCards?: SavedCard[];
  quote?: QuotePaymentTarget;
};

export function CardPaymentForm({ orderId, cardFields, due, country, payLabel, onState, customerId = null, savedCards = [], quote }: Props) {
  const { locale, t } = useMarket();
  const failureText = useFailureText();
  const [error, setError] = useState<{ message: string; focus: boolean } | null>(null);
  const payKeys = useRef(createAttemptKeys()).current;
  const { fields: hostedFields, readCard } = useCardEntry();
  const [choice, setChoice] = useState<CardChoice>(savedCards[0]?.id ?? 'new');
  const [keepCard, setKeepCard] = useState(false);
  const saved = savedCards.find((card) => card.id === choice) ?? null;
  const schema = useMemo(() => billingSchema(formMessages(t), country), [t, country]);

  /**
   * Sends the payment with `send`; when the bank asks to confirm it and the card fields can run its
   * challenge, runs it and sends the payment again with the PaymentIntent the diner confirmed.
   */
  const payConfirming = async (token: string, send: (token: string) => Promise<PaymentState>): Promise<PaymentState | { failed: string }> => {
    try {
      return await send(token);
    } catch (failure) {
      const clientSecret = challengeOf(failure);
      const authenticate = hostedFields.current?.authenticate;
      if (!clientSecret || !authenticate) throw failure;
      payKeys.settle();
      const confirmed = await authenticate(clientSecret);
      return 'failed' in confirmed ? confirmed : send(confirmed.paymentIntent);
    }
  };

  const handleSubmit = async (values: CardPaymentValues) => {
    setError(null);
    const ctx = { locale };
    // The saved card's token, or the hosted fields' answer.
    const card = saved ? { token: saved.token } : await readCard();
    if ('error' in card) {
      setError(card.error);
      return;
    }
    const { token } = card;
    try {
      // While the card fields are unchanged the frame answers the same token, so until the
      // payment is answered a resend is the same payment, under the same key.
      const billing = { address: values.address.trim(), city: values.city.trim(), state: values.state.trim(), zip: values.zip.trim() };
      const send = async (paymentToken: string) => {
        // A new card the diner asked to keep is kept by the processor with this very payment.
        const keep = !saved && keepCard && customerId !== null ? { saveCard: true } : {};
        const payment = { token: paymentToken, cardholderName: values.cardholderName.trim(), billing, ...keep, ...quotePartOf(quote) };
        const answer = await payByCard(ctx, paymentAccessOf(orderId, quote), payment, payKeys.keyFor(payment));
        payKeys.settle();
        return answer;
      };
      const state = await payConfirming(token, send);
      if ('failed' in state) {
        setError({ message: state.failed, focus: true });
        return;
      }
      onState(state);
    } catch (failure) {
      if (!isUnanswered(failure)) payKeys.settle();
      setError({ message: await failureText(failure, t('checkout.error.somethingWentWrong')), focus: true });
    }
  };

  return (
    <FormState<CardPaymentValues> initialValues={EMPTY_CARD_PAYMENT} rules={schema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form id={FORM} noValidate aria-label={t('checkout.payment.cardFormLabel')}>
          <FocusFirstError form={FORM} order={FIELD_ORDER} />
          <ErrorAlert message={error?.message ?? null} focus={error?.focus ?? true} />
          <SavedCardChooser cards={savedCards} value={choice} onChange={setChoice} />
          <CardEntryFields form={FORM} fields={hostedFields} cardFields={cardFields} due={due} country={country} showCard={!saved} />
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
