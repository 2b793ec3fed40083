/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { ItemDetails } from '@/lib/api/menus';
import { AVOID_STORAGE_KEY } from '@/lib/allergens/avoid-filter';
import { ItemAllergens } from './item-allergens';
import { ItemOrderForm } from './item-order-form';
import { chosenOptionIds, initialSelection } from './option-rules';

const option = (id: number, title: string, allergens: ItemDetails['allergens'], sodiumMg: number, isDefault = false) => ({
  id, title, priceDelta: '0.00', isDefault, allergens, calories: 100, sodiumMg,
});

const plate: ItemDetails = {
  id: 7, slug: 'one-meat-plate', title: '1-Meat Plate', description: '', price: '13.49', unit: 'each', minQuantity: 1,
  calories: 980, sodiumMg: 1000, allergens: [], unavoidableAllergens: [], containsLactose: false, unavoidableLactose: false, imageUrl: null, available: true, isHoliday: false,
  locationId: 2, sectionId: 3,
  optionGroups: [
    { id: 1, title: 'Choose 1 Side', minChoices: 1, maxChoices: 1, options: [option(11, 'Mac & Cheese', ['milk', 'wheat'], 760), option(12, 'Green Beans', [], 510)] },
    { id: 2, title: 'Bread', minChoices: 1, maxChoices: 1, options: [option(21, 'Texas Toast', ['wheat', 'soy'], 300, true)] },
  ],
};

/** The page's wiring: the form reports its choices, the panel follows them. */
function Page({ item }: { item: ItemDetails }) {
  const [chosen, setChosen] = useState(() => chosenOptionIds(item.optionGroups, initialSelection(item.optionGroups)));
  return (
    <>
      <ItemAllergens item={item} chosenOptionIds={chosen} />
      <ItemOrderForm item={item} sectionId={3} currency="USD" target={{ locationId: 2, handoff: 'pickup', categoryId: 1 }} reuseOrder={false} onChoicesChange={setChosen} />
    </>
  );
}

const panel = () => within(screen.getByRole('region', { name: /Allergens|Allergènes/ }));

beforeEach(() => window.localStorage.clear());

describe('ItemAllergens', () => {
  it('states Brazil’s gluten and lactose for the choices so far (pt-BR), and nothing of them in the US', () => {
    renderWithProviders(<Page item={plate} />, { locale: 'pt-br' });
    expect(screen.getByText('CONTÉM GLÚTEN')).toBeTruthy();
    expect(screen.queryByText('CONTÉM LACTOSE')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Mac & Cheese/ }));
    expect(screen.getByText('CONTÉM LACTOSE')).toBeTruthy();
  });

  it('states lactose from the item’s own declaration, not from its milk (pt-BR)', () => {
    const sausage: ItemDetails = { ...plate, id: 9, slug: 'jalapeno-cheddar-sausage-lb', title: 'Linguiça com cheddar', allergens: ['milk', 'pork'], optionGroups: [] };
    const { unmount } = renderWithProviders(<ItemAllergens item={sausage} chosenOptionIds={[]} />, { locale: 'pt-br' });
    expect(screen.queryByText('CONTÉM LACTOSE')).toBeNull();
    unmount();
    renderWithProviders(<ItemAllergens item={{ ...sausage, containsLactose: true }} chosenOptionIds={[]} />, { locale: 'pt-br' });
    expect(screen.getByText('CONTÉM LACTOSE')).toBeTruthy();
  });

  it('says a brisket with no choice of gluten does not contain gluten (pt-BR), and never in en-US', () => {
    const brisket: ItemDetails = { ...plate, id: 8, slug: 'beef-brisket-lb', title: 'Brisket', unit: 'lb', optionGroups: [] };
    const { unmount } = renderWithProviders(<ItemAllergens item={brisket} chosenOptionIds={[]} />, { locale: 'pt-br' });
    expect(screen.getByText('NÃO CONTÉM GLÚTEN')).toBeTruthy();
    unmount();
    renderWithProviders(<ItemAllergens item={brisket} chosenOptionIds={[]} />);
    expect(screen.queryByText(/GLUTEN/)).toBeNull();
  });

  it('makes no gluten-free claim while a choice could add gluten (pt-BR)', () => {
    const sides: ItemDetails = { ...plate, optionGroups: [{ ...plate.optionGroups[0]!, minChoices: 0 }] };
    renderWithProviders(<ItemAllergens item={sides} chosenOptionIds={[]} />, { locale: 'pt-br' });
    expect(screen.queryByText(/GLÚTEN/)).toBeNull();
  });

  it('lists the allergens of the choices so far, and changes when an option with milk is chosen', () => {
    renderWithProviders(<Page item={plate} />);
    expect(panel().getByText('Contains: Wheat and Soybeans')).toBeTruthy();
    expect(panel().getByText('Some choices add: Milk')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Mac & Cheese/ }));
    expect(panel().getByText('Contains: Milk, Wheat, and Soybeans')).toBeTruthy();
    expect(panel().queryByText(/Some choices add/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Green Beans/ }));
    expect(panel().getByText('Contains: Wheat and Soybeans')).toBeTruthy();
  });

  it('warns when the choices contain what the diner asked the menu to avoid', () => {
    window.localStorage.setItem(AVOID_STORAGE_KEY, 'milk');
    renderWithProviders(<Page item={plate} />);
    expect(panel().queryByText(/asked to avoid/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Mac & Cheese/ }));
    expect(panel().getByText('Your choices contain milk, which you asked to avoid.')).toBeTruthy();
  });

  it('in Canada: bilingual labels and the sodium of the choices', () => {
    renderWithProviders(<Page item={plate} />, { locale: 'fr-ca' });
    expect(panel().getByText('Contient : Blé ou triticale / Wheat or triticale, Sources de gluten / Gluten sources, Soja / Soybeans')).toBeTruthy();
    expect(panel().getByText(/^1\s300 mg de sodium$/)).toBeTruthy();
  });
});
