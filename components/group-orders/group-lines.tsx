/** A person's lines in a group order: quantity, item, options and the line total, each with a remove button when allowed. */
import type { Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import type { GroupLine } from '@/lib/api/group-orders';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import styles from './group-orders.module.css';

type Props = {
  lines: GroupLine[];
  currency: Currency;
  /** The remove button's accessible name for a line; no button without it. */
  removeLabel?: (line: GroupLine) => string;
  onRemove?: (line: GroupLine) => void;
  busy?: boolean;
};

export function GroupLines({ lines, currency, removeLabel, onRemove, busy = false }: Props) {
  const { locale, t } = useMarket();
  return (
    <List>
      {lines.map((line) => (
        <li key={line.id}>
          <span>
            {line.quantity} × <strong>{line.title}</strong>
            {line.options.length > 0 && <small>{line.options.map((option) => option.title).join(', ')}</small>}
            {line.specialInstructions && <small>{t('checkout.cart.instructions', { text: line.specialInstructions })}</small>}
          </span>
          <span>
            {formatMoney(line.lineTotal, locale, currency)}{' '}
            {onRemove && removeLabel && (
              <LinkButton type="button" disabled={busy} aria-label={removeLabel(line)} onClick={() => onRemove(line)}>
                {t('groupOrders.guest.remove')}
              </LinkButton>
            )}
          </span>
        </li>
      ))}
    </List>
  );
}

const List = classed('ul', styles.lines);

const LinkButton = classed('button', styles.linkButton);
