/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeRouter, renderWithProviders } from '@/components/testing/render-with-providers';
import type { MenuStore } from '@/lib/api/locations';
import type { MenuItemCard, MenuSection } from '@/lib/api/menus';
import { AVOID_STORAGE_KEY } from '@/lib/allergens/avoid-filter';
import { MenuTemplate } from './menu-template';

const store: MenuStore = {
  id: 2, slug: 'austin', title: 'Austin', phone: '555', path: '/locations/texas/austin/austin',
  address: { line: '1 Main', city: 'Austin', stateLabel: 'TX', stateName: 'Texas', zip: '78701' },
  onlineOrdering: true, acceptingOrders: true,
};

const card = (id: number, title: string, unavoidable: MenuItemCard['allergens'], extra: Partial<MenuItemCard> = {}): MenuItemCard => ({
  id, slug: title.toLowerCase().replace(/\W+/g, '-'), title, description: '', price: '9.99', calories: 300, sodiumMg: 760,
  allergens: unavoidable, unavoidableAllergens: unavoidable, imageUrl: null, available: true, ...extra,
});

const sections: MenuSection[] = [
  { id: 1, slug: 'plates', title: 'Plates', items: [card(11, '1-Meat Plate', ['mustard'])] },
  { id: 2, slug: 'sides', title: 'Sides', items: [card(21, 'Mac & Cheese', ['milk', 'wheat']), card(22, 'Green Beans', [])] },
];

function renderMenu(locale: 'en-us' | 'fr-ca' | 'en-ae' = 'en-us', query: Record<string, string> = {}) {
  const router = fakeRouter('/quote/[category]/[storeSlug]', '/quote/everyday/austin?type=carryout');
  router.query = query;
  return renderWithProviders(<MenuTemplate store={store} category="everyday" sections={sections} handoff="carryout" />, { locale, router });
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

beforeEach(() => window.localStorage.clear());

describe('MenuTemplate allergens', () => {
  it('shows calories and what every order contains on each card, in the US labels', () => {
    renderMenu();
    expect(screen.getAllByText('300 Cal')).toHaveLength(3);
    expect(screen.queryByText(/mg sodium/)).toBeNull();
    expect(screen.getByText('Contains: Milk and Wheat')).toBeTruthy();
    // The plate's mustard is not one of the US 9.
    expect(screen.getAllByText('Contains none of the allergens we label.')).toHaveLength(2);
  });

  it('“without milk” hides what cannot be made without it, says so, and remembers it in the URL and the browser', () => {
    const { router } = renderMenu();
    const filter = screen.getByRole('group', { name: 'Without:' });
    expect(within(filter).getAllByRole('checkbox')).toHaveLength(9);
    fireEvent.click(within(filter).getByRole('checkbox', { name: 'Milk' }));
    expect(titles()).toEqual(['1-Meat Plate', 'Green Beans']);
    expect(screen.getByRole('status').textContent).toBe('Showing what you can order without milk. 1 item hidden.');
    expect(screen.getByText('1 item here can’t be made that way.')).toBeTruthy();
    expect(window.localStorage.getItem(AVOID_STORAGE_KEY)).toBe('milk');
    expect(router.replace).toHaveBeenCalledWith(expect.stringContaining('without=milk'), undefined, { shallow: true, scroll: false });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(titles()).toEqual(['1-Meat Plate', 'Mac & Cheese', 'Green Beans']);
    expect(window.localStorage.getItem(AVOID_STORAGE_KEY)).toBeNull();
  });

  it('reads the filter from the URL, keeping only what the market labels', () => {
    window.localStorage.setItem(AVOID_STORAGE_KEY, 'wheat');
    renderMenu('en-us', { without: 'mustard,milk' });
    expect(titles()).toEqual(['1-Meat Plate', 'Green Beans']);
    expect(window.localStorage.getItem(AVOID_STORAGE_KEY)).toBe('milk');
  });

  it('restores what the browser remembered', () => {
    window.localStorage.setItem(AVOID_STORAGE_KEY, 'wheat');
    renderMenu();
    expect(titles()).toEqual(['1-Meat Plate', 'Green Beans']);
    expect((screen.getByRole('checkbox', { name: 'Wheat' }) as HTMLInputElement).checked).toBe(true);
  });

  it('in Canada: bilingual labels, the priority allergens, sodium; “sans lait” in French', () => {
    renderMenu('fr-ca');
    expect(screen.getAllByText('760 mg de sodium')).toHaveLength(3);
    expect(screen.getByText('Contient : Lait / Milk, Blé / Wheat, Sources de gluten / Gluten sources')).toBeTruthy();
    const filter = screen.getByRole('group', { name: 'Sans :' });
    expect(within(filter).getAllByRole('checkbox')).toHaveLength(12);
    fireEvent.click(within(filter).getByRole('checkbox', { name: 'Moutarde / Mustard' }));
    fireEvent.click(within(filter).getByRole('checkbox', { name: 'Lait / Milk' }));
    expect(titles()).toEqual(['Green Beans']);
    expect(screen.getByRole('status').textContent).toBe('Voici ce que vous pouvez commander sans lait et moutarde. 2 articles masqués.');
  });

  it('an EU-style market names the 14, wheat as cereals containing gluten', () => {
    renderMenu('en-ae');
    expect(within(screen.getByRole('group', { name: 'Without:' })).getAllByRole('checkbox')).toHaveLength(14);
    expect(screen.getByText('Contains: Cereals containing gluten and Milk')).toBeTruthy();
  });
});
