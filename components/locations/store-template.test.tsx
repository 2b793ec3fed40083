/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { StoreTemplate } from './store-template';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { WireLocation, WireWorkingHours } from '@/domain/wire/catalog';
import { toStoreDetails } from '@/lib/api/locations';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function hours(overrides: Partial<Record<(typeof DAYS)[number], Partial<WireWorkingHours>>> = {}): WireWorkingHours[] {
  return DAYS.map((day, index) => {
    const entry = { weekday: index + 1, day, active: true, opened: '11:00:00', closed: '21:30:00', byAppointmentOnly: false, ...overrides[day] };
    const intervals = entry.active && entry.opened && entry.closed ? [{ opened: entry.opened, closed: entry.closed }] : [];
    return { intervals, ...entry };
  });
}

function buildLocation(overrides: Partial<WireLocation> = {}): WireLocation {
  return {
    id: 7,
    slug: 'austin-south-congress',
    brandId: 4,
    countryCode: 'US',
    currency: 'USD',
    label: 'Austin South Congress',
    title: 'Austin South Congress',
    subtitle: 'Next to the river',
    phone: '(512) 555-0142',
    address: {
      address: '1200 S Congress Ave',
      city: 'Austin',
      citySlug: 'austin',
      state: { label: 'TX', name: 'Texas', slug: 'texas' },
      zip: '78704',
      latitude: 30.2515,
      longitude: -97.7489,
    },
    timeZone: 'America/Chicago',
    workingHours: hours({ monday: { active: false }, sunday: { byAppointmentOnly: true } }),
    hoursExceptions: [],
    openNow: true,
    socialNetworks: [{ network: 'instagram', url: 'https://instagram.example/hickory-austin' }],
    deliveryPartners: [{ name: 'DoorDash', url: 'https://delivery.example/hickory-austin' }],
    onlineOrdering: true,
    acceptingOrders: true,
    image: null,
    ...overrides,
  };
}

function hoursRow(day: string): string {
  const row = screen.getByRole('rowheader', { name: day }).closest('tr');
  return within(row as HTMLElement).getByRole('cell').textContent ?? '';
}

