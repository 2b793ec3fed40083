/** How to pay: card, gift card or PayPal, as a radio group. */
import { useId } from 'react';
import { classed } from '@/lib/classed';
import { ChoiceGroup } from '@/components/common/choice-group';
import { useMarket } from '@/lib/use-market';
import styles from './method-chooser.module.css';

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

const Group = classed(ChoiceGroup, styles.group);
