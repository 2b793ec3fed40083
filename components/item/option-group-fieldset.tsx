/**
 * One option group of the item page: radios when at most one may be chosen, checkboxes that
 * stop at the maximum otherwise; each option with the calories it adds (as the menu writes an
 * item's) where measured, and its price change. Its rule is stated in the legend; a broken rule is said inline
 * and tied to the group with aria-describedby.
 */
import type { Ref } from 'react';
import { classed } from '@/lib/classed';
import { isZeroAmount } from '@/domain/amounts';
import { formatMoney } from '@/domain/money-format';
import type { Currency } from '@/domain/markets';
import type { OptionGroup } from '@/lib/api/menus';
import { useMarket } from '@/lib/use-market';
import { canChooseMore, isRequired, isSingleChoice, type GroupError, type Selection } from './option-rules';
import styles from './option-group-fieldset.module.css';

type Props = {
  group: OptionGroup;
  selection: Selection;
  error: GroupError | null;
  currency: Currency;
  onToggle: (optionId: number) => void;
  legendRef?: Ref<HTMLFieldSetElement>;
};

function useGroupTexts() {
  const { t } = useMarket();
  const rule = (group: OptionGroup): string => {
    if (group.minChoices === group.maxChoices) return t.count('ordering.item.choose', group.maxChoices);
    if (group.minChoices === 0) return t('ordering.item.chooseUpTo', { count: group.maxChoices });
    return t('ordering.item.chooseBetween', { min: group.minChoices, max: group.maxChoices });
  };
  const errorText = (group: OptionGroup, error: GroupError): string => {
    if (error.kind === 'required') return t('ordering.item.error.required', { group: group.title });
    const key = error.kind === 'tooFew' ? 'ordering.item.error.tooFew' : 'ordering.item.error.tooMany';
    return t(key, { group: group.title, count: error.count });
  };
  return { rule, errorText };
}

export function OptionGroupFieldset({ group, selection, error, currency, onToggle, legendRef }: Props) {
  const { locale, t } = useMarket();
  const { rule, errorText } = useGroupTexts();
  const single = isSingleChoice(group);
  const chosen = selection[group.id] ?? [];
  const more = canChooseMore(selection, group);
  const errorId = `group-${group.id}-error`;
  return (
    <Fieldset
      ref={legendRef}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      $invalid={error !== null}
    >
      <legend>
        {group.title}{' '}
        <Rule>
          ({isRequired(group) ? t('ordering.item.required') : t('ordering.item.optional')} · {rule(group)})
        </Rule>
      </legend>
      {group.options.map((option) => {
        const checked = chosen.includes(option.id);
        const delta = isZeroAmount(option.priceDelta) ? null : option.priceDelta;
        return (
          <Choice key={option.id}>
            <input
              type={single ? 'radio' : 'checkbox'}
              name={`group-${group.id}`}
              value={option.id}
              checked={checked}
              disabled={!single && !checked && !more}
              onChange={() => onToggle(option.id)}
            />
            <span>{option.title}</span>
            {option.calories !== null && <Calories>{t('menu.calories', { calories: option.calories })}</Calories>}
            {delta && <Delta>{t('ordering.item.priceDelta', { price: formatMoney(delta, locale, currency) })}</Delta>}
          </Choice>
        );
      })}
      {error && <ErrorText id={errorId}>{errorText(group, error)}</ErrorText>}
    </Fieldset>
  );
}

const Fieldset = classed('fieldset', styles.fieldset, { $invalid: styles.fieldsetInvalid });

const Rule = classed('span', styles.rule);

const Choice = classed('label', styles.choice);

const Delta = classed('span', styles.delta);

const Calories = classed('span', styles.calories);

export const ErrorText = classed('p', styles.errorText);
