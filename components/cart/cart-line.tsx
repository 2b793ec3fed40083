/** One line of the cart: item, options, instructions, prices from the API, quantity and remove. */
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/layout/visually-hidden';
import { formatMoney } from '@/domain/money-format';
import type { Currency } from '@/domain/markets';
import type { OrderLine } from '@/lib/api/checkout-view';
import { useMarket } from '@/lib/use-market';
import { QuantityStepper } from './quantity-stepper';

type Props = {
  line: OrderLine;
  currency: Currency;
  disabled: boolean;
  onQuantity: (line: OrderLine, quantity: number) => void;
  onRemove: (line: OrderLine) => void;
};

export function CartLine({ line, currency, disabled, onQuantity, onRemove }: Props) {
  const { locale, t } = useMarket();
  const money = (amount: string) => formatMoney(amount, locale, currency);
  return (
    <Line aria-label={line.title}>
      {line.imageUrl && <img src={line.imageUrl} alt="" width={96} height={72} loading="lazy" />}
      <Details>
        <h3>{line.title}</h3>
        {line.options.length > 0 && <p>{line.options.join(', ')}</p>}
        {line.specialInstructions && <p>{t('checkout.cart.instructions', { text: line.specialInstructions })}</p>}
        <p>{t('checkout.cart.each', { price: money(line.unitPrice) })}</p>
        {line.reward && <RewardNote>{t('loyalty.cart.rewardLine')}</RewardNote>}
      </Details>
      <Actions>
        <QuantityStepper
          title={line.title}
          quantity={line.quantity}
          minimum={line.minQuantity}
          disabled={disabled}
          onChange={(quantity) => onQuantity(line, quantity)}
        />
        <strong>{money(line.lineTotal)}</strong>
        <RemoveButton type="button" disabled={disabled} onClick={() => onRemove(line)}>
          {t('checkout.cart.remove')}
          <VisuallyHidden> {line.title}</VisuallyHidden>
        </RemoveButton>
      </Actions>
    </Line>
  );
}

const RewardNote = styled.p`
  && {
    color: ${({ theme }) => theme.colors.emberDark};
    font-weight: 700;
  }
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.ash};

  img {
    border-radius: 4px;
    object-fit: cover;
  }
`;

const Details = styled.div`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1.125rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.smoke};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const RemoveButton = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.emberDark};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;
