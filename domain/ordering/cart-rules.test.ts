import { CartLimits, CartRuleLine, checkCart, DEFAULT_CART_LIMITS, minimumQuantityOf, resolveCartLimits } from './cart-rules';

describe('resolveCartLimits', () => {
  it.each([
    [1, { minItemQuantity: 1, minAmount: '0.00', minItems: 1, maxItems: 50 }],
    [2, { minItemQuantity: 1, minAmount: '150.00', minItems: 1, maxItems: 500 }],
    [3, { minItemQuantity: 1, minAmount: '150.00', minItems: 1, maxItems: 500 }],
    [4, { minItemQuantity: 1, minAmount: '0.00', minItems: 1, maxItems: 50 }],
    [5, { minItemQuantity: 1, minAmount: '0.00', minItems: 1, maxItems: 50 }],
  ] as const)('category %p defaults to %p', (categoryId, expected) => {
    expect(resolveCartLimits(categoryId)).toEqual(expected);
  });

  it('lays a location override over the category default', () => {
    expect(resolveCartLimits(2, { minAmount: '200.00', maxItems: 300 })).toEqual({
      minItemQuantity: 1,
      minAmount: '200.00',
      minItems: 1,
      maxItems: 300,
    });
  });

  it('does not change the defaults table', () => {
    resolveCartLimits(1, { maxItems: 5 });
    expect(DEFAULT_CART_LIMITS[1].maxItems).toBe(50);
  });

  it.each([
    [{ minItems: 10, maxItems: 5 }, '"minItems" (10) must not exceed "maxItems" (5)'],
    [{ maxItems: 2.5 }, '"maxItems" must be a whole number of at least 0, got 2.5'],
    [{ minItemQuantity: -1 }, '"minItemQuantity" must be a whole number of at least 0, got -1'],
    [{ minAmount: '-1.00' }, '"minAmount" must not be negative, got "-1.00"'],
    [{ minAmount: 'lots' }, '"minAmount" must be a decimal number, got "lots"'],
  ])('refuses %p', (overrides, message) => {
    expect(() => resolveCartLimits(1, overrides)).toThrow(message);
  });

  it('refuses an unknown category', () => {
    expect(() => resolveCartLimits(9 as never)).toThrow('Unknown order-menu category 9');
  });
});

describe('minimumQuantityOf', () => {
  const limits: CartLimits = { minItemQuantity: 2, minAmount: '0.00', minItems: 1, maxItems: 50 };
  it.each([
    [{}, 2],
    [{ minQuantity: 1 }, 2],
    [{ minQuantity: 10 }, 10],
  ])('%p → %p', (line, expected) => {
    expect(minimumQuantityOf(line, limits)).toBe(expected);
  });
});

const everyday = resolveCartLimits(1);
const catering = resolveCartLimits(2);
const brisket = (quantity: number, minQuantity?: number): CartRuleLine => ({ itemId: 10, title: 'Brisket', quantity, minQuantity });
const tray = (quantity: number): CartRuleLine => ({ itemId: 30, title: 'Pulled pork tray', quantity, minQuantity: 10 });

describe('checkCart', () => {
  it.each([
    ['a valid everyday cart', { lines: [brisket(2)], discountedSubtotal: '25.00' }, everyday, []],
    ['an empty everyday cart', { lines: [], discountedSubtotal: '0.00' }, everyday, ['Item quantity too low (1 items or more needed)']],
    ['exactly the maximum', { lines: [brisket(50)], discountedSubtotal: '625.00' }, everyday, []],
    ['one past the maximum', { lines: [brisket(30), tray(21)], discountedSubtotal: '625.00' }, everyday, ['Item quantity too high (no more than 50 items)']],
    ['a line under its item minimum', { lines: [tray(9)], discountedSubtotal: '180.00' }, catering, ['Minimum order quantity for this item is 10']],
    ['a line at its item minimum', { lines: [tray(10)], discountedSubtotal: '200.00' }, catering, []],
    ['catering exactly at the minimum amount', { lines: [tray(10)], discountedSubtotal: '150.00' }, catering, []],
    ['catering one cent short', { lines: [tray(10)], discountedSubtotal: '149.99' }, catering, ['Order amount too low']],
    [
      'an empty catering cart',
      { lines: [], discountedSubtotal: '0.00' },
      catering,
      ['Item quantity too low (1 items or more needed)', 'Order amount too low'],
    ],
    [
      'every rule at once',
      { lines: [brisket(0), tray(3)], discountedSubtotal: '10.00' },
      { minItemQuantity: 1, minAmount: '50.00', minItems: 4, maxItems: 10 },
      [
        'Minimum order quantity for this item is 1',
        'Minimum order quantity for this item is 10',
        'Item quantity too low (4 items or more needed)',
        'Order amount too low',
      ],
    ],
  ])('%s', (_name, cart, limits, messages) => {
    expect(checkCart(cart, limits).map((violation) => violation.message)).toEqual(messages);
  });

  it('judges the amount after discounts', () => {
    // The subtotal was 160.00 before a 20.00 coupon: the discounted 140.00 is what counts.
    expect(checkCart({ lines: [tray(10)], discountedSubtotal: '140.00' }, catering)).toEqual([
      { code: 'order-amount-too-low', message: 'Order amount too low', minimum: '150.00' },
    ]);
  });

  it('names the item at fault', () => {
    expect(checkCart({ lines: [tray(4)], discountedSubtotal: '200.00' }, catering)).toEqual([
      { code: 'item-minimum-quantity', message: 'Minimum order quantity for this item is 10', itemId: 30, title: 'Pulled pork tray', minimum: 10 },
    ]);
  });

  it('carries the limit that was broken', () => {
    expect(checkCart({ lines: [brisket(51)], discountedSubtotal: '600.00' }, everyday)).toEqual([
      { code: 'item-count-too-high', message: 'Item quantity too high (no more than 50 items)', maximum: 50 },
    ]);
  });
});
