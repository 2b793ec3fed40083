import {
  applyCoupon,
  applyCoupons,
  Coupon,
  couponConditionsMet,
  DiscountCart,
  handoffAmountDiscount,
  handoffPercentageDiscount,
  itemAmountDiscount,
  itemFreeDiscount,
  itemPercentageDiscount,
  orderAmountDiscount,
  orderPercentageDiscount,
  subcategoryAmountDiscount,
  subcategoryPercentageDiscount,
  toCoupon,
} from './discounts';

const BRISKET = 10;
const RIBS = 11;
const COBBLER = 20;
const MEATS = 100;
const DESSERTS = 200;

/** Brisket 2 × 12.50, ribs 1 × 18.99, cobbler 3 × 4.25: subtotal 56.74, pickup. */
const cart: DiscountCart = {
  handoffId: 2,
  subtotal: '56.74',
  lines: [
    { itemId: BRISKET, subcategoryId: MEATS, quantity: 2, unitPrice: '12.50', lineTotal: '25.00' },
    { itemId: RIBS, subcategoryId: MEATS, quantity: 1, unitPrice: '18.99', lineTotal: '18.99' },
    { itemId: COBBLER, subcategoryId: DESSERTS, quantity: 3, unitPrice: '4.25', lineTotal: '12.75' },
  ],
};
const emptyCart: DiscountCart = { handoffId: 2, subtotal: '0.00', lines: [] };

describe('orderAmountDiscount', () => {
  it.each([
    [cart, '5.00', '5.00'],
    [cart, '56.74', '56.74'],
    [cart, '100.00', '56.74'],
    [cart, '0', '0.00'],
    [emptyCart, '5.00', '0.00'],
  ])('%#: %s off → %s', (target, amount, expected) => {
    expect(orderAmountDiscount(target, amount)).toBe(expected);
  });

  it('refuses an amount that is not a decimal', () => {
    expect(() => orderAmountDiscount(cart, 'five')).toThrow(/"discount amount"/);
  });
});

describe('orderPercentageDiscount', () => {
  it.each([
    [cart, '10', '5.67'], // 5.674
    [cart, '15', '8.51'], // 8.511
    [cart, '100', '56.74'],
    [cart, '0', '0.00'],
    [{ ...cart, subtotal: '0.25' }, '50', '0.12'], // 0.125 half-to-even
    [{ ...cart, subtotal: '0.35' }, '50', '0.18'], // 0.175 half-to-even
    [emptyCart, '10', '0.00'],
  ])('%#: %s %% → %s', (target, percent, expected) => {
    expect(orderPercentageDiscount(target, percent)).toBe(expected);
  });

  it.each(['-5', '100.01', 'ten'])('refuses %p', (percent) => {
    expect(() => orderPercentageDiscount(cart, percent)).toThrow(/"discount percentage"/);
  });
});

describe('itemAmountDiscount', () => {
  it.each([
    [[BRISKET], '3.00', '3.00'],
    [[BRISKET], '30.00', '25.00'],
    [[BRISKET, RIBS], '30.00', '30.00'],
    [[BRISKET, RIBS], '50.00', '43.99'],
    [[999], '3.00', '0.00'],
    [[], '3.00', '0.00'],
  ])('items %p, %s off → %s', (itemIds, amount, expected) => {
    expect(itemAmountDiscount(cart, itemIds, amount)).toBe(expected);
  });
});

describe('itemPercentageDiscount', () => {
  it.each([
    [[BRISKET], '10', '2.50'],
    [[RIBS], '10', '1.90'], // 1.899
    [[COBBLER], '50', '6.38'], // 6.375 half-to-even
    [[BRISKET, COBBLER], '100', '37.75'],
    [[999], '10', '0.00'],
  ])('items %p, %s %% → %s', (itemIds, percent, expected) => {
    expect(itemPercentageDiscount(cart, itemIds, percent)).toBe(expected);
  });
});

describe('subcategoryAmountDiscount', () => {
  it.each([
    [[MEATS], '10.00', '10.00'],
    [[DESSERTS], '20.00', '12.75'],
    [[MEATS, DESSERTS], '100.00', '56.74'],
    [[999], '10.00', '0.00'],
  ])('subcategories %p, %s off → %s', (ids, amount, expected) => {
    expect(subcategoryAmountDiscount(cart, ids, amount)).toBe(expected);
  });

  it('ignores lines without a subcategory', () => {
    const loose: DiscountCart = { ...cart, lines: [{ ...cart.lines[0]!, subcategoryId: null }] };
    expect(subcategoryAmountDiscount(loose, [MEATS], '5.00')).toBe('0.00');
  });
});

