/**
 * "Without: …" on a menu: one checkbox per allergen the market labels. Items that cannot be made
 * without a checked one are hidden from the menu (the menu stays short and only offers what the
 * diner can order); this panel says how many are hidden, politely, each time the choice changes.
 */
import { classed } from '@/lib/classed';
import { LABEL_SETS } from '@/domain/allergens/label-sets';
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
      <Choices>
        {labels.map((label) => (
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

const Panel = classed('fieldset', styles.panel);

const Hint = classed('p', styles.hint);

const Choices = classed('ul', styles.choices);

const Clear = classed('button', styles.clear);

const Status = classed('p', styles.status);
