/** The estimate the store sent: its lines, fees, tax, total, deposit, balance and how long it holds. */
import type { QuoteEstimate as Estimate, QuoteView } from '@/lib/api/quote-view';
import { useMarket } from '@/lib/use-market';
import { formatQuoteInstant, quoteMoney } from './quote-money';
import { QuoteLines } from './quote-lines';
import { QuoteTotals } from './quote-totals';

type Props = { estimate: Estimate; quote: Pick<QuoteView, 'currency' | 'store'> };

export function QuoteEstimate({ estimate, quote }: Props) {
  const { locale, t } = useMarket();
  const money = quoteMoney(quote, locale);
  return (
    <div>
      <QuoteLines lines={estimate.lines} money={money} caption={t('catering.quote.estimateTitle')} />
      <QuoteTotals totals={estimate} money={money} />
      <p>{t('catering.quote.validUntil', { date: formatQuoteInstant(estimate.validUntil, quote.store.timeZone, locale) })}</p>
    </div>
  );
}
