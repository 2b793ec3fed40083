/**
 * A quote request the store has not answered yet: say it arrived, and what happens next (the
 * store emails an estimate; this page then takes the answer and the deposit).
 */
import { classed } from '@/lib/classed';
import type { QuoteView } from '@/lib/api/quote-view';
import { useMarket } from '@/lib/use-market';
import styles from './quote-received.module.css';

/** Statuses of a request still waiting for its estimate. */
const AWAITING_ESTIMATE: ReadonlySet<QuoteView['status']['name']> = new Set(['customerCreatedLead', 'lead', 'hotLead']);

export function isAwaitingEstimate(quote: Pick<QuoteView, 'status' | 'estimate'>): boolean {
  return quote.estimate === null && AWAITING_ESTIMATE.has(quote.status.name);
}

export function QuoteReceived({ quote }: { quote: QuoteView }) {
  const { t } = useMarket();
  if (!isAwaitingEstimate(quote)) return null;
  return (
    <Notice aria-labelledby="quote-received">
      <h2 id="quote-received">{t('catering.quote.receivedTitle')}</h2>
      <p>{t('catering.quote.receivedBody', { store: quote.store.title })}</p>
      <p>{t('catering.quote.receivedNext')}</p>
    </Notice>
  );
}

const Notice = classed('section', styles.notice);
