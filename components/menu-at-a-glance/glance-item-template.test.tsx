/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { GlanceItemView } from '@/lib/api/menu-at-a-glance';
import { GlanceItemTemplate } from './glance-item-template';

const mockOpen = jest.fn();
jest.mock('@/components/ordering/start-order-context', () => ({ useStartOrder: () => ({ open: mockOpen, close: jest.fn(), isOpen: false }) }));

const item: GlanceItemView = {
  slug: 'sliced-brisket',
  title: 'Sliced Brisket',
  description: 'Smoked 14 hours',
  imageUrl: '/images/brisket.svg',
  unit: 'lb',
  priceUnit: 'lb',
  price: { currency: 'USD', label: { kind: 'single', amount: '21.50' } },
  minQuantity: 1,
  menuTitle: 'Everyday',
  categorySlug: 'everyday',
  section: { slug: 'meats', title: 'Meats' },
  options: [{ title: 'Cut', required: true, maxChoices: 1, choices: [{ title: 'Lean', priceDelta: '0.00' }, { title: 'Moist', priceDelta: '1.25' }] }],
  nutrition: { calories: 980, per: 'lb' },
};

describe('GlanceItemTemplate', () => {
  beforeEach(() => {
    mockOpen.mockReset();
    document.cookie = 'menuAtAGlanceItem=; Max-Age=0; Path=/';
  });

  it('shows the price, the ways to have it and the nutrition', () => {
    renderWithProviders(<GlanceItemTemplate slug="sliced-brisket" item={item} orderPath={null} orderStore={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sliced Brisket' })).toBeTruthy();
    expect(screen.getByText('$21.50 / lb')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ways to have it' }).textContent).toContain('Moist +$1.25');
    expect(screen.getByRole('region', { name: 'Nutrition' }).textContent).toContain('980 calories per pound');
  });

  it.each([
    ['fr-ca', 216, '100g', '216 calories par 100 g'],
    ['ja-jp', 216, '100g', '100gあたり216キロカロリー'],
    ['pt-br', 2161, 'kg', '2.161 calorias por kg'],
    ['es-mx', 2161, 'kg', '2,161 calorías por kg'],
  ] as const)('%s: gives the calories of a meat sold by weight per the market’s weight (%i per %s)', (locale, count, per, calories) => {
    const inMarket = { ...item, priceUnit: per, nutrition: { calories: count, per } };
    renderWithProviders(<GlanceItemTemplate slug="sliced-brisket" item={inMarket} orderPath={null} orderStore={null} />, { locale });
    const nutrition = screen.getAllByRole('region').find((region) => region.querySelector('h2#item-nutrition'));
    expect(nutrition?.textContent?.replace(/\s/g, ' ')).toContain(calories);
  });

  it('Order this stores the item and opens the start-order dialog for its category', () => {
    renderWithProviders(<GlanceItemTemplate slug="sliced-brisket" item={item} orderPath={null} orderStore={null} />, { locale: 'fr-ca' });
    const order = screen.getByRole('link', { name: 'Commander ce plat' });
    expect(order.getAttribute('href')).toBe('/ca/fr/menu/sliced-brisket?order=this');
    fireEvent.click(order);
    expect(document.cookie).toContain('menuAtAGlanceItem=sliced-brisket');
    expect(mockOpen).toHaveBeenCalledWith({ mode: 'order', categorySlug: 'everyday' });
  });

  it("goes straight to the item at the restaurant of the diner's order", () => {
    const path = '/quote/everyday/austin-south/meats/sliced-brisket?type=carryout';
    renderWithProviders(<GlanceItemTemplate slug="sliced-brisket" item={item} orderPath={path} orderStore="Austin South" />);
    expect(screen.getByRole('link', { name: 'Order this at Austin South' }).getAttribute('href')).toBe(path);
  });

  it('offers to find a restaurant where restaurants take no online orders', () => {
    renderWithProviders(<GlanceItemTemplate slug="sliced-brisket" item={{ ...item, price: null }} orderPath={null} orderStore={null} />, { locale: 'pt-br' });
    expect(screen.getByRole('link', { name: 'Encontrar um restaurante' }).getAttribute('href')).toBe('/br/pt/locations');
    expect(screen.queryByRole('link', { name: 'Pedir este' })).toBeNull();
  });

  it('says the item cannot be shown and offers the PDF when the API is out of reach', () => {
    renderWithProviders(<GlanceItemTemplate slug="ribs" item={null} orderPath={null} orderStore={null} />);
    expect(screen.getByRole('alert').textContent).toContain("We can't show this item right now");
    expect(screen.getByRole('link', { name: 'Download Menu At A Glance (PDF)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Menu At A Glance' }).getAttribute('href')).toBe('/menu');
  });
});