describe('subcategoryPercentageDiscount', () => {
  it.each([
    [[MEATS], '10', '4.40'], // 4.399
    [[DESSERTS], '20', '2.55'],
    [[999], '20', '0.00'],
  ])('subcategories %p, %s %% → %s', (ids, percent, expected) => {
    expect(subcategoryPercentageDiscount(cart, ids, percent)).toBe(expected);
  });
});

describe('handoffAmountDiscount', () => {
  it.each([
    [[2], '5.00', '5.00'],
    [[2, 3], '80.00', '56.74'],
    [[3], '5.00', '0.00'],
    [[], '5.00', '0.00'],
  ] as const)('handoffs %p, %s off → %s', (handoffIds, amount, expected) => {
    expect(handoffAmountDiscount(cart, handoffIds, amount)).toBe(expected);
  });
});

describe('handoffPercentageDiscount', () => {
  it.each([
    [[2], '20', '11.35'], // 11.348
    [[3], '20', '0.00'],
  ] as const)('handoffs %p, %s %% → %s', (handoffIds, percent, expected) => {
    expect(handoffPercentageDiscount(cart, handoffIds, percent)).toBe(expected);
  });
});

describe('itemFreeDiscount', () => {
  it.each([
    [[BRISKET], '12.50'],
    [[BRISKET, RIBS], '12.50'],
    [[RIBS, COBBLER], '4.25'],
    [[999], '0.00'],
    [[], '0.00'],
  ])('items %p → %s', (itemIds, expected) => {
    expect(itemFreeDiscount(cart, itemIds)).toBe(expected);
  });

  it('gives nothing on an empty cart', () => {
    expect(itemFreeDiscount(emptyCart, [BRISKET])).toBe('0.00');
  });
});

function coupon(overrides: Partial<Coupon>): Coupon {
  return { id: 1, code: 'SMOKE5', typeId: 1, value: '5.00', conditions: {}, ...overrides };
}

const NOT_MET = { ok: false, reason: 'Coupon conditions are not met' };

describe('couponConditionsMet', () => {
  it.each([
    ['no conditions', coupon({}), true],
    ['minimum reached exactly', coupon({ conditions: { minimumSubtotal: '56.74' } }), true],
    ['minimum one cent short', coupon({ conditions: { minimumSubtotal: '56.75' } }), false],
    ['handoff matches', coupon({ conditions: { handoffIds: [2] } }), true],
    ['handoff differs', coupon({ conditions: { handoffIds: [3] } }), false],
    ['required item present', coupon({ conditions: { itemIds: [RIBS] } }), true],
    ['required item absent', coupon({ conditions: { itemIds: [999] } }), false],
    ['required subcategory present', coupon({ conditions: { subcategoryIds: [DESSERTS] } }), true],
    ['required subcategory absent', coupon({ conditions: { subcategoryIds: [999] } }), false],
    ['item type without targets', coupon({ typeId: 3, conditions: {} }), false],
    ['subcategory type without targets', coupon({ typeId: 6, value: '10', conditions: { subcategoryIds: [] } }), false],
    ['handoff type without targets', coupon({ typeId: 7, conditions: {} }), false],
    ['item free with a target', coupon({ typeId: 9, conditions: { itemIds: [COBBLER] } }), true],
  ])('%s → %p', (_name, target, expected) => {
    expect(couponConditionsMet(cart, target)).toBe(expected);
  });

  it('an empty cart meets no coupon', () => {
    expect(couponConditionsMet(emptyCart, coupon({}))).toBe(false);
  });
});

