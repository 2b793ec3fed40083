/** An order's lines as a list: quantity, title and options on the left, the line total on the right. */
import { classed } from '@/lib/classed';
import type { Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import { useMarket } from '@/lib/use-market';
import styles from './order-lines.module.css';

type OrderLineRow = { title: string; quantity: number; options: string[]; specialInstructions: string | null; lineTotal: string };

type Props = {
  lines: OrderLineRow[];
  currency: Currency;
  /** How the quantity reads before the title: '2 ×', 'Qty 2'. */
  quantityText: (quantity: number) => string;
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
            {quantityText(line.quantity)} <strong>{line.title}</strong>
            {line.options.length > 0 && <small>{line.options.join(', ')}</small>}
            {withInstructions && line.specialInstructions && <small>{t('checkout.cart.instructions', { text: line.specialInstructions })}</small>}
          </span>
          <span>{formatMoney(line.lineTotal, locale, currency)}</span>
        </li>
      ))}
    </List>
  );
}

const List = classed('ul', styles.list);
