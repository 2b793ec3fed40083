import { resolveCartLimits } from './cart-rules';
import { Coupon } from './discounts';
import { deliveryFeeFor, priceLine, priceOrder, PricingInput, PricingLine, priceTip } from './pricing';
import { TIP_PERCENT_PRESETS } from './tip';
import { TaxComponent } from './tax';

const TEXAS: TaxComponent[] = [{ code: 'SALES', rate: '0.0825' }];
const QUEBEC: TaxComponent[] = [
  { code: 'GST', rate: '0.05' },
  { code: 'QST', rate: '0.09975' },
];

function line(overrides: Partial<PricingLine>): PricingLine {
  return { itemId: 10, title: 'Brisket plate', quantity: 1, unitPrice: '12.50', options: [], subcategoryId: 100, ...overrides };
}
function coupon(overrides: Partial<Coupon>): Coupon {
  return { id: 1, code: 'SMOKE', typeId: 1, value: '5.00', conditions: {}, ...overrides };
}

describe('priceLine', () => {
  it.each([
    ['no options', line({ quantity: 2 }), '12.50', '25.00'],
    ['an option adds', line({ quantity: 2, options: [{ optionId: 1, title: 'Extra sauce', priceDelta: '1.50' }] }), '14.00', '28.00'],
    [
      'options add and subtract',
      line({ options: [{ optionId: 1, title: 'A', priceDelta: '0.75' }, { optionId: 2, title: 'B', priceDelta: '-1.25' }] }),
      '12.00',
      '12.00',
    ],
    ['zero quantity', line({ quantity: 0 }), '12.50', '0.00'],
    ['free item', line({ unitPrice: '0', quantity: 3 }), '0.00', '0.00'],
    ['large quantity', line({ unitPrice: '0.01', quantity: 1000 }), '0.01', '10.00'],
  ])('%s', (_name, input, unitPrice, lineTotal) => {
    expect(priceLine(input)).toMatchObject({ unitPrice, lineTotal });
  });

  it.each([
    [line({ quantity: -1 }), '"quantity" of item 10 must be a whole number of at least 0, got -1'],
    [line({ quantity: 1.5 }), '"quantity" of item 10 must be a whole number of at least 0, got 1.5'],
    [line({ quantity: Number.NaN }), '"quantity" of item 10 must be a whole number of at least 0, got NaN'],
    [line({ unitPrice: '-2.00' }), '"unitPrice of item 10" must not be negative, got "-2.00"'],
    [line({ unitPrice: '12,50' }), '"unitPrice of item 10" must be a decimal number, got "12,50"'],
    [line({ options: [{ optionId: 7, title: 'X', priceDelta: 'free' }] }), '"priceDelta of option 7" must be a decimal number'],
    [line({ options: [{ optionId: 7, title: 'X', priceDelta: '-20.00' }] }), 'The options of item 10 make its price negative'],
  ])('refuses %#', (input, message) => {
    expect(() => priceLine(input)).toThrow(message);
  });
});

describe('priceTip', () => {
  it.each([
    [null, '32.25', '0.00'],
    [undefined, '32.25', '0.00'],
    [{ kind: 'percent', value: '15' }, '32.25', '4.84'], // 4.8375
    [{ kind: 'percent', value: '10' }, '0.25', '0.02'], // 0.025 half-to-even
    [{ kind: 'percent', value: '10' }, '0.35', '0.04'], // 0.035 half-to-even
    [{ kind: 'percent', value: '0' }, '32.25', '0.00'],
    [{ kind: 'percent', value: '100' }, '32.25', '32.25'],
    [{ kind: 'amount', value: '5' }, '32.25', '5.00'],
    [{ kind: 'amount', value: '0.00' }, '0.00', '0.00'],
  ] as const)('%p on %s → %s', (tip, subtotal, expected) => {
    expect(priceTip(tip, subtotal)).toBe(expected);
  });

  it.each([
    [{ kind: 'amount', value: '-1.00' }, '"tip" must not be negative'],
    [{ kind: 'percent', value: '101' }, '"tip percentage" must be at most 100'],
    [{ kind: 'percent', value: 'lots' }, '"tip percentage" must be a decimal number'],
  ] as const)('refuses %p', (tip, message) => {
    expect(() => priceTip(tip, '10.00')).toThrow(message);
  });

  it('offers percentage presets that it can price', () => {
    expect(TIP_PERCENT_PRESETS.map((value) => priceTip({ kind: 'percent', value }, '100.00'))).toEqual(['15.00', '18.00', '20.00']);
  });
});

describe('deliveryFeeFor', () => {
  it.each([
    [3, '4.99', '4.99'],
    [3, '5', '5.00'],
    [3, undefined, '0.00'],
    [2, '4.99', '0.00'],
    [4, '4.99', '0.00'],
  ] as const)('handoff %p with fee %p → %s', (handoffId, fee, expected) => {
    expect(deliveryFeeFor(handoffId, fee)).toBe(expected);
  });

  it('refuses a negative fee', () => {
    expect(() => deliveryFeeFor(3, '-1.00')).toThrow('"deliveryFee" must not be negative');
  });
});

