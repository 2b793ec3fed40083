/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { StoreResult } from './store-result';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { LocaleTag } from '@/domain/markets';
import type { WireWorkingHours } from '@/domain/wire/catalog';
import type { StoreMatch } from '@/lib/api/ordering-view';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** 10:45 AM to 9 PM every day, Fort Worth time (CST, UTC-6 in late November). */
const HOURS: WireWorkingHours[] = DAYS.map((day, index) => ({
  weekday: index + 1,
  day,
  active: true,
  opened: '10:45:00',
  closed: '21:00:00',
  byAppointmentOnly: false,
  intervals: [{ opened: '10:45:00', closed: '21:00:00' }],
}));

/** Tuesday 6 AM, before opening; Tuesday 10 PM, after closing; Tuesday noon, open. */
const EARLY = new Date('2026-11-24T12:00:00Z');
const LATE = new Date('2026-11-25T04:00:00Z');
const NOON = new Date('2026-11-24T18:00:00Z');

function match(openNow: boolean, overrides: Partial<StoreMatch> = {}): StoreMatch {
  return {
    id: 5,
    slug: 'fort-worth-camp-bowie',
    brandId: 4,
    countryCode: 'US',
    currency: 'USD',
    label: 'Camp Bowie',
    title: 'Camp Bowie',
    subtitle: null,
    phone: '(817) 555-0105',
    address: {
      address: '6015 Camp Bowie Blvd',
      city: 'Fort Worth',
      citySlug: 'fort-worth',
      state: { label: 'TX', name: 'Texas', slug: 'texas' },
      zip: '76116',
      latitude: 32.73,
      longitude: -97.41,
    },
    timeZone: 'America/Chicago',
    workingHours: HOURS,
    hoursExceptions: [],
    openNow,
    socialNetworks: [],
    deliveryPartners: [],
    onlineOrdering: true,
    acceptingOrders: true,
    image: null,
    distanceKm: 2.5,
    orderable: true,
    deliveryRadiusKm: 8,
    handoffs: [
      { handoffId: 2, handoff: 'pickup', leadMinutes: 20 },
      { handoffId: 3, handoff: 'delivery', leadMinutes: 45 },
    ],
    ...overrides,
  };
}

function renderResult(store: StoreMatch, now: Date, locale: LocaleTag = 'en-us', handoff: 'carryout' | null = 'carryout') {
  return renderWithProviders(
    <ul>
      <StoreResult store={store} handoff={handoff} categorySlug="everyday" now={now} number={3} />
    </ul>,
    { locale },
  );
}

