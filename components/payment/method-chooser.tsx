/** How to pay: card, gift card or PayPal, as a radio group. */
import { useId } from 'react';
import styled from 'styled-components';
import { useMarket } from '@/lib/use-market';

export type PaymentMethod = 'card' | 'giftcard' | 'paypal';
const METHODS: PaymentMethod[] = ['card', 'giftcard', 'paypal'];

export function MethodChooser({ value, onChange }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  const { t } = useMarket();
  const id = useId();
  return (
    <Group>
      <legend id={`${id}-legend`}>{t('checkout.payment.method')}</legend>
      {METHODS.map((method) => (
        <label key={method}>
          <input type="radio" name={`${id}-method`} value={method} checked={value === method} onChange={() => onChange(method)} />
          {t(`checkout.payment.method.${method}`)}
        </label>
      ))}
    </Group>
  );
}

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.lg};

  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 2px solid ${({ theme }) => theme.colors.charcoal};
    border-radius: 4px;
    cursor: pointer;
  }

  label:has(input:checked) {
    background: ${({ theme }) => theme.colors.charcoal};
    color: ${({ theme }) => theme.colors.white};
  }
`;
