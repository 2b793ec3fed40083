/** The estimate the store sent: its lines, fees, tax, total, deposit, balance and how long it holds. */
import styled from 'styled-components';
import type { QuoteEstimate as Estimate, QuoteView } from '@/lib/api/quote-view';
import { useMarket } from '@/lib/use-market';
import { formatQuoteInstant, quoteMoney } from './quote-money';
import { QuoteLines } from './quote-lines';

type Props = { estimate: Estimate; quote: Pick<QuoteView, 'currency' | 'store'> };

export function QuoteEstimate({ estimate, quote }: Props) {
  const { locale, t } = useMarket();
  const money = quoteMoney(quote, locale);
  const rows: [string, string][] = [
    [t('catering.quote.subtotal'), estimate.subtotal],
    ...estimate.fees.map((fee): [string, string] => [fee.title, fee.amount]),
    [t('catering.quote.tax'), estimate.tax],
  ];
  return (
    <div>
      <QuoteLines lines={estimate.lines} money={money} caption={t('catering.quote.estimateTitle')} />
      <Totals>
        {rows.map(([label, amount], index) => (
          <div key={`${index}-${label}`}>
            <dt>{label}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
        <Strong>
          <dt>{t('catering.quote.total')}</dt>
          <dd>{money(estimate.total)}</dd>
        </Strong>
        <div>
          <dt>{t('catering.quote.deposit')}</dt>
          <dd>{money(estimate.deposit)}</dd>
        </div>
        <div>
          <dt>{t('catering.quote.balance')}</dt>
          <dd>{money(estimate.balance)}</dd>
        </div>
      </Totals>
      <p>{t('catering.quote.validUntil', { date: formatQuoteInstant(estimate.validUntil, quote.store.timeZone, locale) })}</p>
    </div>
  );
}

const Totals = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space.md};

  div {
    display: flex;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space.xs} 0;
  }

  dd {
    margin: 0;
  }
`;

const Strong = styled.div`
  font-weight: 700;
  border-top: 2px solid ${({ theme }) => theme.colors.charcoal};
`;
