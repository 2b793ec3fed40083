/** A reward's free units in the one pricing pipeline: out of the line total, the subtotal and the taxes. */
import { resolveCartLimits } from './cart-rules';
import { priceLine, priceOrder, type PricingLine } from './pricing';

function line(overrides: Partial<PricingLine>): PricingLine {
  return { itemId: 10, title: 'Brisket plate', quantity: 1, unitPrice: '12.50', options: [], subcategoryId: 100, ...overrides };
}

describe('reward lines', () => {
  it.each([
    ['one free unit', line({ freeQuantity: 1 }), '12.50', '0.00', 1],
    ['one free of three', line({ quantity: 3, freeQuantity: 1 }), '12.50', '25.00', 1],
    ['options are free too', line({ freeQuantity: 1, options: [{ optionId: 1, title: 'Sauce', priceDelta: '1.50' }] }), '14.00', '0.00', 1],
    ['never more free than ordered', line({ quantity: 0, freeQuantity: 1 }), '12.50', '0.00', undefined],
  ])('%s', (_name, input, unitPrice, lineTotal, freeQuantity) => {
    const priced = priceLine(input);
    expect(priced).toMatchObject({ unitPrice, lineTotal });
    expect(priced.freeQuantity).toBe(freeQuantity);
  });

  it('refuses a negative or fractional free quantity', () => {
    expect(() => priceLine(line({ freeQuantity: -1 }))).toThrow('"freeQuantity" of item 10');
    expect(() => priceLine(line({ freeQuantity: 0.5 }))).toThrow('"freeQuantity" of item 10');
  });

  it('leaves the free item out of the subtotal and the taxes', () => {
    const pricing = priceOrder({
      handoffId: 2,
      taxComponents: [{ code: 'SALES', rate: '0.0825' }],
      limits: resolveCartLimits(1),
      lines: [line({ freeQuantity: 1 }), line({ itemId: 20, title: 'Cobbler', unitPrice: '4.00' })],
    });
    expect(pricing).toMatchObject({ subtotal: '4.00', discountedSubtotal: '4.00', taxTotal: '0.33', total: '4.33' });
  });
});
