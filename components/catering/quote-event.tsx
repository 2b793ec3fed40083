/** The event of a catering quote: store, day and time on the store's clock, guests, handoff and the buyer's notes. */
import type { QuoteView } from '@/lib/api/quote-view';
import { useMarket } from '@/lib/use-market';
import { QuoteFacts, quoteEventFacts } from './quote-facts';

type Props = { quote: QuoteView; titleId: string };

export function QuoteEvent({ quote, titleId }: Props) {
  const { locale, t } = useMarket();
  return (
    <>
      <h2 id={titleId}>{t('catering.quote.eventTitle')}</h2>
      <QuoteFacts facts={quoteEventFacts(quote, t, locale)} />
      <p>{t('catering.quote.contact', { store: quote.store.title, phone: quote.store.phone })}</p>
    </>
  );
}
