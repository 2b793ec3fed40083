/**
 * How many: a number field between − and + buttons that never goes below the item's minimum. For
 * an item sold by weight, the weight the quantity stands for ("300 g") is said beside it.
 */
import { useId } from 'react';
import { classed } from '@/lib/classed';
import { useT } from '@/lib/use-t';
import { MAX_LINE_QUANTITY } from '@/domain/validation/fields';
import { clampQuantity } from './option-rules';
import styles from './quantity-stepper.module.css';

type Props = {
  value: number;
  minQuantity: number;
  /** What the quantity weighs, written for the reader ("300 g"); absent for an item not sold by weight. */
  weight?: string;
  onChange: (value: number) => void;
};

export function QuantityStepper({ value, minQuantity, weight, onChange }: Props) {
  const t = useT();
  const id = useId();
  const floor = Math.max(1, minQuantity);
  const describedBy = [floor > 1 && `${id}-min`, weight && `${id}-weight`].filter(Boolean).join(' ');
  return (
    <Wrapper>
      <label htmlFor={id}>{t('ordering.item.quantity')}</label>
      <Row>
        <Step type="button" aria-label={t('ordering.item.decrease')} disabled={value <= floor} onClick={() => onChange(clampQuantity(value - 1, minQuantity))}>
          −
        </Step>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={floor}
          max={MAX_LINE_QUANTITY}
          step={1}
          value={value}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(clampQuantity(Number(event.target.value), minQuantity))}
        />
        <Step type="button" aria-label={t('ordering.item.increase')} disabled={value >= MAX_LINE_QUANTITY} onClick={() => onChange(clampQuantity(value + 1, minQuantity))}>
          +
        </Step>
        {weight && (
          <Weight id={`${id}-weight`} aria-live="polite">
            {t('ordering.item.weight', { weight })}
          </Weight>
        )}
      </Row>
      {floor > 1 && <Hint id={`${id}-min`}>{t('ordering.item.minQuantity', { count: floor })}</Hint>}
    </Wrapper>
  );
}

const Wrapper = classed('div', styles.wrapper);

const Row = classed('div', styles.row);

const Step = classed('button', styles.step);

const Hint = classed('p', styles.hint);

const Weight = classed('span', styles.weight);
