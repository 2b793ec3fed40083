/**
 * /e-gift-cards: the buying form, then, once paid, what happens next: when the card is emailed
 * and to whom (or that the payment is being checked first).
 */
import { useState } from 'react';
import type { CountryCode, Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import type { CardFields } from '@/domain/payments/card-fields';
import type { EGiftOffer } from '@/domain/payments/e-gift-cards';
import type { EGiftPurchase } from '@/lib/api/e-gift-cards';
import type { HeadCrumb } from '@/lib/page-head';
import { useMarket } from '@/lib/use-market';
import { ContentPage } from '@/components/content/content-page';
import { EGiftCardForm } from './e-gift-card-form';
import { formatDay } from './format-day';

export type EGiftPageData = {
  offer: EGiftOffer;
  country: CountryCode;
  days: { today: string; last: string };
  cardFields: CardFields;
  breadcrumbs: HeadCrumb[];
};

export function EGiftCardTemplate({ offer, country, days, cardFields, breadcrumbs }: EGiftPageData) {
  const { locale, t } = useMarket();
  const [bought, setBought] = useState<EGiftPurchase | null>(null);
  return (
    <ContentPage title={t('eGiftCards.title')} intro={t('eGiftCards.intro')} breadcrumbs={breadcrumbs}>
      {bought ? <Bought purchase={bought} /> : <EGiftCardForm offer={offer} country={country} days={days} cardFields={cardFields} onBought={setBought} />}
    </ContentPage>
  );

  function Bought({ purchase }: { purchase: EGiftPurchase }) {
    const values = {
      amount: formatMoney(purchase.amount, locale, purchase.currency as Currency),
      name: purchase.recipientName,
      email: purchase.recipientEmail,
      date: formatDay(purchase.deliverOn, locale),
    };
    const next = purchase.status === 'held' ? 'eGiftCards.bought.held' : purchase.status === 'delivered' ? 'eGiftCards.bought.sent' : 'eGiftCards.bought.scheduled';
    return (
      <section aria-labelledby="e-gift-bought" role="status">
        <h2 id="e-gift-bought">{t('eGiftCards.bought.title')}</h2>
        <p>{t('eGiftCards.bought.paid', values)}</p>
        <p>{t(next, values)}</p>
      </section>
    );
  }
}
