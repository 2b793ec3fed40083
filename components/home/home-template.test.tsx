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
    { slug: 'sliced-brisket', title: 'Sliced Brisket', description: '', imageUrl: '/images/brisket.svg', unit: 'lb', priceUnit: 'lb', price: { currency: 'USD', label: { kind: 'range', min: '21.50', max: '22.75' } } },
    { slug: 'banana-pudding', title: 'Banana Pudding', description: '', imageUrl: null, unit: 'each', priceUnit: 'each', price: { currency: 'USD', label: { kind: 'single', amount: '3.99' } } },
  ],
  deals: [
    { id: 2, title: 'Weekday Lunch Special', description: 'A sandwich, a side and a drink.', terms: '', cta: { label: 'Order Now', url: '/order-now' }, image: { url: '', alternativeText: '', width: 1, height: 1 } },
  ],
  rewards: { loyaltyEnabled: true, rewardsTitle: "Whitlock's Pit Points", pointsPerUnit: 10 },
  sections: {
    legitTexasBarbecue: {
      heading: 'Legit Texas Barbecue',
      subheading: 'Smoked low and slow over hickory.',
      body: 'We light our pits before sunrise.',
      image: { url: '/images/pit-brisket.svg', alternativeText: 'A pitmaster slicing brisket', width: 960, height: 640 },
      cta: { label: 'Order Now', url: '/order-now' },
    },
    packs: {
      heading: 'Packs for the Whole Crew',
      intro: 'Packed hot and ready.',
      cards: [{ id: 1, title: 'Family Pack', description: 'Feeds four to six.', image: { url: '/images/pack-family.svg', alternativeText: 'A family pack', width: 640, height: 480 }, cta: { label: 'Order Now', url: '/order-now' } }],
    },
    plates: {
      heading: 'Plates',
      intro: 'Two sides, a roll.',
      cards: [{ id: 1, title: 'Kids Plate', description: 'Kids eat free on Sundays.', image: { url: '/images/plate-kids.svg', alternativeText: '', width: 640, height: 480 }, cta: { label: 'Order Now', url: '/order-now' } }],
    },
    socialPhotos: {
      heading: 'Share Your Barbecue',
      handle: '@whitlocksbbq',
      url: 'https://instagram.example',
      photos: [{ url: '/images/social-1.svg', alternativeText: 'Guests sharing ribs', width: 480, height: 480 }],
    },
    textBlock: { heading: 'Eighty Years of Barbecue', body: 'Started in Tyler, Texas.', learnMore: { label: 'Learn More', url: '/company/our-story' } },
  },
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
    ['fr-ca', 'Tout droit du fumoir', 'À partir de 21,50 $ / 100 g', '3,99 $', '/ca/fr/menu/sliced-brisket', 'Gagnez 10 points pour chaque 1,00 $ dépensé'],
  ] as const)('%s: shows menu highlights priced in the market, by its weight, the deals and the real earn rate', (locale, title, range, single, itemHref, rate) => {
    const currency: Currency = locale === 'fr-ca' ? 'CAD' : 'USD';
    // Canada sells by 100 g what the US sells by the pound.
    const byWeight = (unit: string) => (unit === 'lb' && locale === 'fr-ca' ? '100g' : unit);
    const priced = props.highlights!.map((item) => ({ ...item, priceUnit: byWeight(item.unit), price: item.price && { ...item.price, currency } }));
    renderWithProviders(<HomeTemplate {...props} highlights={priced} />, { locale });
    const highlights = region(title);
    const items = within(highlights).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\u00a0|\u202f/g, ' '))).toEqual([`Sliced Brisket${range}`, `Banana Pudding${single}`]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(itemHref);
    expect(screen.getByRole('link', { name: /Weekday Lunch Special/ }).textContent).toBe('Order Now');
    expect(region("Whitlock's Pit Points").textContent?.replace(/\u00a0|\u202f/g, ' ')).toContain(rate);
    expect(screen.getByRole('link', { name: 'Texas' }).getAttribute('href')).toBe(locale === 'en-us' ? '/locations/texas' : '/ca/fr/locations/texas');
  });

  it.each([
    ['en-us', '/order-now', '/company/our-story', 'Where to find us'],
    ['fr-ca', '/ca/fr/order-now', '/ca/fr/company/our-story', 'Où nous trouver'],
  ] as const)('%s: shows the published home sections after the rewards and before the states, pictures sized and lazy', (locale, orderHref, storyHref, statesTitle) => {
    renderWithProviders(<HomeTemplate {...props} />, { locale });
    const headings = screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
    const after = headings.slice(headings.indexOf("H2 Whitlock's Pit Points") + 1);
    expect(after).toEqual([
      'H2 Legit Texas Barbecue',
      'H2 Packs for the Whole Crew',
      'H3 Family Pack',
      'H2 Plates',
      'H3 Kids Plate',
      'H2 Share Your Barbecue',
      'H2 Eighty Years of Barbecue',
      `H2 ${statesTitle}`,
    ]);

    const story = region('Legit Texas Barbecue');
    expect(story.textContent).toContain('Smoked low and slow over hickory.We light our pits before sunrise.');
    expect(within(story).getByRole('link', { name: 'Order Now' }).getAttribute('href')).toBe(orderHref);
    const picture = within(story).getByRole('img', { name: 'A pitmaster slicing brisket' });
    expect([picture.getAttribute('loading'), picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['lazy', '960', '640']);

    const packs = region('Packs for the Whole Crew');
    expect(within(packs).getByRole('listitem').textContent).toContain('Feeds four to six.');
    expect(within(packs).getByRole('img', { name: 'A family pack' }).getAttribute('loading')).toBe('lazy');
    expect(within(packs).getByRole('link', { name: 'Order Now: Family Pack' }).getAttribute('href')).toBe(orderHref);
    const plates = region('Plates');
    expect(plates.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(plates).getByRole('link', { name: 'Order Now: Kids Plate' }).getAttribute('href')).toBe(orderHref);

    const social = region('Share Your Barbecue');
    const handle = within(social).getByRole('link', { name: '@whitlocksbbq' });
    expect([handle.getAttribute('href'), handle.getAttribute('target')]).toEqual(['https://instagram.example', '_blank']);
    expect(within(social).getByRole('img', { name: 'Guests sharing ribs' }).getAttribute('height')).toBe('480');

    const text = region('Eighty Years of Barbecue');
    expect(text.textContent).toContain('Started in Tyler, Texas.');
    expect(within(text).getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe(storyHref);
  });

  it('shows no highlights while the menu has none', () => {
    renderWithProviders(<HomeTemplate {...props} highlights={[]} />);
    expect(screen.queryByRole('region', { name: 'Off the pit today' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Where to find us' })).toBeTruthy();
  });

  it('leaves out what could not be read, and the rewards of a brand without points', () => {
    renderWithProviders(<HomeTemplate {...props} highlights={null} deals={null} sections={null} rewards={{ loyaltyEnabled: false, rewardsTitle: 'Email Club', pointsPerUnit: 0 }} />);
    expect(screen.queryByRole('region', { name: 'Off the pit today' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Current deals' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Email Club' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Legit Texas Barbecue' })).toBeNull();
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
