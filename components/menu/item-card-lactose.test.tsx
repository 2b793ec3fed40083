/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { MenuItemCard } from '@/lib/api/menus';
import { ItemCard } from './item-card';

const sausage: MenuItemCard = {
  id: 5, slug: 'jalapeno-cheddar-sausage-lb', title: 'Linguiça com cheddar', description: '', price: '89.90', unit: 'lb', calories: null, sodiumMg: null,
  allergens: ['milk', 'pork'], unavoidableAllergens: ['milk', 'pork'], unavoidableLactose: false, imageUrl: null, available: true, minQuantity: 1, quickAddOptionIds: null,
};

describe('ItemCard: Brazil’s lactose statement', () => {
  it('follows what every order of the item has, as declared, not its milk (pt-BR)', () => {
    const { unmount } = renderWithProviders(<ul><ItemCard item={sausage} /></ul>, { locale: 'pt-br' });
    expect(screen.queryByText('CONTÉM LACTOSE')).toBeNull();
    unmount();
    renderWithProviders(<ul><ItemCard item={{ ...sausage, unavoidableLactose: true }} /></ul>, { locale: 'pt-br' });
    expect(screen.getByText('CONTÉM LACTOSE')).toBeTruthy();
  });

  it('states nothing of lactose outside Brazil', () => {
    renderWithProviders(<ul><ItemCard item={{ ...sausage, unavoidableLactose: true }} /></ul>, { locale: 'en-us' });
    expect(screen.queryByText(/LACTOSE/)).toBeNull();
  });
});
