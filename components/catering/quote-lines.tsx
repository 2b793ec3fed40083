/** The lines of a catering quote (the request at menu prices, or the estimate) as a table. */
import { classed } from '@/lib/classed';
import type { QuoteLine } from '@/lib/api/quote-view';
import { useMarket } from '@/lib/use-market';
import styles from './quote-lines.module.css';

type Props = { lines: QuoteLine[]; money: (amount: string) => string; caption: string };

export function QuoteLines({ lines, money, caption }: Props) {
  const { t } = useMarket();
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('catering.quote.item')}</th>
          <Num scope="col">{t('catering.quote.quantity')}</Num>
          <Num scope="col">{t('catering.quote.unitPrice')}</Num>
          <Num scope="col">{t('catering.quote.amount')}</Num>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${index}-${line.title}`}>
            <th scope="row">{line.title}</th>
            <Num as="td">{line.quantity}</Num>
            <Num as="td">{money(line.unitPrice)}</Num>
            <Num as="td">{money(line.amount)}</Num>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = classed('table', styles.table);

const Num = classed('th', styles.num);
