/**
 * The account's e-gift cards: those the diner bought (to whom, for when, and where each stands)
 * and those sent to the account's email (from whom, and the balance left), with a link to buy one.
 */
import { countryOfLocale, type Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import { E_GIFT_PAGE, eGiftOfferOf } from '@/domain/payments/e-gift-cards';
import type { MyEGiftCards } from '@/lib/api/e-gift-cards';
import { useMarket } from '@/lib/use-market';
import { MarketLink } from '@/components/common/market-link';
import { formatDay } from '@/components/e-gift-cards/format-day';
import { AccountSection, Entries, LoadFailed } from './account-ui';
import type { SectionData } from './section-state';

export function EGiftCardsSection({ initial }: { initial: SectionData<MyEGiftCards> }) {
  const { locale, t } = useMarket();
  const cards = initial.ok ? initial.data : { bought: [], received: [] };
  const sold = eGiftOfferOf(countryOfLocale(locale)) !== null;
  const buy = sold ? <MarketLink href={E_GIFT_PAGE}>{t('eGiftCards.account.buy')}</MarketLink> : undefined;
  const money = (amount: string, currency: string) => formatMoney(amount, locale, currency as Currency);
  return (
    <AccountSection id="e-gift-cards" title={t('eGiftCards.account.title')} actions={buy}>
      {!initial.ok && <LoadFailed message={initial.message} />}
      <h3>{t('eGiftCards.account.bought')}</h3>
      {cards.bought.length === 0 ? (
        <p>{t('eGiftCards.account.noneBought')}</p>
      ) : (
        <Entries aria-label={t('eGiftCards.account.bought')}>
          {cards.bought.map((card) => (
            <li key={card.id}>
              <span>
                {t('eGiftCards.account.boughtLine', { amount: money(card.amount, card.currency), name: card.recipientName, date: formatDay(card.deliverOn, locale) })}
              </span>
              <span>{t(`eGiftCards.status.${card.status}`)}</span>
            </li>
          ))}
        </Entries>
      )}
      <h3>{t('eGiftCards.account.received')}</h3>
      {cards.received.length === 0 ? (
        <p>{t('eGiftCards.account.noneReceived')}</p>
      ) : (
        <Entries aria-label={t('eGiftCards.account.received')}>
          {cards.received.map((card) => (
            <li key={card.id}>
              <span>{t('eGiftCards.account.receivedLine', { amount: money(card.amount, card.currency), name: card.senderName, last4: card.last4 ?? '' })}</span>
              <span>{t('eGiftCards.account.balance', { balance: money(card.balance ?? '0', card.currency) })}</span>
            </li>
          ))}
        </Entries>
      )}
    </AccountSection>
  );
}
