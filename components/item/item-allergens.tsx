/**
 * The item page's allergens: what the item contains with the options chosen so far, updated as
 * the diner chooses (announced politely), what other choices would add, Brazil's gluten and lactose
 * statements for the combination chosen, sodium with the choices
 * where the market shows it, and a warning when the choices contain an allergen the diner asked
 * the menu to avoid.
 */
import { classed } from '@/lib/classed';
import { AllergenSummary } from '@/components/allergens/allergen-summary';
import { GlutenLactoseStatements } from '@/components/allergens/gluten-lactose-statements';
import { useAllergenText } from '@/components/allergens/use-allergen-text';
import { useAvoidFilter } from '@/components/allergens/use-avoid-filter';
import { lactoseWithOptions } from '@/domain/allergens/gluten-lactose';
import { allergensWithOptions, optionalAllergens } from '@/domain/allergens/resolution';
import type { ItemDetails } from '@/lib/api/menus';
import { useMarket } from '@/lib/use-market';
import styles from './item-allergens.module.css';

type Props = { item: ItemDetails; chosenOptionIds: readonly number[] };

export function ItemAllergens({ item, chosenOptionIds }: Props) {
  const { locale, t } = useMarket();
  const text = useAllergenText();
  const { allergens: avoided } = useAvoidFilter({ syncUrl: false });
  const current = allergensWithOptions(item, chosenOptionIds);
  const someChoicesAdd = optionalAllergens(item).filter((id) => !current.includes(id));
  const clashes = text.labelsOf(current.filter((id) => avoided.includes(id)));
  const chosen = new Set(chosenOptionIds);
  const chosenOptions = item.optionGroups.flatMap((group) => group.options.filter((option) => chosen.has(option.id)));
  const sodiumMg = chosenOptions.reduce((sum, option) => sum + (option.sodiumMg ?? 0), item.sodiumMg ?? 0);
  return (
    <Panel aria-labelledby="item-allergens-heading">
      <h2 id="item-allergens-heading">{t('allergens.heading')}</h2>
      <div aria-live="polite">
        <AllergenSummary allergens={current} optional={someChoicesAdd} />
        <GlutenLactoseStatements contains={current} someChoicesAdd={someChoicesAdd} lactose={lactoseWithOptions(item, chosenOptionIds)} />
        {text.display.showSodium && item.sodiumMg !== null && (
          <p>{t('allergens.sodium', { sodium: sodiumMg.toLocaleString(locale) })}</p>
        )}
        {clashes.length > 0 && <Warning>{t('allergens.avoidWarning', { list: text.join(clashes.map((label) => text.inline(label.id))) })}</Warning>}
      </div>
    </Panel>
  );
}

const Panel = classed('section', styles.panel);

const Warning = classed('p', styles.warning);
