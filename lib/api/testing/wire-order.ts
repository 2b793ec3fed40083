/** Test orders shaped as the API sends them (domain/wire/orders.ts). */
import type { Order } from '@/lib/api/ordering-view';

export function buildWireOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '3f6c2a4e-9a0b-4c1d-8e2f-0a1b2c3d4e5f',
    number: '100042',
    status: 'open',
    statusId: 1,
    brandId: 4,
    countryCode: 'US',
    currency: 'USD',
    categoryId: 1,
    handoff: 'pickup',
    handoffId: 2,
    location: {
      id: 7,
      slug: 'austin-south-congress',
      title: 'Austin South Congress',
      phone: '(512) 555-0100',
      timeZone: 'America/Chicago',
      countryCode: 'US',
      address: {
        address: '1600 S Congress Ave',
        city: 'Austin',
        citySlug: 'austin',
        state: { label: 'TX', name: 'Texas', slug: 'texas' },
        zip: '78704',
        latitude: 30.25,
        longitude: -97.75,
      },
    },
    deliveryAddress: null,
    timeslot: null,
    guest: null,
    tip: null,
    lines: [
      {
        id: 11, itemId: 101, slug: 'brisket-plate', title: 'Brisket Plate', imageUrl: null, sectionId: 1, quantity: 2,
        minQuantity: 1, unit: 'each', options: [{ id: 5, groupId: 2, title: 'Mac & cheese', priceDelta: '0.00' }],
        specialInstructions: null, unitPrice: '14.99', lineTotal: '29.98',
      },
    ],
    itemCount: 2,
    totals: {
      subtotal: '29.98', discount: '0.00', discountedSubtotal: '29.98', deliveryFee: '0.00',
      taxes: [{ code: 'SALES', rate: '0.0825', amount: '2.47' }], taxTotal: '2.47', taxIncluded: false, tip: '0.00', total: '32.45',
    },
    coupons: [],
    violations: [],
    blockers: ['guest', 'timeslot'],
    createdAt: '2030-06-01T15:00:00.000Z',
    updatedAt: '2030-06-01T15:00:00.000Z',
    paidAt: null,
    ...overrides,
  };
}

export const TIMESLOTS = {
  timeZone: 'America/Chicago',
  asapAvailable: true,
  days: [
    { date: '2030-06-01', slots: [{ start: '2030-06-01T22:00:00.000Z', label: '17:00' }] },
    { date: '2030-06-02', slots: [{ start: '2030-06-02T16:00:00.000Z', label: '11:00' }] },
  ],
};
