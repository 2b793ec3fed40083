/**
 * A brand admin's e-gift cards: Find lists the newest paid cards, or those of one sender's or
 * recipient's email; each with its amount, recipient, day, status and balance, and two actions: resend its
 * email (which also releases a card held for review) and void it while nobody has spent from it,
 * which refunds the buyer's card in full. A card spent from says it cannot be voided or refunded
 * (its holder keeps the balance). A void asks to be confirmed first; a voided card shows how its
 * refund stands, and a refund the processor refused can be retried. Every action is recorded in
 * the staff audit log by the API.
 */
import { useState } from 'react';
import { classed } from '@/lib/classed';
import { formatMoney } from '@/domain/money-format';
import type { Currency } from '@/domain/markets';
import { fetchStaffEGiftCards, resendEGiftCard, voidEGiftCard, type StaffEGiftCard } from '@/lib/api/e-gift-cards';
import { failureText } from '@/lib/api/failure-text';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import { formatDay } from '@/components/e-gift-cards/format-day';
import { ConsoleAlert, ConsoleButton, ConsoleField } from '@/components/staff/console-page';
import styles from './gift-card-lookup.module.css';

export function EGiftCardsDesk() {
  const { locale, t } = useMarket();
  const [email, setEmail] = useState('');
  const [cards, setCards] = useState<StaffEGiftCard[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);

  const load = async (filter: string) => {
    setError(null);
    try {
      setCards(await fetchStaffEGiftCards(staffContext({ locale }), filter));
    } catch (failure) {
      setError(await failureText(t, failure, { locale }));
    }
  };

  const act = async (card: StaffEGiftCard, action: 'resend' | 'void') => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const changed = await (action === 'resend' ? resendEGiftCard : voidEGiftCard)(staffContext({ locale }), card.id);
      setCards((current) => (current ?? []).map((one) => (one.id === changed.id ? changed : one)));
      setNotice(t(action === 'resend' ? 'staff.eGiftCards.resent' : 'staff.eGiftCards.voided', { email: changed.recipientEmail }));
    } catch (failure) {
      setError(await failureText(t, failure, { locale }));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  const money = (amount: string, currency: string) => formatMoney(amount, locale, currency as Currency);
  const refundText = ({ refund, cardLabel }: StaffEGiftCard) =>
    refund!.status === 'failed'
      ? t('staff.eGiftCards.refund.failed', { reason: refund!.failure ?? '' })
      : t(`staff.eGiftCards.refund.${refund!.status}`, { card: cardLabel ?? '—' });

  return (
    <Desk aria-labelledby="staff-e-gift-title">
      <h2 id="staff-e-gift-title">{t('staff.eGiftCards.title')}</h2>
      <p>{t('staff.eGiftCards.rule')}</p>
      <Search
        aria-label={t('staff.eGiftCards.search')}
        onSubmit={(event) => {
          event.preventDefault();
          void load(email);
        }}
      >
        <ConsoleField>
          <label htmlFor="staff-e-gift-email">{t('staff.eGiftCards.email')}</label>
          <input id="staff-e-gift-email" type="email" value={email} maxLength={254} onChange={(event) => setEmail(event.target.value)} />
        </ConsoleField>
        <ConsoleButton type="submit">{t('staff.eGiftCards.find')}</ConsoleButton>
      </Search>
      {error && <ConsoleAlert role="alert">{error}</ConsoleAlert>}
      <p aria-live="polite">{notice ?? (cards && cards.length === 0 ? t('staff.eGiftCards.none') : '')}</p>
      {cards && cards.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('staff.eGiftCards.card')}</th>
              <th scope="col">{t('staff.eGiftCards.recipient')}</th>
              <th scope="col">{t('staff.eGiftCards.deliverOn')}</th>
              <th scope="col">{t('staff.eGiftCards.status')}</th>
              <th scope="col">{t('staff.eGiftCards.balance')}</th>
              <th scope="col">{t('staff.eGiftCards.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {cards.map((card) => (
              <tr key={card.id}>
                <td>{t('staff.eGiftCards.cardLine', { amount: money(card.amount, card.currency), last4: card.last4 ?? '—', sender: card.senderName })}</td>
                <td>
                  {card.recipientName} &lt;{card.recipientEmail}&gt;
                </td>
                <td>{formatDay(card.deliverOn, locale)}</td>
                <td>
                  {t(`eGiftCards.status.${card.status}`)}
                  {card.refund && <RefundState>{refundText(card)}</RefundState>}
                </td>
                <td>{card.balance === null ? '—' : money(card.balance, card.currency)}</td>
                <td>
                  {card.status !== 'voided' && (
                    <ConsoleButton type="button" disabled={busy} onClick={() => void act(card, 'resend')} aria-label={t('staff.eGiftCards.resendOne', { email: card.recipientEmail })}>
                      {t('staff.eGiftCards.resend')}
                    </ConsoleButton>
                  )}
                  {card.status !== 'voided' && card.spent && <RefundState>{t('staff.eGiftCards.spentNote')}</RefundState>}
                  {card.refund?.status === 'failed' && (
                    <ConsoleButton type="button" disabled={busy} onClick={() => void act(card, 'void')}>
                      {t('staff.eGiftCards.retryRefund')}
                    </ConsoleButton>
                  )}
                  {card.status !== 'voided' && !card.spent && confirming !== card.id && (
                    <ConsoleButton type="button" disabled={busy} onClick={() => setConfirming(card.id)} aria-label={t('staff.eGiftCards.voidOne', { email: card.recipientEmail })}>
                      {t('staff.eGiftCards.void')}
                    </ConsoleButton>
                  )}
                  {confirming === card.id && (
                    <ConsoleButton type="button" disabled={busy} onClick={() => void act(card, 'void')}>
                      {t('staff.eGiftCards.confirmVoid', { amount: money(card.amount, card.currency), card: card.cardLabel ?? '—' })}
                    </ConsoleButton>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Desk>
  );
}

const Desk = classed('section', styles.card);
const Search = classed('form', styles.lookup);
const RefundState = classed('small', styles.note);
