/**
 * Buying an e-gift card: the amount (a preset or one's own within the market's limits), who it is
 * for and from, a message, the day it is emailed and in which language, then the card in the
 * processor's hosted fields (or Stripe's) with the cardholder and billing address, the same card
 * section as the checkout's (components/payment/card-entry.tsx). Only a card
 * pays for an e-gift card. The purchase is sent with an Idempotency-Key per attempt, so a resend
 * before the answer is the same purchase; a refusal shows its text above the form.
 */
import { useMemo, useRef, useState } from 'react';
import { classed } from '@/lib/classed';
import { TEXT_LANGUAGE_NAMES } from '@/domain/payments/e-gift-language-names';
import { checkAmount, type EGiftOffer } from '@/domain/payments/e-gift-cards';
import type { CountryCode, Currency } from '@/domain/markets';
import { languageOf } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import type { CardFields } from '@/domain/payments/card-fields';
import { buyEGiftCard, type EGiftPurchase } from '@/lib/api/e-gift-cards';
import { Form, FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { amountOf, CUSTOM_AMOUNT, eGiftSchema, emptyEGift, type EGiftValues } from '@/lib/validation/e-gift-card-schema';
import { formMessages } from '@/lib/validation/messages';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { FieldRow, SelectField, TextField } from '@/components/form/form-field';
import { PrimaryButton } from '@/components/checkout/layout';
import { useFailureText } from '@/components/checkout/use-order-state';
import { createAttemptKeys, isUnanswered } from '@/components/payment/attempt-keys';
import { ErrorAlert } from '@/components/payment/error-alert';
import { CARD_ENTRY_FIELD_ORDER, CardEntryFields, useCardEntry } from '@/components/payment/card-entry';
import { TextAreaField } from '@/components/surveys/survey-fields';
import styles from './e-gift-card-form.module.css';

const FORM = 'e-gift-card';
const FIELD_ORDER = ['customAmount', 'recipientName', 'recipientEmail', 'message', 'deliverOn', 'senderName', 'senderEmail', ...CARD_ENTRY_FIELD_ORDER] as const;

type Props = {
  offer: EGiftOffer;
  country: CountryCode;
  /** The market's today and the last day a card may be sent on, 'YYYY-MM-DD'. */
  days: { today: string; last: string };
  cardFields: CardFields;
  onBought(purchase: EGiftPurchase): void;
};

export function EGiftCardForm({ offer, country, days, cardFields, onBought }: Props) {
  const { locale, t } = useMarket();
  const failureText = useFailureText();
  const [error, setError] = useState<{ message: string; focus: boolean } | null>(null);
  const keys = useRef(createAttemptKeys()).current;
  const { fields, readCard } = useCardEntry();
  const money = (amount: string) => formatMoney(amount, locale, offer.currency as Currency);
  const limits = { min: money(offer.min), max: money(offer.max) };
  const rules = useMemo(
    () =>
      eGiftSchema(
        formMessages(t),
        { required: t('eGiftCards.validation.required'), amount: t('eGiftCards.validation.amount', limits), date: t('eGiftCards.validation.date'), dateRange: t('eGiftCards.validation.dateRange', { days: 90 }) },
        offer,
        country,
        days,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, offer, country, days.today, days.last],
  );
  /** "Buy for $50.00" once the amount is one the offer takes, else "Buy". */
  const buyLabel = (values: EGiftValues) => {
    const checked = checkAmount(offer, amountOf(values));
    return checked.ok ? t('eGiftCards.form.buyAmount', { amount: money(checked.amount) }) : t('eGiftCards.form.buy');
  };

  const handleSubmit = async (values: EGiftValues) => {
    setError(null);
    const card = await readCard();
    if ('error' in card) {
      setError(card.error);
      return;
    }
    const body = {
      amount: amountOf(values),
      recipientName: values.recipientName.trim(),
      recipientEmail: values.recipientEmail.trim(),
      senderName: values.senderName.trim(),
      senderEmail: values.senderEmail.trim(),
      message: values.message.trim(),
      deliverOn: values.deliverOn.trim(),
      language: values.language as 'en',
      token: card.token,
      cardholderName: values.cardholderName.trim(),
      billing: { address: values.address.trim(), city: values.city.trim(), state: values.state.trim(), zip: values.zip.trim() },
    };
    try {
      const bought = await buyEGiftCard({ locale }, body, keys.keyFor(body));
      keys.settle();
      onBought(bought);
    } catch (failure) {
      if (!isUnanswered(failure)) keys.settle();
      setError({ message: await failureText(failure, t('checkout.error.somethingWentWrong')), focus: true });
    }
  };

  const initial = useMemo(() => emptyEGift(offer, days.today, languageOf(locale)), [offer, days.today, locale]);

  return (
    <FormState<EGiftValues> initialValues={initial} rules={rules} onSubmit={handleSubmit}>
      {({ values, isSubmitting }) => (
        <Purchase id={FORM} noValidate aria-label={t('eGiftCards.form.label')}>
          <FocusFirstError form={FORM} order={FIELD_ORDER} />
          <ErrorAlert message={error?.message ?? null} focus={error?.focus ?? true} />
          <fieldset>
            <legend>{t('eGiftCards.form.giftLegend')}</legend>
            <SelectField form={FORM} name="preset" label={t('eGiftCards.form.amount')}>
              {offer.presets.map((preset) => (
                <option key={preset} value={preset}>
                  {money(preset)}
                </option>
              ))}
              <option value={CUSTOM_AMOUNT}>{t('eGiftCards.form.otherAmount')}</option>
            </SelectField>
            {values.preset === CUSTOM_AMOUNT && (
              <TextField form={FORM} name="customAmount" label={t('eGiftCards.form.customAmount')} hint={t('eGiftCards.form.customAmountHint', limits)} inputMode="decimal" autoComplete="off" />
            )}
            <FieldRow>
              <TextField form={FORM} name="recipientName" label={t('eGiftCards.form.recipientName')} autoComplete="off" />
              <TextField form={FORM} name="recipientEmail" label={t('eGiftCards.form.recipientEmail')} type="email" autoComplete="off" />
            </FieldRow>
            <TextAreaField form={FORM} name="message" label={t('eGiftCards.form.message')} hint={t('eGiftCards.form.messageHint', { max: 250 })} rows={3} maxLength={250} />
            <FieldRow>
              <TextField form={FORM} name="deliverOn" label={t('eGiftCards.form.deliverOn')} type="date" min={days.today} max={days.last} />
              <SelectField form={FORM} name="language" label={t('eGiftCards.form.language')}>
                {Object.entries(TEXT_LANGUAGE_NAMES).map(([code, name]) => (
                  <option key={code} value={code} lang={code}>
                    {name}
                  </option>
                ))}
              </SelectField>
            </FieldRow>
          </fieldset>
          <fieldset>
            <legend>{t('eGiftCards.form.senderLegend')}</legend>
            <FieldRow>
              <TextField form={FORM} name="senderName" label={t('eGiftCards.form.senderName')} autoComplete="name" />
              <TextField form={FORM} name="senderEmail" label={t('eGiftCards.form.senderEmail')} type="email" autoComplete="email" />
            </FieldRow>
          </fieldset>
          <fieldset>
            <legend>{t('eGiftCards.form.paymentLegend')}</legend>
            <p>{t('eGiftCards.form.cardOnly')}</p>
            <CardEntryFields form={FORM} fields={fields} cardFields={cardFields} due={{ amount: amountOf(values) || offer.min, currency: offer.currency }} country={country} />
          </fieldset>
          <PrimaryButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t('checkout.payment.processing') : buyLabel(values)}
          </PrimaryButton>
        </Purchase>
      )}
    </FormState>
  );
}

const Purchase = classed(Form, styles.form);
