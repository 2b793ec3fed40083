import { orderSummaryOf, toCheckoutOrder, type CheckoutOrder } from './checkout-view';
import { buildWireOrder } from './testing/wire-order';
import type { Currency } from '@/domain/markets';

type SummarySource = Pick<CheckoutOrder, 'open' | 'totals' | 'itemCount' | 'currency'>;

function order(overrides: Partial<SummarySource> = {}): SummarySource {
  return {
    open: true,
    currency: 'CAD',
    itemCount: 2,
    totals: {
      subtotal: '20.00', discount: '0.00', discountedSubtotal: '20.00', deliveryFee: '0.00',
      taxes: [{ code: 'HST', rate: '0.13', amount: '2.60' }], taxTotal: '2.60', taxIncluded: false, tip: '0.00', total: '22.60',
    },
    ...overrides,
  };
}

describe('orderSummaryOf', () => {
  it.each<[Currency, string]>([
    ['CAD', '22.60'],
    ['USD', '22.60'],
  ])("carries the order's own currency (%s) with its total", (currency, total) => {
    expect(orderSummaryOf(order({ currency }))).toEqual({ orderPrice: total, currency, numberOfItemsInCart: 2 });
  });

  it.each([
    ['no order', null],
    ['an order no longer open', order({ open: false })],
    ['an empty cart', order({ itemCount: 0 })],
  ])('is no cart for %s', (_case, source) => {
    expect(orderSummaryOf(source)).toEqual({ orderPrice: null, currency: null, numberOfItemsInCart: 0 });
  });
});

describe('orderSummaryOf a wire order', () => {
  it.each([
    ['open', 'CAD', { orderPrice: '32.45', currency: 'CAD', numberOfItemsInCart: 2 }],
    ['paid', 'USD', { orderPrice: null, currency: null, numberOfItemsInCart: 0 }],
  ] as const)("takes a %s order's total and its own currency (%s) through toCheckoutOrder", (status, currency, expected) => {
    expect(orderSummaryOf(toCheckoutOrder(buildWireOrder({ status, currency, itemCount: 2 })))).toEqual(expected);
  });
});

describe('toCheckoutOrder lines', () => {
  const pork = { ...buildWireOrder().lines[0]!, title: 'Pulled Pork', unit: 'lb' as const };
  it.each([
    ['US', 'each', null],
    ['US', 'lb', 'lb'],
    ['CA', 'lb', '100g'],
    ['MX', 'lb', 'kg'],
  ] as const)('at a store in %s, a line sold by %s counts its quantity in %s', (countryCode, unit, expected) => {
    const wire = buildWireOrder();
    const order = toCheckoutOrder({ ...wire, location: { ...wire.location, countryCode }, lines: [{ ...pork, unit }] });
    expect(order.lines[0]!.weightUnit).toBe(expected);
  });
});

describe('toCheckoutOrder store', () => {
  it("names a Mexican store's colonia and a Japanese store in its own script, as their markets write them", () => {
    const wire = buildWireOrder();
    const state = { label: 'NLE', name: 'Nuevo León', slug: 'nuevo-leon' };
    const mexican = toCheckoutOrder({
      ...wire,
      location: { ...wire.location, countryCode: 'MX', address: { ...wire.location.address, address: 'Av. Vasconcelos 402', city: 'San Pedro Garza García', zip: '66220', district: 'Del Valle', state } },
    });
    expect(mexican.store.addressLine).toBe('Av. Vasconcelos 402, Col. Del Valle, C.P. 66220 San Pedro Garza García, Nuevo León');

    const japanese = toCheckoutOrder({
      ...wire,
      location: {
        ...wire.location,
        countryCode: 'JP',
        title: 'UMEDA',
        localTitle: '梅田',
        address: { ...wire.location.address, zip: '5300001', state: { label: '27', name: 'Osaka', slug: 'osaka' }, local: { address: '北区梅田1-9-20', city: '大阪市' } },
      },
    });
    expect(japanese.store.title).toBe('梅田');
    expect(japanese.store.addressLine).toBe('〒530-0001 大阪府大阪市北区梅田1-9-20');
  });
});