describe('StoreResult', () => {
  it.each([
    ['en-us', 'Open now'],
    ['fr-ca', 'Ouvert maintenant'],
    ['ja-jp', '営業中'],
  ] as const)('%s: an open store reads %p, with how soon each handoff is ready', (locale, label) => {
    renderResult(match(true), NOON, locale);
    expect(screen.getByText(label)).toBeTruthy();
    if (locale === 'en-us') expect(within(screen.getByTestId('store-handoffs')).getByText('Carryout, ready in 20 min')).toBeTruthy();
  });

  it.each([
    ['en-us', EARLY, 'Closed · Opens 10:45 AM'],
    ['en-us', LATE, 'Closed · Opens tomorrow 10:45 AM'],
    ['fr-ca', EARLY, 'Fermé · Ouvre à 10 h 45'],
    ['fr-ca', LATE, 'Fermé · Ouvre demain à 10 h 45'],
    ['es-mx', LATE, 'Cerrado · Abre mañana a las 10:45'],
    ['ja-jp', EARLY, '営業時間外 · 10:45開店'],
    ['pt-br', EARLY, 'Fechado · Abre às 10:45'],
  ] as const)('%s: a closed store at %s says when it opens: %p', (locale, now, label) => {
    renderResult(match(false), now, locale as LocaleTag);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('names the weekday when the store opens after tomorrow, on its own calendar', () => {
    const closedWednesday = { date: '2026-11-25', closed: true, intervals: [], occasion: null, note: null };
    renderResult(match(false, { hoursExceptions: [closedWednesday] }), LATE);
    expect(screen.getByText('Closed · Opens Thursday 10:45 AM')).toBeTruthy();
  });

  it('offers a closed store’s scheduled times instead of "ready in"', () => {
    renderResult(match(false), LATE);
    const handoffs = within(screen.getByTestId('store-handoffs'));
    expect(handoffs.getByText('Carryout: schedule for tomorrow 10:45 AM or later')).toBeTruthy();
    expect(handoffs.getByText('Delivery: schedule for tomorrow 10:45 AM or later')).toBeTruthy();
    expect(screen.queryByText(/ready in/)).toBeNull();
  });

  it('writes the scheduled time the locale’s way (fr-CA)', () => {
    renderResult(match(false), EARLY, 'fr-ca');
    expect(within(screen.getByTestId('store-handoffs')).getByText('À emporter : planifiez pour 10 h 45 ou plus tard')).toBeTruthy();
  });

  it('without a chosen handoff, offers a button for each handoff the store offers, read with the store’s name', () => {
    renderResult(match(true), NOON, 'en-us', null);
    const carryout = screen.getByRole('link', { name: 'Order carryout' });
    expect(carryout.getAttribute('href')).toMatch(/\/quote\/everyday\/fort-worth-camp-bowie\?type=carryout$/);
    expect(screen.getByRole('link', { name: 'Order delivery' }).getAttribute('href')).toMatch(/\?type=delivery$/);
    expect(carryout.getAttribute('aria-describedby')).toBe('store-5');
    expect(screen.queryByRole('link', { name: /Order curbside/ })).toBeNull();
  });

  it('with a chosen handoff, offers that one', () => {
    renderResult(match(true), NOON);
    expect(screen.getByRole('link', { name: 'Order carryout from Camp Bowie' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Order delivery' })).toBeNull();
  });

  it.each([
    ['ja-jp', '梅田', '〒530-0001大阪府大阪市北区梅田1-9-20'],
    ['en-jp', 'Umeda', '1-9-20 Umeda, Kita-kuOsaka, Osaka 530-0001'],
  ] as const)('%s: a Japanese store reads %p at %p', (locale, title, address) => {
    const umeda = match(true, {
      countryCode: 'JP',
      title: 'Umeda',
      localTitle: '梅田',
      address: {
        ...match(true).address,
        address: '1-9-20 Umeda, Kita-ku',
        city: 'Osaka',
        state: { label: '27', name: 'Osaka', slug: 'osaka' },
        zip: '530-0001',
        local: { address: '北区梅田1-9-20', city: '大阪市' },
      },
    });
    renderResult(umeda, NOON, locale);
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    expect(screen.getByText(/530-0001/).textContent).toBe(address);
  });

  it('writes a US store as before: street, then city, state and ZIP', () => {
    renderResult(match(true), NOON);
    expect(screen.getByText(/6015 Camp Bowie Blvd/).textContent).toBe('6015 Camp Bowie BlvdFort Worth, TX 76116');
  });

  it('shows its number on the map', () => {
    renderResult(match(true), NOON);
    expect(screen.getByText('3').getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    ['en-us', 'Not taking orders until 6:30 PM. You can schedule a later time.'],
    ['fr-ca', 'Aucune commande acceptée avant 18 h 30. Vous pouvez choisir une heure plus tardive.'],
  ] as const)('%s: a store whose carryout is paused says until when, and that a later time can be scheduled', (locale, notice) => {
    // Paused until 6:30 PM Fort Worth time (UTC-6); delivery's pause is not this finder's.
    renderResult(match(true, { pauses: [{ handoffId: 2, until: '2026-11-25T00:30:00.000Z' }, { handoffId: 3, until: null }] }), NOON, locale);
    expect(screen.getByRole('status').textContent).toBe(notice);
  });

  it('says nothing of a pause when no handoff is paused', () => {
    renderResult(match(true, { pauses: [] }), NOON);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
