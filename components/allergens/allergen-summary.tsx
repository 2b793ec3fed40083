/**
 * "Contains: Milk, Wheat" for a list of allergens in the market's labels, optionally with what
 * some choices add, and the avoided ones the diner picked flagged in words. `quiet`: nothing at
 * all when no labelled allergen is in it (a list of many items says only what matters).
 */
import { classed } from '@/lib/classed';
import type { AllergenId } from '@/domain/allergens/allergens';
import { useMarket } from '@/lib/use-market';
import { useAllergenText } from './use-allergen-text';
import styles from './allergen-summary.module.css';

type Props = { allergens: readonly AllergenId[]; optional?: readonly AllergenId[]; id?: string; quiet?: boolean };

export function AllergenSummary({ allergens, optional = [], id, quiet = false }: Props) {
  const { t } = useMarket();
  const text = useAllergenText();
  const labels = text.labelsOf(allergens);
  const shown = new Set(labels.map((label) => label.id));
  const extra = text.labelsOf(optional).filter((label) => !shown.has(label.id));
  if (quiet && labels.length === 0 && extra.length === 0) return null;
  return (
    <Summary id={id}>
      <span>
        {labels.length === 0
          ? t('allergens.containsNone')
          : t('allergens.contains', { list: text.joinLabels(labels.map((label) => text.label(label.id))) })}
      </span>
      {extra.length > 0 && <span>{t('allergens.dependsOnChoices', { list: text.joinLabels(extra.map((label) => text.label(label.id))) })}</span>}
    </Summary>
  );
}

const Summary = classed('p', styles.summary);
