/**
 * The tip: none, 15/18/20 % or an amount. Each choice is saved at once (PUT
 * /orders/:id { tip }) and the totals beside it come back from the API. The amount is typed as
 * the diner writes money ('5,50' in French) and sent as a dot-decimal string in the order's currency.
 */
import { useId, useState, type FormEvent } from 'react';
import { classed } from '@/lib/classed';
import { TIP_PERCENT_PRESETS } from '@/domain/ordering/tip';
import { amountForEntry, readAmount } from '@/domain/validation/amount-entry';
import { updateOrder } from '@/lib/api/checkout';
import type { CheckoutOrder } from '@/lib/api/checkout-view';
import { useMarket } from '@/lib/use-market';
import { formMessages } from '@/lib/validation/messages';
import { Field } from '@/components/form/form-field';
import { Section, SecondaryButton } from './layout';
import type { OrderCall } from './use-order-state';
import styles from './tip-chooser.module.css';

type Choice = 'none' | 'custom' | (typeof TIP_PERCENT_PRESETS)[number];
type Props = { order: CheckoutOrder; pending: boolean; apply: (call: OrderCall, fallback?: string) => Promise<unknown> };

function choiceOf(tip: CheckoutOrder['tip']): Choice {
  if (!tip) return 'none';
  if (tip.kind === 'amount') return 'custom';
  return (TIP_PERCENT_PRESETS as readonly string[]).includes(tip.value) ? (tip.value as Choice) : 'custom';
}

export function TipChooser({ order, pending, apply }: Props) {
  const { locale, t } = useMarket();
  const id = useId();
  const [choice, setChoice] = useState<Choice>(choiceOf(order.tip));
  const [amount, setAmount] = useState(order.tip?.kind === 'amount' ? amountForEntry(order.tip.value, locale, order.currency) : '');
  const [amountError, setAmountError] = useState<string | null>(null);
  const couldNotAddTip = t('checkout.error.couldNotAddTip');

  const save = (tip: Parameters<typeof updateOrder>[2]['tip']) =>
    apply((ctx, access) => updateOrder(ctx, access, { tip }), couldNotAddTip);

  const handleChoice = (next: Choice) => {
    setChoice(next);
    setAmountError(null);
    if (next === 'none') void save(null);
    else if (next !== 'custom') void save({ kind: 'percent', value: next });
  };

  const handleAmount = (event: FormEvent) => {
    event.preventDefault();
    const entry = readAmount(amount, locale, order.currency);
    if (!entry.ok) {
      setAmountError(formMessages(t).tipAmountInvalid);
      return;
    }
    setAmountError(null);
    void save({ kind: 'amount', value: entry.amount });
  };

  const labels: Record<Choice, string> = {
    none: t('checkout.tip.none'),
    custom: t('checkout.tip.custom'),
    ...Object.fromEntries(TIP_PERCENT_PRESETS.map((preset) => [preset, t('checkout.tip.percent', { percent: preset })])),
  } as Record<Choice, string>;
  const choices: Choice[] = ['none', ...TIP_PERCENT_PRESETS, 'custom'];

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('checkout.tip.title')}</h2>
      <Choices role="radiogroup" aria-labelledby={`${id}-title`}>
        {choices.map((option) => (
          <label key={option}>
            <input type="radio" name={`${id}-tip`} value={option} checked={choice === option} disabled={pending} onChange={() => handleChoice(option)} />
            {labels[option]}
          </label>
        ))}
      </Choices>
      {choice === 'custom' && (
        <CustomTip onSubmit={handleAmount} noValidate>
          <Field>
            <label htmlFor={`${id}-amount`}>{t('checkout.tip.amount')}</label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={Boolean(amountError)}
              aria-describedby={amountError ? `${id}-amount-error` : undefined}
            />
            {amountError && (
              <span id={`${id}-amount-error`} role="alert">
                {amountError}
              </span>
            )}
          </Field>
          <SecondaryButton type="submit" disabled={pending}>
            {t('checkout.tip.apply')}
          </SecondaryButton>
        </CustomTip>
      )}
    </Section>
  );
}

const Choices = classed('div', styles.choices);

const CustomTip = classed('form', styles.customTip);
