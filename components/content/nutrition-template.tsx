/**
 * /company/nutritional: the nutrition table with its column headers and disclaimer, and each
 * item's allergens in the market's labels (the same data the menus show).
 */
import { classed } from '@/lib/classed';
import { useAllergenText } from '@/components/allergens/use-allergen-text';
import { ContentPage } from './content-page';
import type { NutritionPage } from '@/domain/content/types';
import type { HeadCrumb } from '@/lib/page-head';
import { useMarket } from '@/lib/use-market';
import styles from './nutrition-template.module.css';

export function NutritionTemplate({ nutrition, breadcrumbs }: { nutrition: NutritionPage; breadcrumbs: HeadCrumb[] }) {
  const { locale, t } = useMarket();
  const { columns } = nutrition;
  const allergenText = useAllergenText();
  const allergensOf = (row: NutritionPage['rows'][number]) =>
    allergenText.joinLabels(allergenText.labelsOf(row.allergens).map((label) => allergenText.label(label.id))) || '—';
  const number = (value: number) => value.toLocaleString(locale);
  return (
    <ContentPage title={nutrition.heading} intro={nutrition.intro} breadcrumbs={breadcrumbs}>
      <Scroller tabIndex={0} role="region" aria-labelledby="nutrition-caption">
        <Table>
          <caption id="nutrition-caption">{t('content.nutrition.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.item}</th>
              <th scope="col">{columns.serving}</th>
              <th scope="col">{columns.calories}</th>
              <th scope="col">{columns.fat}</th>
              <th scope="col">{columns.sodium}</th>
              <th scope="col">{columns.carbs}</th>
              <th scope="col">{columns.protein}</th>
              <th scope="col">{t('allergens.nutrition.allergens')}</th>
            </tr>
          </thead>
          <tbody>
            {nutrition.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.item}</th>
                <td>{row.serving}</td>
                <td>{number(row.calories)}</td>
                <td>{number(row.fatGrams)}</td>
                <td>{number(row.sodiumMg)}</td>
                <td>{number(row.carbsGrams)}</td>
                <td>{number(row.proteinGrams)}</td>
                <td>{allergensOf(row)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
      <Disclaimer>{nutrition.disclaimer}</Disclaimer>
    </ContentPage>
  );
}

const Scroller = classed('div', styles.scroller);

const Table = classed('table', styles.table);

const Disclaimer = classed('p', styles.disclaimer);
