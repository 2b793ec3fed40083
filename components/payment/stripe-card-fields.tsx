/**
 * The card fields when Stripe takes the payments: Stripe's Payment Element, loaded with the
 * official loader (`@stripe/stripe-js/pure`, so Stripe.js loads only on this page, when the fields
 * mount) in the diner's language. The card is typed into Stripe's own frames; the page sees only
 * the PaymentMethod (`pm_...`) made from it, in deferred mode (`paymentMethodCreation: 'manual'`,
 * the amount due in minor units), and wallets such as Apple Pay and Google Pay come through the
 * same element. `ref` gives the form what hosted-card-fields gives it (`tokenize`, `focus`) and
 * `authenticate`, the bank's 3-D Secure challenge of a payment answered `authentication_required`.
 *
 * As with the hosted fields: a loading line until the element says it is ready, an error with a
 * retry when Stripe.js cannot load (blocked, offline, Stripe down), and while the fields are
 * unchanged since a PaymentMethod was made, `tokenize` answers that same one, so a payment sent
 * again after no answer is the same payment.
 */
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { classed } from '@/lib/classed';
import { htmlLang, type Currency } from '@/domain/markets';
import { isCardBrand } from '@/domain/payments/card-brands';
import { toMinorUnits } from '@/domain/payments/minor-units';
import { useMarket } from '@/lib/use-market';
import type { HostedCardFieldsHandle } from './hosted-card-fields';
import type { HostedFieldsAnswer } from './use-hosted-fields';
import { CardFieldsUnavailable } from './card-fields-unavailable';
import styles from './hosted-card-fields.module.css';

/** How Stripe.js is loaded: the official loader, or what a test hands in. */
export type StripeLoader = (publishableKey: string, options: { locale: StripeElementLocale }) => Promise<Stripe | null>;

/** The bank's challenge: the PaymentIntent it authenticated, or why not (the bank's or Stripe's words). */
export type AuthenticationAnswer = { paymentIntent: string } | { failed: string };

/** What the form holds of either card fields: Stripe's also run the bank's challenge (`authenticate`). */
export type StripeCardFieldsHandle = HostedCardFieldsHandle & { authenticate?(clientSecret: string): Promise<AuthenticationAnswer> };

/** Stripe's regional locales; any other tag is sent as its language (en-US is en). */
const STRIPE_REGIONAL = new Set(['en-AU', 'en-CA', 'en-NZ', 'en-GB', 'es-ES', 'es-419', 'fr-CA', 'fr-FR', 'it-IT', 'pt-BR', 'zh-HK', 'zh-TW']);

export function stripeLocaleOf(tag: string): StripeElementLocale {
  return (STRIPE_REGIONAL.has(tag) ? tag : (tag.split('-')[0] ?? 'auto')) as StripeElementLocale;
}

type Live = { stripe: Stripe; elements: StripeElements; destroy(): void };
type Status = 'loading' | 'ready' | 'unavailable';

/** `publishableKey` null: Stripe is not configured for the storefront, so no card can be taken. */
type Props = {
  publishableKey: string | null;
  amount: string;
  currency: Currency;
  ref?: Ref<StripeCardFieldsHandle>;
  load?: StripeLoader;
};

export function StripeCardFields({ publishableKey, amount, currency, ref, load = loadStripe }: Props) {
  const { locale, t } = useMarket();
  const host = useRef<HTMLDivElement>(null);
  const live = useRef<Live | null>(null);
  const made = useRef<HostedFieldsAnswer | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const minor = toMinorUnits(amount, currency);
  const firstMinor = useRef(minor);
  const noAnswer = t('checkout.payment.cardFieldsNoAnswer');
  const stripeLocale = stripeLocaleOf(htmlLang(locale));

  useEffect(() => {
    let gone = false;
    setStatus('loading');
    const amountDue = firstMinor.current;
    const unavailable = () => !gone && setStatus('unavailable');
    if (!publishableKey || amountDue === null) {
      unavailable();
      return;
    }
    load(publishableKey, { locale: stripeLocale }).then((stripe) => {
      if (gone) return;
      if (!stripe || !host.current) return unavailable();
      const elements = stripe.elements({ mode: 'payment', amount: amountDue, currency: currency.toLowerCase(), paymentMethodCreation: 'manual', locale: stripeLocale });
      const element = elements.create('payment');
      element.on('ready', () => !gone && setStatus('ready'));
      element.on('loaderror', unavailable);
      // Other card details: the next tokenize makes a new PaymentMethod.
      element.on('change', () => (made.current = null));
      element.mount(host.current);
      live.current = { stripe, elements, destroy: () => element.destroy() };
    }, unavailable);
    return () => {
      gone = true;
      live.current?.destroy();
      live.current = null;
      made.current = null;
    };
  }, [publishableKey, currency, stripeLocale, attempt, load]);

  // A partial payment (a gift card) changes what is due: the element follows it (wallet sheets show it).
  useEffect(() => {
    if (minor !== null) live.current?.elements.update({ amount: minor });
  }, [minor]);

  const tokenize = useCallback(async (): Promise<HostedFieldsAnswer> => {
    const current = live.current;
    if (!current || status !== 'ready') return { failed: noAnswer };
    if (made.current) return made.current;
    try {
      const submitted = await current.elements.submit();
      // The element shows what is wrong beside the field itself.
      if (submitted.error) return submitted.error.type === 'validation_error' ? { invalid: [] } : { failed: submitted.error.message ?? noAnswer };
      const { paymentMethod, error } = await current.stripe.createPaymentMethod({ elements: current.elements });
      if (error || !paymentMethod) return { failed: error?.message ?? noAnswer };
      const card = paymentMethod.card;
      if (!card || !isCardBrand(card.brand)) return { failed: t('checkout.payment.checkCard') };
      const answer = { card: { token: paymentMethod.id, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } };
      made.current = answer;
      return answer;
    } catch {
      return { failed: noAnswer };
    }
  }, [status, noAnswer, t]);

  const authenticate = useCallback(
    async (clientSecret: string): Promise<AuthenticationAnswer> => {
      const current = live.current;
      if (!current) return { failed: noAnswer };
      try {
        const { paymentIntent, error } = await current.stripe.handleNextAction({ clientSecret });
        if (error) return { failed: error.message ?? noAnswer };
        if (!paymentIntent || paymentIntent.status !== 'requires_capture') return { failed: noAnswer };
        return { paymentIntent: paymentIntent.id };
      } catch {
        return { failed: noAnswer };
      }
    },
    [noAnswer],
  );

  useImperativeHandle(ref, () => ({ tokenize, authenticate, focus: () => live.current?.elements.getElement('payment')?.focus() }), [tokenize, authenticate]);

  const retry = () => setAttempt((count) => count + 1);

  return (
    <Fields>
      {status === 'loading' && <p role="status">{t('checkout.payment.cardFieldsLoading')}</p>}
      {status === 'unavailable' && (
        <CardFieldsUnavailable onRetry={retry} />
      )}
      <Element key={attempt} ref={host} aria-label={t('checkout.payment.cardFields')} $hidden={status !== 'ready'} />
    </Fields>
  );
}

const Fields = classed('div', styles.fields);

const Element = classed('div', '', { $hidden: styles.hidden });

