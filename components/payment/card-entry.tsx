/**
 * The card section every card form shares (the checkout's payment, an e-gift card's purchase):
 * the card typed into the processor's hosted fields (./hosted-card-fields.tsx) or Stripe's
 * Payment Element (./stripe-card-fields.tsx), then the cardholder and the billing address, whose
 * region and postal code are named for the country. `useCardEntry` gives the form the fields'
 * handle and `readCard`, which asks the fields for a token and answers it, or the error to show.
 */
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import type { CountryCode, Currency } from '@/domain/markets';
import type { CardFields } from '@/domain/payments/card-fields';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { regionLabelKeys, regionNamingOf } from '@/lib/validation/payment-schema';
import { FieldRow, TextField } from '@/components/form/form-field';
import { HostedCardFields } from './hosted-card-fields';
import type { StripeCardFieldsHandle } from './stripe-card-fields';
import fieldStyles from './hosted-card-fields.module.css';

// Stripe's fields (with Stripe's loader) are a chunk of their own, fetched in the browser once the
// page is hydrated and only where Stripe takes the payments; with the card processor's hosted
// fields the page never downloads them. The server and the first render show the fields' own
// loading line in their place (no Suspense boundary on the server, whose content React could
// write out of line behind an inline script).
const StripeCardFields = lazy(() => import('./stripe-card-fields').then((module) => ({ default: module.StripeCardFields })));

/** The card section's own fields, in the order the first invalid one is focused. */
export const CARD_ENTRY_FIELD_ORDER = ['cardholderName', 'address', 'city', 'state', 'zip'] as const;

export type CardEntryError = { message: string; focus: boolean };

export function useCardEntry() {
  const { t } = useMarket();
  const fields = useRef<StripeCardFieldsHandle>(null);
  /** The fields' token, or the error to show: card details the fields refuse keep the focus in their frame. */
  const readCard = async (): Promise<{ token: string } | { error: CardEntryError }> => {
    // The frame may move the focus to its first invalid field only while it has the focus itself
    // (a browser keeps a cross-origin frame from taking it): it gets the focus before it is asked.
    fields.current?.focus();
    const answer = (await fields.current?.tokenize()) ?? { failed: t('checkout.payment.cardFieldsNoAnswer') };
    if ('card' in answer) return { token: answer.card.token };
    if ('failed' in answer) return { error: { message: answer.failed, focus: true } };
    // The frame shows what is wrong and has focused its first invalid field: the focus stays there.
    fields.current?.focus();
    return { error: { message: t('checkout.payment.checkCard'), focus: false } };
  };
  return { fields, readCard };
}

/**
 * `form`: the form the fields belong to; `due`: what the card pays (Stripe's fields show it);
 * `showCard` false: a saved card pays, so only the cardholder and billing address are asked.
 */
type Props = {
  form: string;
  fields: RefObject<StripeCardFieldsHandle | null>;
  cardFields: CardFields;
  due: { amount: string; currency: Currency };
  country: CountryCode;
  showCard?: boolean;
};

export function CardEntryFields({ form, fields, cardFields, due, country, showCard = true }: Props) {
  const { t } = useMarket();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const labels = regionLabelKeys(regionNamingOf(country));
  const loading = (
    <CardFieldsLoading>
      <p role="status">{t('checkout.payment.cardFieldsLoading')}</p>
    </CardFieldsLoading>
  );
  return (
    <>
      {showCard &&
        (cardFields.kind === 'stripe' ? (
          hydrated ? (
            <Suspense fallback={loading}>
              <StripeCardFields ref={fields} publishableKey={cardFields.publishableKey} amount={due.amount} currency={due.currency} />
            </Suspense>
          ) : (
            loading
          )
        ) : (
          <HostedCardFields ref={fields} settings={cardFields} />
        ))}
      <TextField form={form} name="cardholderName" label={t('checkout.payment.cardholderName')} autoComplete="cc-name" />
      <TextField form={form} name="address" label={t('checkout.payment.address')} autoComplete="billing street-address" />
      <FieldRow>
        <TextField form={form} name="city" label={t('checkout.payment.city')} autoComplete="billing address-level2" />
        <TextField form={form} name="state" label={t(labels.region)} autoComplete="billing address-level1" />
        <TextField form={form} name="zip" label={t(labels.postal)} autoComplete="billing postal-code" />
      </FieldRow>
    </>
  );
}

const CardFieldsLoading = classed('div', fieldStyles.fields);