describe('StoreTemplate', () => {
  it('shows the title, address, phone link and the week Monday to Sunday without seconds', () => {
    renderWithProviders(<StoreTemplate store={toStoreDetails(buildLocation(), 'en-us')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Austin South Congress' })).toBeTruthy();
    expect(screen.getByText(/1200 S Congress Ave/).textContent).toContain('Austin, TX 78704');
    expect(screen.getByRole('link', { name: 'Call (512) 555-0142' }).getAttribute('href')).toBe('tel:+15125550142');
    const days = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(hoursRow('Monday')).toBe('Closed');
    expect(hoursRow('Tuesday')).toBe('11:00 AM – 9:30 PM');
    expect(hoursRow('Sunday')).toBe('By appointment only');
    expect(document.body.textContent).not.toMatch(/\d{2}:\d{2}:\d{2}/);
  });

  it('orders carryout and delivery as its main buttons, for the handoffs the store offers', () => {
    renderWithProviders(<StoreTemplate store={toStoreDetails(buildLocation(), 'en-us')} orderHandoffs={['carryout', 'delivery']} />);
    expect(screen.getByRole('link', { name: 'Order carryout' }).getAttribute('href')).toBe('/quote/everyday/austin-south-congress?type=carryout');
    expect(screen.getByRole('link', { name: 'Order delivery' }).getAttribute('href')).toBe('/quote/everyday/austin-south-congress?type=delivery');
    expect(screen.queryByRole('link', { name: 'View menu' })).toBeNull();
  });

  it('offers only carryout where the store does not deliver', () => {
    renderWithProviders(<StoreTemplate store={toStoreDetails(buildLocation(), 'fr-ca')} orderHandoffs={['carryout']} />, { locale: 'fr-ca' });
    expect(screen.getByRole('link', { name: 'Commander à emporter' }).getAttribute('href')).toBe('/ca/fr/quote/everyday/austin-south-congress?type=carryout');
    expect(screen.queryByRole('link', { name: 'Commander en livraison' })).toBeNull();
  });

  it('links the menu, directions, social networks and delivery partners', () => {
    renderWithProviders(<StoreTemplate store={toStoreDetails(buildLocation(), 'en-us')} />);
    expect(screen.getByRole('link', { name: 'View menu' }).getAttribute('href')).toBe(
      '/quote/everyday/austin-south-congress?type=carryout',
    );
    const directions = screen.getByRole('link', { name: /Get directions to Austin South Congress/ });
    expect(directions.getAttribute('href')).toContain('30.2515,-97.7489');
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Instagram (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://instagram.example/hickory-austin',
    );
    expect(screen.getByRole('link', { name: 'Order from DoorDash (opens in a new tab)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Texas' }).getAttribute('href')).toBe('/locations/texas');
  });

  it.each([
    [{ onlineOrdering: false }, 'This location currently does not offer online ordering'],
    [{ onlineOrdering: false, acceptingOrders: false }, 'This location currently does not offer online ordering'],
    [{ acceptingOrders: false }, 'This location is currently not accepting online orders'],
  ])('explains %p', (overrides, message) => {
    renderWithProviders(<StoreTemplate store={toStoreDetails(buildLocation(overrides), 'en-us')} />);
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('shows no ordering message when the store takes online orders', () => {
    renderWithProviders(<StoreTemplate store={toStoreDetails(buildLocation(), 'en-us')} />);
    expect(screen.queryByText(/online ordering|online orders/)).toBeNull();
  });

  it('names the province in French on the French-Canadian site', () => {
    const location = buildLocation({
      countryCode: 'CA',
      address: { ...buildLocation().address, city: 'Vancouver', citySlug: 'vancouver', state: { label: 'BC', name: 'British Columbia', slug: 'british-columbia' } },
    });
    renderWithProviders(<StoreTemplate store={toStoreDetails(location, 'fr-ca')} />, { locale: 'fr-ca' });
    expect(screen.getByRole('link', { name: 'Colombie-Britannique' }).getAttribute('href')).toBe('/ca/fr/locations/british-columbia');
    expect(screen.queryByText('British Columbia')).toBeNull();
  });

  const umeda = () =>
    buildLocation({
      countryCode: 'JP',
      currency: 'JPY',
      title: 'Umeda',
      localTitle: '梅田',
      phone: '+81 6-5555-0163',
      address: {
        ...buildLocation().address,
        address: '1-9-20 Umeda, Kita-ku',
        city: 'Osaka',
        citySlug: 'osaka',
        state: { label: '27', name: 'Osaka', slug: 'osaka' },
        zip: '530-0001',
        local: { address: '北区梅田1-9-20', city: '大阪市' },
      },
    });

  it('writes a Japanese store as Japan does on the Japanese site: its Japanese name, 〒, the prefecture, domestic order and a national phone', () => {
    renderWithProviders(<StoreTemplate store={toStoreDetails(umeda(), 'ja-jp')} />, { locale: 'ja-jp' });
    expect(screen.getByRole('heading', { level: 1, name: '梅田' })).toBeTruthy();
    const address = screen.getByText(/〒530-0001/);
    expect(address.textContent).toBe('〒530-0001大阪府大阪市北区梅田1-9-20');
    expect(address.querySelectorAll('br')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '大阪府' }).getAttribute('href')).toBe('/jp/ja/locations/osaka');
    expect(screen.getByRole('link', { name: '大阪市' }).getAttribute('href')).toBe('/jp/ja/locations/osaka/osaka');
    const phone = screen.getByText('06-5555-0163');
    expect(phone.closest('a')?.getAttribute('href')).toBe('tel:+81655550163');
    expect(screen.queryByText(/\b27\b/)).toBeNull();
  });

  it('writes the same store in Western order, with the prefecture named and an international phone, on the English Japanese site', () => {
    renderWithProviders(<StoreTemplate store={toStoreDetails(umeda(), 'en-jp')} />, { locale: 'en-jp' });
    expect(screen.getByRole('heading', { level: 1, name: 'Umeda' })).toBeTruthy();
    expect(screen.getByText(/1-9-20 Umeda/).textContent).toBe('1-9-20 Umeda, Kita-kuOsaka, Osaka 530-0001');
    expect(screen.getByText('+81 6 5555 0163').closest('a')?.getAttribute('href')).toBe('tel:+81655550163');
  });

  it('speaks French on the French-Canadian site, with Canadian French times (11 h 00) and prefixed links', () => {
    const location = buildLocation({
      countryCode: 'CA',
      onlineOrdering: false,
      address: { ...buildLocation().address, city: 'Montréal', citySlug: 'montreal', state: { label: 'QC', name: 'Québec', slug: 'quebec' } },
    });
    renderWithProviders(<StoreTemplate store={toStoreDetails(location, 'fr-ca')} />, { locale: 'fr-ca' });
    expect(hoursRow('Lundi')).toBe('Fermé');
    expect(hoursRow('Mardi')).toBe('11 h 00 – 21 h 30');
    expect(hoursRow('Dimanche')).toBe('Sur rendez-vous seulement');
    expect(screen.getByText('Ce restaurant n’offre pas la commande en ligne pour le moment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir le menu' }).getAttribute('href')).toBe(
      '/ca/fr/quote/everyday/austin-south-congress?type=carryout',
    );
    expect(screen.getByRole('link', { name: 'Montréal' }).getAttribute('href')).toBe('/ca/fr/locations/quebec/montreal');
  });

  it('hides the social and delivery sections when the store has none', () => {
    renderWithProviders(<StoreTemplate store={toStoreDetails(buildLocation({ socialNetworks: [], deliveryPartners: [] }), 'en-us')} />);
    expect(screen.queryByRole('heading', { name: 'Follow this location' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Order delivery' })).toBeNull();
  });
});
