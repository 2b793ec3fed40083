/** − quantity + for one cart line; each press asks the API for the new quantity. */
import { MAX_LINE_QUANTITY } from '@/domain/validation/fields';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import styles from './quantity-stepper.module.css';

type Props = {
  title: string;
  quantity: number;
  minimum: number;
  /** The id of what the quantity stands for (a meat's weight), if said beside the line. */
  describedBy?: string;
  disabled: boolean;
  onChange: (quantity: number) => void;
};

export function QuantityStepper({ title, quantity, minimum, describedBy, disabled, onChange }: Props) {
  const { t } = useMarket();
  const lowest = Math.max(1, minimum);
  return (
    <Stepper role="group" aria-label={t('checkout.cart.quantityOf', { item: title })} aria-describedby={describedBy}>
      <button
        type="button"
        aria-label={t('checkout.cart.decrease', { item: title })}
        disabled={disabled || quantity <= lowest}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <output aria-live="polite">{quantity}</output>
      <button
        type="button"
        aria-label={t('checkout.cart.increase', { item: title })}
        disabled={disabled || quantity >= MAX_LINE_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </Stepper>
  );
}

const Stepper = classed('div', styles.stepper);
