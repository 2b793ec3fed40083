import { orderSummaryOf } from './ordering';
import type { WireOrder } from '@/domain/wire/orders';

const totals: WireOrder['totals'] = {
  subtotal: '29.98', discount: '0.00', discountedSubtotal: '29.98', deliveryFee: '0.00',
  taxes: [{ code: 'GST', rate: '0.05', amount: '1.50' }], taxTotal: '1.50', tip: '0.00', total: '31.48',
};

describe('orderSummaryOf', () => {
  it.each(['CAD', 'USD'])("takes the total and the currency (%s) from the order, not from the page's market", (currency) => {
    expect(orderSummaryOf({ totals, itemCount: 3, currency })).toEqual({ orderPrice: '31.48', currency, numberOfItemsInCart: 3 });
  });
});
