/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { getContent } from '@/content';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { NutritionTemplate } from './nutrition-template';

const rowOf = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr')!);

describe('NutritionTemplate', () => {
  it('lists each item’s allergens in the US labels', () => {
    renderWithProviders(<NutritionTemplate nutrition={getContent('nutritional', 'en')} breadcrumbs={[]} />);
    expect(screen.getByRole('columnheader', { name: 'Allergens' })).toBeTruthy();
    expect(rowOf('Mac & Cheese').getByRole('cell', { name: 'Milk and Wheat' })).toBeTruthy();
    expect(rowOf('Beef Brisket').getByRole('cell', { name: '—' })).toBeTruthy();
    // Coleslaw's mustard is not one of the US 9.
    expect(rowOf('Coleslaw').getByRole('cell', { name: 'Eggs' })).toBeTruthy();
  });

  it('in Canada: bilingual labels and mustard', () => {
    renderWithProviders(<NutritionTemplate nutrition={getContent('nutritional', 'fr-ca')} breadcrumbs={[]} />, { locale: 'fr-ca' });
    expect(screen.getByRole('columnheader', { name: 'Allergènes' })).toBeTruthy();
    expect(rowOf('Salade de chou').getByRole('cell', { name: 'Œufs / Eggs, Moutarde / Mustard' })).toBeTruthy();
  });
});
