/**
 * One line of the cart: item, options, instructions, prices from the API, quantity and remove;
 * a line whose item (or option) left the menu since it was added says so, beside its remove button.
 * A meat sold by weight gives its price for the market's weight ("6,59 $ / 100 g", the menu's
 * text) and what its quantity weighs ("Poids : 300 g"), which describes its quantity stepper.
 */
import { useId } from 'react';
import { classed } from '@/lib/classed';
import { FoodPicture } from '@/components/common/food-picture';
import { VisuallyHidden } from '@/components/layout/visually-hidden';
import { formatMoney } from '@/domain/money-format';
import { htmlLang, type Currency } from '@/domain/markets';
import { formatWeight, weightOfQuantity } from '@/domain/menu/weight-units';
import type { OrderLine } from '@/lib/api/checkout-view';
import { useMarket } from '@/lib/use-market';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart-line.module.css';

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
  const weightId = useId();
  const { weightUnit } = line;
  return (
    <Line aria-label={line.title}>
      {line.imageUrl && <FoodPicture src={line.imageUrl} alt="" place="cartLine" width={96} height={60} />}
      <Details>
        <h3>{line.title}</h3>
        {line.options.length > 0 && <p>{line.options.join(', ')}</p>}
        {line.specialInstructions && <p>{t('checkout.cart.instructions', { text: line.specialInstructions })}</p>}
        {line.label && <p>{t('groupOrders.lineLabel', { name: line.label })}</p>}
        {weightUnit ? (
          <>
            <p>{t.dynamic(`content.menu.unit.${weightUnit}`, money(line.unitPrice), { price: money(line.unitPrice) })}</p>
            <p id={weightId}>{t('checkout.cart.weight', { weight: formatWeight(weightOfQuantity(line.quantity, weightUnit), htmlLang(locale)) })}</p>
          </>
        ) : (
          <p>{t('checkout.cart.each', { price: money(line.unitPrice) })}</p>
        )}
        {line.reward && <RewardNote>{t('loyalty.cart.rewardLine')}</RewardNote>}
        {line.offMenu && <OffMenuNote>{t('checkout.cart.offMenu', { item: line.title })}</OffMenuNote>}
      </Details>
      <Actions>
        <QuantityStepper
          title={line.title}
          quantity={line.quantity}
          minimum={line.minQuantity}
          describedBy={weightUnit ? weightId : undefined}
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

const RewardNote = classed('p', styles.rewardNote);

const OffMenuNote = classed('p', styles.offMenuNote);

const Line = classed('li', styles.line);

const Details = classed('div', styles.details);

const Actions = classed('div', styles.actions);

const RemoveButton = classed('button', styles.removeButton);
