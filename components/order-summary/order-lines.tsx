/**
 * An order's lines as a list: quantity, title and options on the left, the line total on the right.
 * A meat sold by weight gives its weight for its quantity (500 g ×), by the one rule of
 * domain/menu/weight-units.ts.
 */
import { classed } from '@/lib/classed';
import { htmlLang, type Currency } from '@/domain/markets';
import { lineQuantityText, type WeightUnit } from '@/domain/menu/weight-units';
import { formatMoney } from '@/domain/money-format';
import { useMarket } from '@/lib/use-market';
import styles from './order-lines.module.css';

/** `label`: whose line it is (a group order's guest name). */
type OrderLineRow = { title: string; quantity: number; weightUnit?: WeightUnit | null; options: string[]; specialInstructions: string | null; label?: string | null; lineTotal: string };

type Props = {
  lines: OrderLineRow[];
  currency: Currency;
  /** How the quantity (its count, or its weight: '500 g') reads before the title: '2 ×', 'Qty 2'. */
  quantityText: (quantity: string) => string;
  /** Whether the diner's special instructions show under the options. */
  withInstructions?: boolean;
};

export function OrderLines({ lines, currency, quantityText, withInstructions = false }: Props) {
  const { locale, t } = useMarket();
  return (
    <List>
      {lines.map((line, index) => (
        <li key={`${line.title}-${index}`}>
          <span>
            {quantityText(lineQuantityText(line.quantity, line.weightUnit ?? null, htmlLang(locale)))} <strong>{line.title}</strong>
            {line.options.length > 0 && <small>{line.options.join(', ')}</small>}
            {line.label && <small>{t('groupOrders.lineLabel', { name: line.label })}</small>}
            {withInstructions && line.specialInstructions && <small>{t('checkout.cart.instructions', { text: line.specialInstructions })}</small>}
          </span>
          <span>{formatMoney(line.lineTotal, locale, currency)}</span>
        </li>
      ))}
    </List>
  );
}

const List = classed('ul', styles.list);
