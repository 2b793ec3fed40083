/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { Currency } from '@/domain/markets';
import type { HomeProps } from '@/lib/page-loaders/home';
import { HomeTemplate } from './home-template';

const mockOpen = jest.fn();
jest.mock('@/components/ordering/start-order-context', () => ({ useStartOrder: () => ({ open: mockOpen, close: jest.fn(), isOpen: false }) }));

const props: HomeProps = {
  states: [{ slug: 'texas', name: 'Texas', path: '/locations/texas', locationCount: 12 } as HomeProps['states'][number]],
  highlights: [
    { slug: 'sliced-brisket', title: 'Sliced Brisket', description: '', imageUrl: '/images/brisket.svg', unit: 'lb', price: { currency: 'USD', label: { kind: 'range', min: '21.50', max: '22.75' } } },
    { slug: 'banana-pudding', title: 'Banana Pudding', description: '', imageUrl: null, unit: 'each', price: { currency: 'USD', label: { kind: 'single', amount: '3.99' } } },
  ],
  deals: [
    { id: 2, title: 'Weekday Lunch Special', description: 'A sandwich, a side and a drink.', terms: '', cta: { label: 'Order Now', url: '/order-now' }, image: { url: '', alternativeText: '', width: 1, height: 1 } },
  ],
  rewards: { loyaltyEnabled: true, rewardsTitle: "Whitlock's Pit Points", pointsPerUnit: 10 },
};

const region = (name: string) => screen.getByRole('region', { name });

describe('HomeTemplate', () => {
  beforeEach(() => mockOpen.mockClear());

  it('opens the start-order dialog from the hero, with the order page as the link without script', () => {
    renderWithProviders(<HomeTemplate {...props} />);
    const order = screen.getByRole('link', { name: 'Start an order' });
    expect(order.getAttribute('href')).toBe('/order-now');
    fireEvent.click(order);
    expect(mockOpen).toHaveBeenCalledWith({ mode: 'order' });
  });

  it.each([
    ['en-us', 'Off the pit today', 'From $21.50 / lb', '$3.99', '/menu/sliced-brisket', 'Earn 10 points for every $1.00 you spend'],
    ['fr-ca', 'Tout droit du fumoir', 'À partir de 21,50 $ / lb', '3,99 $', '/ca/fr/menu/sliced-brisket', 'Gagnez 10 points pour chaque 1,00 $ dépensé'],
  ] as const)('%s: shows menu highlights priced in the market, the deals and the real earn rate', (locale, title, range, single, itemHref, rate) => {
    const currency: Currency = locale === 'fr-ca' ? 'CAD' : 'USD';
    const priced = props.highlights!.map((item) => ({ ...item, price: item.price && { ...item.price, currency } }));
    renderWithProviders(<HomeTemplate {...props} highlights={priced} />, { locale });
    const highlights = region(title);
    const items = within(highlights).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\u00a0|\u202f/g, ' '))).toEqual([`Sliced Brisket${range}`, `Banana Pudding${single}`]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(itemHref);
    expect(screen.getByRole('link', { name: /Weekday Lunch Special/ }).textContent).toBe('Order Now');
    expect(region("Whitlock's Pit Points").textContent?.replace(/\u00a0|\u202f/g, ' ')).toContain(rate);
    expect(screen.getByRole('link', { name: 'Texas' }).getAttribute('href')).toBe(locale === 'en-us' ? '/locations/texas' : '/ca/fr/locations/texas');
  });

  it('leaves out what could not be read, and the rewards of a brand without points', () => {
    renderWithProviders(<HomeTemplate {...props} highlights={null} deals={null} rewards={{ loyaltyEnabled: false, rewardsTitle: 'Email Club', pointsPerUnit: 0 }} />);
    expect(screen.queryByRole('region', { name: 'Off the pit today' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Current deals' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Email Club' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Where to find us' })).toBeTruthy();
  });

  it('invites a signed-out visitor to sign in where the last order would be, coming back home', async () => {
    await act(async () => {
      renderWithProviders(<HomeTemplate {...props} />);
    });
    const slot = screen.getByTestId('last-order-slot');
    expect(within(slot).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?next=%2F');
  });
});
