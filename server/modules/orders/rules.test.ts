import { ORDER_STATUS } from '@/domain/ordering/order-status';
import { assertOpen, cartRuleDetail } from './rules';

describe('cartRuleDetail', () => {
  it.each([
    [{ code: 'item-minimum-quantity', message: 'm', itemId: 1, title: 'Brisket', minimum: 2 }, { code: 'item_minimum_quantity', params: { item: 'Brisket', count: 2 } }],
    [{ code: 'order-amount-too-low', message: 'm', minimum: '15.00' }, { code: 'order_amount_too_low', params: { amount: '15.00', currency: 'CAD' } }],
    [{ code: 'item-count-too-low', message: 'm', minimum: 3 }, { code: 'item_count_too_low', params: { count: 3 } }],
    [{ code: 'item-count-too-high', message: 'm', maximum: 40 }, { code: 'item_count_too_high', params: { count: 40 } }],
  ] as const)('%j', (violation, expected) => {
    expect(cartRuleDetail(violation, 'CAD')).toEqual(expected);
  });
});

describe('assertOpen', () => {
  const thrown = (statusId: number) => {
    try {
      assertOpen({ statusId, number: 100001 });
      return null;
    } catch (error) {
      return error;
    }
  };

  it('names a paid order with its own code, any later status as closed', () => {
    expect(thrown(ORDER_STATUS.paid)).toMatchObject({ statusCode: 409, code: 'order_already_paid', params: { number: '100001', status: 'paid' } });
    expect(thrown(ORDER_STATUS.ready)).toMatchObject({ statusCode: 409, code: 'order_closed', params: { number: '100001', status: 'ready' } });
    expect(thrown(ORDER_STATUS.open)).toBeNull();
  });
});
