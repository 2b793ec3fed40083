/**
 * A brand admin's gift card desk: look a card up by its number, read its balance and PIN lock,
 * and unlock a card that wrong PINs locked. A number the brand has no card for, or a malformed
 * one, is said beside the field; any other refusal above the form.
 */
import { useMemo, useState } from 'react';
import { classed } from '@/lib/classed';
import { formatMoney } from '@/domain/money-format';
import { htmlLang, type Currency } from '@/domain/markets';
import { GIFT_CARD_FIELDS } from '@/domain/validation/fields';
import { isApiError } from '@/lib/api/api-error';
import { failureText } from '@/lib/api/failure-text';
import { lookUpStaffGiftCard, unlockStaffGiftCard, type StaffGiftCard } from '@/lib/api/staff-gift-cards';
import type { Rules } from '@/lib/form/checks';
import { Form, FormState, type FormHelpers } from '@/lib/form/form-state';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import { textField } from '@/lib/validation/fields';
import { formMessages } from '@/lib/validation/messages';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { TextField } from '@/components/form/form-field';
import { ConsoleAlert, ConsoleButton } from '@/components/staff/console-page';
import styles from './gift-card-lookup.module.css';

const FORM = 'staff-gift-card';
type LookupValues = { number: string };
const EMPTY: LookupValues = { number: '' };

export function GiftCardLookup() {
  const { locale, t } = useMarket();
  const [card, setCard] = useState<StaffGiftCard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [unlocking, setUnlocking] = useState(false);
  const rules = useMemo<Rules<LookupValues>>(() => ({ number: textField(GIFT_CARD_FIELDS.number, formMessages(t)) }), [t]);

  const handleLookup = async (values: LookupValues, helpers: FormHelpers<LookupValues>) => {
    setError(null);
    setNotice(null);
    setCard(null);
    try {
      setCard(await lookUpStaffGiftCard(staffContext({ locale }), values.number.replace(/\s/g, '')));
    } catch (failure) {
      if (isApiError(failure) && failure.status === 404) helpers.setFieldError('number', t('staff.giftCards.notFound'));
      else if (isApiError(failure) && failure.code === 'gift_card_number_invalid') helpers.setFieldError('number', await failureText(t, failure, { locale }));
      else setError(await failureText(t, failure, { locale }));
    }
  };

  const handleUnlock = async () => {
    if (!card) return;
    setError(null);
    setUnlocking(true);
    try {
      const unlocked = await unlockStaffGiftCard(staffContext({ locale }), card.id);
      setCard(unlocked);
      setNotice(t('staff.giftCards.unlocked', { last4: unlocked.last4 }));
    } catch (failure) {
      setError(await failureText(t, failure, { locale }));
    } finally {
      setUnlocking(false);
    }
  };

  const lockText = (found: StaffGiftCard) => {
    if (found.lock === 'held') return t('staff.giftCards.lock.held');
    if (found.lock === 'locked' && found.lockedUntil) {
      const until = new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(found.lockedUntil));
      return t('staff.giftCards.lock.locked', { until });
    }
    return t('staff.giftCards.lock.open');
  };

  return (
    <>
      {error && <ConsoleAlert role="alert">{error}</ConsoleAlert>}
      <FormState initialValues={EMPTY} rules={rules} onSubmit={handleLookup}>
        {(form) => (
          <Lookup id={FORM} noValidate aria-label={t('staff.giftCards.formLabel')}>
            <FocusFirstError form={FORM} order={['number']} />
            <TextField form={FORM} name="number" label={t('staff.giftCards.number')} inputMode="numeric" autoComplete="off" />
            <ConsoleButton type="submit" disabled={form.isSubmitting}>
              {t('staff.giftCards.lookUp')}
            </ConsoleButton>
          </Lookup>
        )}
      </FormState>
      {card && (
        <Card aria-label={t('staff.giftCards.cardLabel', { last4: card.last4 })}>
          <h2>{t('staff.giftCards.cardLabel', { last4: card.last4 })}</h2>
          <dl>
            <dt>{t('staff.giftCards.balance')}</dt>
            <dd>{formatMoney(card.balance, locale, card.currency as Currency)}</dd>
            <dt>{t('staff.giftCards.lock')}</dt>
            <dd>{lockText(card)}</dd>
            <dt>{t('staff.giftCards.wrongPins')}</dt>
            <dd>{t('staff.giftCards.wrongPinsCount', { count: card.wrongPins, locks: card.locks })}</dd>
          </dl>
          {notice && <p role="status">{notice}</p>}
          {card.lock !== 'open' && (
            <ConsoleButton type="button" onClick={() => void handleUnlock()} disabled={unlocking}>
              {t('staff.giftCards.unlock')}
            </ConsoleButton>
          )}
        </Card>
      )}
    </>
  );
}

const Lookup = classed(Form, styles.lookup);

const Card = classed('section', styles.card);
