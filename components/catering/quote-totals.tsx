/** An estimate's totals: subtotal, each fee, tax, total, then deposit and balance. The buyer's quote and the staff editor show the same list. */
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import styles from './quote-totals.module.css';

export type QuoteTotalsRows = {
  subtotal: string;
  fees: { title: string; amount: string }[];
  tax: string;
  total: string;
  deposit: string;
  balance: string;
};

type Props = { totals: QuoteTotalsRows; money: (amount: string) => string; label?: string };

export function QuoteTotals({ totals, money, label }: Props) {
  const { t } = useMarket();
  const rows: [string, string][] = [
    [t('catering.quote.subtotal'), totals.subtotal],
    ...totals.fees.map((fee): [string, string] => [fee.title, fee.amount]),
    [t('catering.quote.tax'), totals.tax],
  ];
  return (
    <Totals aria-label={label}>
      {rows.map(([title, amount], index) => (
        <div key={`${index}-${title}`}>
          <dt>{title}</dt>
          <dd>{money(amount)}</dd>
        </div>
      ))}
      <Strong>
        <dt>{t('catering.quote.total')}</dt>
        <dd>{money(totals.total)}</dd>
      </Strong>
      <div>
        <dt>{t('catering.quote.deposit')}</dt>
        <dd>{money(totals.deposit)}</dd>
      </div>
      <div>
        <dt>{t('catering.quote.balance')}</dt>
        <dd>{money(totals.balance)}</dd>
      </div>
    </Totals>
  );
}

const Totals = classed('dl', styles.totals);

const Strong = classed('div', styles.strong);
