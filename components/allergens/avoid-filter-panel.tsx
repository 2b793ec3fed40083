/**
 * "Without: …" on a menu: one checkbox per allergen the market labels; where the market's law
 * names some mandatory and recommends others (Japan's 8 and 20), each kind under its own heading. Items that cannot be made
 * without a checked one are hidden from the menu (the menu stays short and only offers what the
 * diner can order); this panel says how many are hidden, politely, each time the choice changes.
 */
import { classed } from '@/lib/classed';
import { LABEL_SETS, type AllergenLabel } from '@/domain/allergens/label-sets';
import { useMarket } from '@/lib/use-market';
import { useAllergenText } from './use-allergen-text';
import type { AvoidFilter } from './use-avoid-filter';
import styles from './avoid-filter-panel.module.css';

type Props = { filter: AvoidFilter; hiddenCount: number };

export function AvoidFilterPanel({ filter, hiddenCount }: Props) {
  const { t } = useMarket();
  const text = useAllergenText();
  const labels = LABEL_SETS[text.display.labelSet];
  const active = filter.labels.length > 0;
  const handleChange = (id: (typeof labels)[number]['id'], on: boolean) => {
    const next = on ? [...filter.labels, id] : filter.labels.filter((label) => label !== id);
    filter.setLabels(labels.map((label) => label.id).filter((label) => next.includes(label)));
  };
  return (
    <Panel aria-describedby="avoid-filter-hint">
      <legend>{t('allergens.filter.legend')}</legend>
      <Hint id="avoid-filter-hint">{t('allergens.filter.hint')}</Hint>
      {tiersOf(labels).map((tier) => (
        <div key={tier.kind}>
          {tier.kind !== 'all' && (
            <Tier id={`avoid-filter-${tier.kind}`}>{t(tier.kind === 'required' ? 'allergens.filter.required' : 'allergens.filter.recommended', { count: tier.labels.length })}</Tier>
          )}
          <Choices aria-labelledby={tier.kind === 'all' ? undefined : `avoid-filter-${tier.kind}`}>
            {tier.labels.map((label) => (
              <li key={label.id}>
                <label>
                  <input
                    type="checkbox"
                    name="without"
                    value={label.id}
                    checked={filter.labels.includes(label.id)}
                    onChange={(event) => handleChange(label.id, event.target.checked)}
                  />{' '}
                  {text.label(label.id)}
                </label>
              </li>
            ))}
          </Choices>
        </div>
      ))}
      {active && (
        <Clear type="button" onClick={() => filter.setLabels([])}>
          {t('allergens.filter.clear')}
        </Clear>
      )}
      <Status role="status">
        {active &&
          `${t('allergens.filter.showing', { list: text.join(filter.labels.map(text.inline)) })} ${t.count('allergens.filter.hidden', hiddenCount)}`}
      </Status>
    </Panel>
  );
}

type Tier = { kind: 'all' | 'required' | 'recommended'; labels: readonly AllergenLabel[] };

/** The labels in one list, or the mandatory ones then the recommended ones where the set has both. */
function tiersOf(labels: readonly AllergenLabel[]): Tier[] {
  const required = labels.filter((label) => label.required);
  if (required.length === labels.length) return [{ kind: 'all', labels }];
  return [
    { kind: 'required', labels: required },
    { kind: 'recommended', labels: labels.filter((label) => !label.required) },
  ];
}

const Panel = classed('fieldset', styles.panel);

const Tier = classed('p', styles.tier);

const Hint = classed('p', styles.hint);

const Choices = classed('ul', styles.choices);

const Clear = classed('button', styles.clear);

const Status = classed('p', styles.status);