describe('applyCoupon', () => {
  it.each([
    ['1 order amount', coupon({ typeId: 1, value: '5.00' }), { ok: true, discount: '5.00' }],
    ['2 order percentage', coupon({ typeId: 2, value: '10' }), { ok: true, discount: '5.67' }],
    ['3 item amount', coupon({ typeId: 3, value: '3.00', conditions: { itemIds: [BRISKET] } }), { ok: true, discount: '3.00' }],
    ['4 item percentage', coupon({ typeId: 4, value: '50', conditions: { itemIds: [COBBLER] } }), { ok: true, discount: '6.38' }],
    ['5 subcategory amount', coupon({ typeId: 5, value: '99.00', conditions: { subcategoryIds: [DESSERTS] } }), { ok: true, discount: '12.75' }],
    ['6 subcategory percentage', coupon({ typeId: 6, value: '10', conditions: { subcategoryIds: [MEATS] } }), { ok: true, discount: '4.40' }],
    ['7 handoff amount', coupon({ typeId: 7, value: '2.00', conditions: { handoffIds: [2] } }), { ok: true, discount: '2.00' }],
    ['8 handoff percentage', coupon({ typeId: 8, value: '20', conditions: { handoffIds: [2] } }), { ok: true, discount: '11.35' }],
    ['9 item free', coupon({ typeId: 9, conditions: { itemIds: [RIBS] } }), { ok: true, discount: '18.99' }],
    ['amount capped at the subtotal', coupon({ typeId: 1, value: '500.00' }), { ok: true, discount: '56.74' }],
    ['minimum not reached', coupon({ conditions: { minimumSubtotal: '60.00' } }), NOT_MET],
    ['handoff not targeted', coupon({ typeId: 8, value: '20', conditions: { handoffIds: [3] } }), NOT_MET],
    ['item not in cart', coupon({ typeId: 9, conditions: { itemIds: [999] } }), NOT_MET],
  ])('%s', (_name, target, expected) => {
    expect(applyCoupon(cart, target)).toEqual(expected);
  });

  it('is not met on an empty cart', () => {
    expect(applyCoupon(emptyCart, coupon({}))).toEqual(NOT_MET);
  });

  it('names the coupon whose minimum is not a decimal', () => {
    expect(() => applyCoupon(cart, coupon({ code: 'ODD', conditions: { minimumSubtotal: 'fifty' } }))).toThrow('Coupon "ODD": "minimumSubtotal"');
  });

  it('throws on a misconfigured coupon, naming its code', () => {
    expect(() => applyCoupon(cart, coupon({ code: 'BROKEN', typeId: 2, value: '150' }))).toThrow(
      'Coupon "BROKEN": "discount percentage" must be between 0 and 100, got "150"',
    );
  });
});

describe('applyCoupons', () => {
  it.each([
    ['none', [], '0.00', []],
    ['one', [coupon({ id: 1, value: '5.00' })], '5.00', [true]],
    ['two stack', [coupon({ id: 1, value: '5.00' }), coupon({ id: 2, typeId: 2, value: '10' })], '10.67', [true, true]],
    ['one of two not met', [coupon({ id: 1, value: '5.00' }), coupon({ id: 2, conditions: { handoffIds: [3] } })], '5.00', [true, false]],
    ['stacked past the subtotal', [coupon({ id: 1, value: '40.00' }), coupon({ id: 2, value: '40.00' })], '56.74', [true, true]],
    // 56.74 − 10.00 = 46.74 < 50.00: the second coupon's minimum fails after the first discount.
    ['minimum judged after the other discounts', [coupon({ id: 1, value: '10.00' }), coupon({ id: 2, value: '3.00', conditions: { minimumSubtotal: '50.00' } })], '10.00', [true, false]],
    ['minimum still met after the other discounts', [coupon({ id: 1, value: '6.00' }), coupon({ id: 2, value: '3.00', conditions: { minimumSubtotal: '50.00' } })], '9.00', [true, true]],
    // Both need 50.00 after the other: refusing the first lets the second stand.
    ['two minimums, the first refused', [coupon({ id: 1, value: '10.00', conditions: { minimumSubtotal: '50.00' } }), coupon({ id: 2, value: '10.00', conditions: { minimumSubtotal: '50.00' } })], '10.00', [false, true]],
  ])('%s', (_name, coupons, total, oks) => {
    const result = applyCoupons(cart, coupons);
    expect(result.total).toBe(total);
    expect(result.applied.map((outcome) => outcome.ok)).toEqual(oks);
  });

  it('reports each coupon by id and code', () => {
    const result = applyCoupons(cart, [coupon({ id: 7, code: 'BBQ', conditions: { minimumSubtotal: '99.00' } })]);
    expect(result.applied).toEqual([{ couponId: 7, code: 'BBQ', ok: false, reason: 'Coupon conditions are not met' }]);
  });
});

describe('toCoupon', () => {
  const stored = { id: 7, code: 'BBQ5', typeId: 3, value: '5.00', minimumAmount: null, itemIds: [BRISKET], subcategoryIds: [], handoffIds: [] };

  it.each([
    ['reads the type, value and targets', stored, undefined, { id: 7, code: 'BBQ5', typeId: 3, value: '5.00', conditions: { itemIds: [BRISKET] } }],
    ['takes the code the diner gave', stored, 'BBQ5-X1', { code: 'BBQ5-X1' }],
    [
      'reads the minimum and the handoffs',
      { ...stored, minimumAmount: '20.00', itemIds: [], handoffIds: [2] },
      undefined,
      { conditions: { minimumSubtotal: '20.00', handoffIds: [2] } },
    ],
  ])('%s', (_, row, code, expected) => {
    expect(toCoupon(row, code)).toMatchObject(expected);
  });
});
