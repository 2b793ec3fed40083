/**
 * Brazil's gluten and lactose statements ("CONTÉM GLÚTEN", "NÃO CONTÉM GLÚTEN", "CONTÉM
 * LACTOSE") on a menu card and an item page, where the market's rules ask for them
 * (domain/allergens/gluten-lactose.ts); nothing elsewhere.
 */
import { glutenLactoseStatements, statesGlutenAndLactose, type GlutenLactoseStatement } from '@/domain/allergens/gluten-lactose';
import type { AllergenId } from '@/domain/allergens/allergens';
import { countryOfLocale } from '@/domain/markets';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import styles from './gluten-lactose-statements.module.css';

const TEXT_KEY = {
  containsGluten: 'allergens.statement.containsGluten',
  glutenFree: 'allergens.statement.glutenFree',
  containsLactose: 'allergens.statement.containsLactose',
} as const satisfies Record<GlutenLactoseStatement, string>;

/** `lactose`: whether it (or the combination chosen) has lactose, from the item's own declaration. */
type Props = { contains: readonly AllergenId[]; someChoicesAdd: readonly AllergenId[] | 'unknown'; lactose: boolean };

export function GlutenLactoseStatements({ contains, someChoicesAdd, lactose }: Props) {
  const { locale, t } = useMarket();
  if (!statesGlutenAndLactose(countryOfLocale(locale))) return null;
  const statements = glutenLactoseStatements({ contains, someChoicesAdd, lactose });
  if (statements.length === 0) return null;
  return (
    <Statements>
      {statements.map((statement) => (
        <span key={statement}>{t(TEXT_KEY[statement])}</span>
      ))}
    </Statements>
  );
}

const Statements = classed('p', styles.statements);