const texasCarryout: PricingInput = {
  handoffId: 2,
  taxComponents: TEXAS,
  limits: resolveCartLimits(1),
  deliveryFee: '4.99',
  tip: { kind: 'percent', value: '15' },
  coupons: [coupon({ typeId: 2, value: '10' })],
  lines: [
    line({ quantity: 2, options: [{ optionId: 1, title: 'Extra sauce', priceDelta: '1.50' }] }),
    line({ itemId: 20, title: 'Peach cobbler', quantity: 1, unitPrice: '4.25', subcategoryId: 200 }),
  ],
};

const quebecCateringDelivery: PricingInput = {
  handoffId: 3,
  taxComponents: QUEBEC,
  limits: resolveCartLimits(2),
  deliveryFee: '4.99',
  tip: { kind: 'amount', value: '10.00' },
  coupons: [coupon({ value: '20.00' })],
  lines: [line({ itemId: 30, title: 'Pulled pork tray', quantity: 10, unitPrice: '16.00', minQuantity: 10 })],
};

describe('priceOrder', () => {
  it('prices a Texas carryout order step by step', () => {
    const priced = priceOrder(texasCarryout);
    expect(priced).toMatchObject({
      subtotal: '32.25',
      discountTotal: '3.22', // 10 % of 32.25 = 3.225, half-to-even
      discountedSubtotal: '29.03',
      deliveryFee: '0.00', // carryout pays no delivery fee
      taxes: [{ code: 'SALES', rate: '0.0825', amount: '2.39' }], // 29.03 × 8.25 % = 2.394975
      taxTotal: '2.39',
      tip: '4.84', // 15 % of the pre-discount 32.25
      total: '36.26',
      violations: [],
    });
    expect(priced.lines.map((priced) => [priced.unitPrice, priced.lineTotal])).toEqual([
      ['14.00', '28.00'],
      ['4.25', '4.25'],
    ]);
    expect(priced.coupons).toEqual([{ couponId: 1, code: 'SMOKE', ok: true, discount: '3.22' }]);
  });

  it('taxes the delivery fee per Quebec component and reports the minimum broken after discounts', () => {
    const priced = priceOrder(quebecCateringDelivery);
    expect(priced).toMatchObject({
      subtotal: '160.00',
      discountTotal: '20.00',
      discountedSubtotal: '140.00',
      deliveryFee: '4.99',
      taxes: [
        { code: 'GST', rate: '0.05', amount: '7.25' }, // 144.99 × 5 % = 7.2495
        { code: 'QST', rate: '0.09975', amount: '14.46' }, // 144.99 × 9.975 % = 14.4627525
      ],
      taxTotal: '21.71',
      tip: '10.00',
      total: '176.70',
    });
    expect(priced.violations.map((violation) => violation.message)).toEqual(['Order amount too low']);
  });

  it.each([
    ['no coupons', { coupons: undefined }, '160.00', '0.00', []],
    ['an unmet coupon costs nothing', { coupons: [coupon({ conditions: { minimumSubtotal: '500.00' } })] }, '160.00', '0.00', []],
    [
      'coupons past the subtotal stop at zero',
      { coupons: [coupon({ value: '100.00' }), coupon({ id: 2, value: '100.00' })] },
      '0.00',
      '160.00',
      ['Order amount too low'],
    ],
  ])('%s', (_name, overrides, discountedSubtotal, discountTotal, messages) => {
    const priced = priceOrder({ ...quebecCateringDelivery, ...overrides });
    expect(priced.discountedSubtotal).toBe(discountedSubtotal);
    expect(priced.discountTotal).toBe(discountTotal);
    expect(priced.violations.map((violation) => violation.message)).toEqual(messages);
  });

  it('still taxes the delivery fee when coupons cover the whole subtotal', () => {
    const priced = priceOrder({ ...quebecCateringDelivery, coupons: [coupon({ value: '500.00' })], tip: null });
    expect(priced.taxes.map((tax) => tax.amount)).toEqual(['0.25', '0.50']); // 4.99 × 5 % = 0.2495; × 9.975 % = 0.4977525
    expect(priced.total).toBe('5.74');
  });

  it('prices an empty cart at zero and says why it cannot proceed', () => {
    const priced = priceOrder({ ...texasCarryout, lines: [], coupons: [coupon({})] });
    expect(priced).toMatchObject({
      lines: [],
      subtotal: '0.00',
      discountTotal: '0.00',
      discountedSubtotal: '0.00',
      taxTotal: '0.00',
      tip: '0.00',
      total: '0.00',
      coupons: [{ ok: false, reason: 'Coupon conditions are not met' }],
    });
    expect(priced.violations.map((violation) => violation.message)).toEqual(['Item quantity too low (1 items or more needed)']);
  });

  it('passes item minimums and counts to the cart rules', () => {
    const lines = [
      line({ itemId: 30, quantity: 501, unitPrice: '1.00', minQuantity: 10 }),
      line({ itemId: 31, quantity: 2, minQuantity: 5 }),
    ];
    const priced = priceOrder({ ...quebecCateringDelivery, coupons: [], lines });
    expect(priced.violations.map((violation) => violation.message)).toEqual([
      'Minimum order quantity for this item is 5',
      'Item quantity too high (no more than 500 items)',
    ]);
  });
});
