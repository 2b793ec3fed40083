/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { ItemDetails } from '@/lib/api/menus';
import { addGroupItem } from '@/lib/api/group-orders';
import { addOrderItem, createOrder } from '@/lib/api/ordering';
import { GroupItemTemplate } from './item-template';

jest.mock('@/lib/api/group-orders', () => ({ addGroupItem: jest.fn() }));
jest.mock('@/lib/api/ordering', () => ({ ...jest.requireActual('@/lib/api/ordering'), createOrder: jest.fn(), addOrderItem: jest.fn() }));

const tea: ItemDetails = {
  id: 7, slug: 'sweet-tea', title: 'Sweet Tea', description: '', price: '2.49', unit: 'each', minQuantity: 1,
  calories: null, sodiumMg: null, allergens: [], unavoidableAllergens: [], containsLactose: false, unavoidableLactose: false, imageUrl: null, available: true, isHoliday: false, locationId: 2, sectionId: 3,
  optionGroups: [],
};

const SHARE = 'S'.repeat(43);

function renderItem(locale: 'en-us' | 'fr-ca' = 'en-us') {
  return renderWithProviders(<GroupItemTemplate shareToken={SHARE} item={tea} sectionId={3} currency="USD" locationId={2} categoryId={1} handoff="pickup" />, { locale });
}

describe('GroupItemTemplate', () => {
  it("says the line goes to the group order, not a cart, and sends it to the guest's lines", async () => {
    jest.mocked(addGroupItem).mockResolvedValue({} as Awaited<ReturnType<typeof addGroupItem>>);
    renderItem();
    expect(screen.queryByRole('button', { name: /cart/i })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to the group order · $2.49' }));
    });
    expect(addGroupItem).toHaveBeenCalledWith(expect.anything(), SHARE, null, expect.objectContaining({ itemId: 7, quantity: 1 }));
    expect(createOrder).not.toHaveBeenCalled();
    expect(addOrderItem).not.toHaveBeenCalled();
  });

  it('says so in French', () => {
    renderItem('fr-ca');
    expect(screen.getByRole('button', { name: /^Ajouter à la commande de groupe · 2,49\s\$\sUS$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /panier/i })).toBeNull();
  });
});
