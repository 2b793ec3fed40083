/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { StoreResult } from './store-result';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { LocaleTag } from '@/domain/markets';
import type { StoreMatch } from '@/lib/api/ordering-view';

function match(openNow: boolean): StoreMatch {
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
    workingHours: [],
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
  };
}

describe('StoreResult', () => {
  it.each([
    ['en-us', true, 'Open now'],
    ['en-us', false, 'Closed now'],
    ['fr-ca', true, 'Ouvert maintenant'],
    ['fr-ca', false, 'Fermé en ce moment'],
    ['ja-jp', true, '営業中'],
    ['ja-jp', false, '営業時間外'],
  ] as const)('%s: open now %p reads %p', (locale, openNow, label) => {
    renderWithProviders(
      <ul>
        <StoreResult store={match(openNow)} handoff="carryout" categorySlug="everyday" />
      </ul>,
      { locale: locale as LocaleTag },
    );
    expect(screen.getByText(label)).toBeTruthy();
  });
});
