/**
 * The lines of a catering quote (the request at menu prices, or the estimate) as a table. A meat
 * the market sells by weight reads its weight and its price for that weight ("500 g",
 * "¥760／100g"), as the menu sells it.
 */
import { htmlLang } from '@/domain/markets';
import { lineQuantityText } from '@/domain/menu/weight-units';
import { classed } from '@/lib/classed';
import type { QuoteLine } from '@/lib/api/quote-view';
import { useMarket } from '@/lib/use-market';
import styles from './quote-lines.module.css';

type Props = { lines: QuoteLine[]; money: (amount: string) => string; caption: string };

export function QuoteLines({ lines, money, caption }: Props) {
  const { locale, t } = useMarket();
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
            <Num as="td">{lineQuantityText(line.quantity, line.weightUnit, htmlLang(locale))}</Num>
            <Num as="td">{line.weightUnit ? t.dynamic(`content.menu.unit.${line.weightUnit}`, money(line.unitPrice), { price: money(line.unitPrice) }) : money(line.unitPrice)}</Num>
            <Num as="td">{money(line.amount)}</Num>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = classed('table', styles.table);

const Num = classed('th', styles.num);
