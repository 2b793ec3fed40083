import { buildWireOrder } from '@/lib/api/testing/wire-order';
import { orderSummaryOf, toCheckoutOrder } from './checkout-view';

describe('orderSummaryOf', () => {
  const totals = (total: string) => ({ ...buildWireOrder().totals, total });

  it.each([
    ['an open order with items', { open: true, itemCount: 3, total: '32.45' }, { orderPrice: '32.45', numberOfItemsInCart: 3 }],
    ['an open order without items', { open: true, itemCount: 0, total: '0.00' }, { orderPrice: null, numberOfItemsInCart: 0 }],
    ['a paid order', { open: false, itemCount: 3, total: '32.45' }, { orderPrice: null, numberOfItemsInCart: 0 }],
  ])('%s', (_, { open, itemCount, total }, expected) => {
    expect(orderSummaryOf({ open, itemCount, totals: totals(total) })).toEqual(expected);
  });

  it('has no cart without an order', () => {
    expect(orderSummaryOf(null)).toEqual({ orderPrice: null, numberOfItemsInCart: 0 });
  });

  it.each([
    ['open', '32.45'],
    ['paid', null],
  ] as const)('takes a %s wire order through toCheckoutOrder', (status, price) => {
    const order = buildWireOrder({ status, itemCount: 2, totals: totals('32.45') });
    expect(orderSummaryOf(toCheckoutOrder(order)).orderPrice).toBe(price);
  });
});
