/**
 * "Without: …" on a menu: one checkbox per allergen the market labels. Items that cannot be made
 * without a checked one are hidden from the menu (the menu stays short and only offers what the
 * diner can order); this panel says how many are hidden, politely, each time the choice changes.
 */
import styled from 'styled-components';
import { LABEL_SETS } from '@/domain/allergens/label-sets';
import { useMarket } from '@/lib/use-market';
import { useAllergenText } from './use-allergen-text';
import type { AvoidFilter } from './use-avoid-filter';

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

const Panel = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.ash};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.white};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.smoke};
  font-size: 0.875rem;
`;

const Choices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    cursor: pointer;
  }

  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Clear = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.charcoal};
  border-radius: 4px;
  background: transparent;
  color: ${({ theme }) => theme.colors.charcoal};
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-weight: 600;

  &:empty {
    margin: 0;
  }
`;
