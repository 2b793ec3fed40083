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
      taxes: [{ code: 'HST', rate: '0.13', amount: '2.60' }], taxTotal: '2.60', tip: '0.00', total: '22.60',
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
