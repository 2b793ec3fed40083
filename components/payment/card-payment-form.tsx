/**
 * Pay by card: the card number, expiry and security code are typed into the processor's hosted
 * fields (./hosted-card-fields.tsx), which check them and answer a token; the page never sees
 * them. The payment call sends the token, the cardholder and the billing address, with an
 * Idempotency-Key per attempt. Card details the processor refuses are shown in its frame, whose
 * first invalid field gets the focus; a decline shows its message and leaves the form usable.
 * With Stripe the card is typed into Stripe's Payment Element (./stripe-card-fields.tsx) instead;
 * a payment the bank asks to confirm (3-D Secure) opens its challenge there, and once the diner
 * confirms, it is sent again with the PaymentIntent confirmed. A challenge failed or closed shows
 * its message and leaves the form usable.
 */
import type { CountryCode, Currency } from '@/domain/markets';
import type { CardFields } from '@/domain/payments/card-fields';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { classed } from '@/lib/classed';
import { payByCard } from '@/lib/api/checkout';
import type { PaymentState } from '@/lib/api/checkout-view';
import type { SavedCard } from '@/lib/api/profile-view';
import { Form, FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { formMessages } from '@/lib/validation/messages';
import { billingSchema, EMPTY_CARD_PAYMENT, regionNamingOf, type CardPaymentValues } from '@/lib/validation/payment-schema';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { FieldRow, TextField } from '@/components/form/form-field';
import { PrimaryButton } from '@/components/checkout/layout';
import { useFailureText } from '@/components/checkout/use-order-state';
import { createAttemptKeys, isUnanswered } from './attempt-keys';
import { ErrorAlert } from './error-alert';
import { HostedCardFields } from './hosted-card-fields';
import { paymentAccessOf, quotePartOf, type QuotePaymentTarget } from './payment-target';
import { SavedCardChooser, type CardChoice } from './saved-card-chooser';
import type { StripeCardFieldsHandle } from './stripe-card-fields';
import { challengeOf } from './three-d-secure';
import styles from './card-payment-form.module.css';
import fieldStyles from './hosted-card-fields.module.css';

// Stripe's fields (with Stripe's loader) are a chunk of their own, fetched in the browser once the
// page is hydrated and only where Stripe takes the payments; with the card processor's hosted
// fields the page never downloads them. The server and the first render show the fields' own
// loading line in their place (no Suspense boundary on the server, whose content React could
// write out of line behind an inline script).
const StripeCardFields = lazy(() => import('./stripe-card-fields').then((module) => ({ default: module.StripeCardFields })));

const FORM = 'card-payment';
const FIELD_ORDER = ['cardholderName', 'address', 'city', 'state', 'zip'] as const;

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
  const hostedFields = useRef<StripeCardFieldsHandle>(null);
  const [choice, setChoice] = useState<CardChoice>(savedCards[0]?.id ?? 'new');
  const [keepCard, setKeepCard] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const saved = savedCards.find((card) => card.id === choice) ?? null;
  const schema = useMemo(() => billingSchema(formMessages(t), country), [t, country]);
  const canada = regionNamingOf(country) === 'province-postal';
  const stripeLoading = (
    <CardFieldsLoading>
      <p role="status">{t('checkout.payment.cardFieldsLoading')}</p>
    </CardFieldsLoading>
  );

  /** The saved card's token, or the hosted fields' answer: a token, or why there is none. */
  const cardToken = async (): Promise<{ token: string } | { invalid: true } | { failed: string }> => {
    if (saved) return { token: saved.token };
    // The frame may move the focus to its first invalid field only while it has the focus itself
    // (a browser keeps a cross-origin frame from taking it): it gets the focus before it is asked.
    hostedFields.current?.focus();
    const answer = (await hostedFields.current?.tokenize()) ?? { failed: t('checkout.payment.cardFieldsNoAnswer') };
    if ('card' in answer) return { token: answer.card.token };
    return 'invalid' in answer ? { invalid: true } : answer;
  };

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
    const card = await cardToken();
    if ('invalid' in card) {
      // The frame shows what is wrong and has focused its first invalid field: the focus stays there.
      setError({ message: t('checkout.payment.checkCard'), focus: false });
      hostedFields.current?.focus();
      return;
    }
    if ('failed' in card) {
      setError({ message: card.failed, focus: true });
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
      setError({ message: failureText(failure, t('checkout.error.somethingWentWrong')), focus: true });
    }
  };

  return (
    <FormState<CardPaymentValues> initialValues={EMPTY_CARD_PAYMENT} rules={schema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form id={FORM} noValidate aria-label={t('checkout.payment.cardFormLabel')}>
          <FocusFirstError form={FORM} order={FIELD_ORDER} />
          <ErrorAlert message={error?.message ?? null} focus={error?.focus ?? true} />
          <SavedCardChooser cards={savedCards} value={choice} onChange={setChoice} />
          {!saved &&
            (cardFields.kind === 'stripe' ? (
              hydrated ? (
                <Suspense fallback={stripeLoading}>
                  <StripeCardFields ref={hostedFields} publishableKey={cardFields.publishableKey} amount={due.amount} currency={due.currency} />
                </Suspense>
              ) : (
                stripeLoading
              )
            ) : (
              <HostedCardFields ref={hostedFields} settings={cardFields} />
            ))}
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

const CardFieldsLoading = classed('div', fieldStyles.fields);
