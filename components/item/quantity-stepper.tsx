/** How many: a number field between − and + buttons that never goes below the item's minimum. */
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '@/lib/use-t';
import { clampQuantity, MAX_QUANTITY } from './option-rules';

type Props = { value: number; minQuantity: number; onChange: (value: number) => void };

export function QuantityStepper({ value, minQuantity, onChange }: Props) {
  const t = useT();
  const id = useId();
  const floor = Math.max(1, minQuantity);
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
          max={MAX_QUANTITY}
          step={1}
          value={value}
          aria-describedby={floor > 1 ? `${id}-min` : undefined}
          onChange={(event) => onChange(clampQuantity(Number(event.target.value), minQuantity))}
        />
        <Step type="button" aria-label={t('ordering.item.increase')} disabled={value >= MAX_QUANTITY} onClick={() => onChange(clampQuantity(value + 1, minQuantity))}>
          +
        </Step>
      </Row>
      {floor > 1 && <Hint id={`${id}-min`}>{t('ordering.item.minQuantity', { count: floor })}</Hint>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    font-weight: 700;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  input {
    width: 5rem;
    min-height: 2.75rem;
    text-align: center;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.smoke};
    border-radius: 4px;
  }
`;

const Step = styled.button`
  width: 2.75rem;
  height: 2.75rem;
  border: 2px solid ${({ theme }) => theme.colors.charcoal};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.white};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.smoke};
`;
