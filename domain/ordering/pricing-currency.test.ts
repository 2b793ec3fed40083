/**
 * The pricing pipeline in currencies with and without decimals (JPY counts whole yen, MXN and USD
 * hundredths), with taxes added on top (US) or contained in the prices (Japan, Mexico).
 */
import fc from 'fast-check';
import type { Currency } from '@/domain/markets';
import { currencyDecimals } from '@/domain/money-format';
import { Decimal } from '@/domain/money';
import { resolveCartLimits } from './cart-rules';
import { HANDOFF, type HandoffId } from './handoffs';
import { priceOrder, type PricingInput } from './pricing';
import { computeTaxes, pricesIncludeTax, taxComponents, type TaxComponent } from './tax';

const CURRENCIES: readonly Currency[] = ['JPY', 'MXN', 'USD'];
const RATES = ['0.08', '0.1', '0.16', '0.0825', '0'];
const HANDOFFS: readonly HandoffId[] = [HANDOFF.dineIn, HANDOFF.pickup, HANDOFF.delivery, HANDOFF.curbside, HANDOFF.driveThrough];

/** An amount in whole minor units of `currency`, written as the wire writes it ("1980.00", "189.50"). */
const amountIn = (currency: Currency, maxMinor = 5_000_000) =>
  fc.integer({ min: 0, max: maxMinor }).map((minor) => new Decimal(minor).dividedBy(10 ** currencyDecimals(currency)).toFixed(2));

/** Whether `amount` falls on a minor unit of `currency` (no more decimals than it counts). */
function onMinorUnit(amount: string, currency: Currency): boolean {
  return new Decimal(amount).times(10 ** currencyDecimals(currency)).isInteger();
}

describe('computeTaxes', () => {
  it('contains a tax whose net and tax add up to the tax-inclusive total, within half a minor unit of the rate on the net', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES).chain((currency) => fc.tuple(fc.constant(currency), amountIn(currency))),
        fc.constantFrom(...RATES),
        ([currency, total], rate) => {
          const decimals = currencyDecimals(currency);
          const [line] = computeTaxes(total, [{ code: 'SALES', rate }], { included: true, decimals });
          const tax = new Decimal(line!.amount);
          const net = new Decimal(total).minus(tax);
          expect(net.plus(tax).equals(total)).toBe(true);
          expect(onMinorUnit(line!.amount, currency)).toBe(true);
          const halfUnit = new Decimal(1).dividedBy(10 ** decimals).dividedBy(2);
          // tax − net × rate = (1 + rate)(tax − the exact contained tax), and rounding moves tax by at most half a unit.
          expect(tax.minus(net.times(rate)).abs().lessThanOrEqualTo(halfUnit.times(new Decimal(rate).plus(1)))).toBe(true);
        },
      ),
    );
  });

  it.each([
    ['1980.00', '0.08', 0, '147.00'], // 1980 × 8 ÷ 108 = 146.67 → ¥147
    ['2200.00', '0.1', 0, '200.00'],
    ['189.00', '0.16', 2, '26.07'], // 189 × 16 ÷ 116 = 26.0689…
    ['100.00', '0.0825', 2, '7.62'],
  ])('the tax contained in %s at %s (%i decimals) is %s', (total, rate, decimals, expected) => {
    expect(computeTaxes(total, [{ code: 'SALES', rate }], { included: true, decimals })[0]!.amount).toBe(expected);
  });

  it('rounds an added tax to whole yen', () => {
    expect(computeTaxes('1990.00', [{ code: 'SALES', rate: '0.08' }], { decimals: 0 })[0]!.amount).toBe('159.00');
  });
});

describe('taxComponents', () => {
  it.each([
    [HANDOFF.pickup, '0.08'],
    [HANDOFF.delivery, '0.08'],
    [HANDOFF.curbside, '0.08'],
    [HANDOFF.driveThrough, '0.08'],
    [HANDOFF.dineIn, '0.1'],
    [undefined, '0.08'],
  ])('charges Japan’s consumption tax for handoff %p at %s', (handoffId, rate) => {
    expect(taxComponents({ countryCode: 'JP', stateLabel: '27', locationRate: '0.10000', handoffId })).toEqual([{ code: 'CONSUMPTION', rate }]);
  });

  it('charges Mexico’s IVA at the location rate', () => {
    expect(taxComponents({ countryCode: 'MX', stateLabel: 'NLE', locationRate: '0.16000', handoffId: HANDOFF.pickup })).toEqual([{ code: 'IVA', rate: '0.16' }]);
  });
});

describe('pricesIncludeTax', () => {
  it.each([
    ['JP', true],
    ['MX', true],
    ['US', false],
    ['CA', false],
  ] as const)('%s: %p', (country, included) => {
    expect(pricesIncludeTax(country)).toBe(included);
  });
});

describe('priceOrder', () => {
  const lineArb = (currency: Currency) =>
    fc.record({
      unitPrice: amountIn(currency, 500_000),
      quantity: fc.integer({ min: 0, max: 12 }),
      percentOff: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
    });
  const orderArb = fc.constantFrom(...CURRENCIES).chain((currency) =>
    fc.record({
      currency: fc.constant(currency),
      lines: fc.array(lineArb(currency), { minLength: 1, maxLength: 5 }),
      handoffId: fc.constantFrom(...HANDOFFS),
      rate: fc.constantFrom(...RATES),
      taxIncluded: fc.boolean(),
      couponPercent: fc.option(fc.integer({ min: 1, max: 100 }).map(String), { nil: undefined }),
      tipPercent: fc.option(fc.integer({ min: 0, max: 30 }).map(String), { nil: undefined }),
      deliveryFee: amountIn(currency, 100_000),
    }),
  );

  type Order = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;

  function inputOf(order: Order): PricingInput {
    const taxes: TaxComponent[] = [{ code: 'SALES', rate: order.rate }];
    return {
      currency: order.currency,
      taxIncluded: order.taxIncluded,
      handoffId: order.handoffId,
      taxComponents: taxes,
      deliveryFee: order.deliveryFee,
      limits: resolveCartLimits(1),
      lines: order.lines.map((line, index) => ({
        itemId: index + 1,
        title: `Item ${index + 1}`,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        options: [],
        subcategoryId: 1,
      })),
      coupons: order.couponPercent ? [{ id: 1, code: 'SMOKE', typeId: 2, value: order.couponPercent, conditions: {} }] : [],
      tip: order.tipPercent ? { kind: 'percent', value: order.tipPercent } : null,
    };
  }

  it('never writes an amount with more decimals than the currency counts, and adds taxes only when prices exclude them', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const priced = priceOrder(inputOf(order));
        const amounts = [priced.subtotal, priced.discountTotal, priced.discountedSubtotal, priced.deliveryFee, priced.taxTotal, priced.tip, priced.total];
        for (const amount of [...amounts, ...priced.lines.map((line) => line.lineTotal), ...priced.taxes.map((tax) => tax.amount)]) {
          expect(onMinorUnit(amount, order.currency)).toBe(true);
        }
        const base = new Decimal(priced.discountedSubtotal).plus(priced.deliveryFee).plus(priced.tip);
        const expected = order.taxIncluded ? base : base.plus(priced.taxTotal);
        expect(new Decimal(priced.total).equals(expected)).toBe(true);
        expect(priced.taxIncluded).toBe(order.taxIncluded);
      }),
    );
  });

  it('prices a Japanese carryout at tax-inclusive yen: the total is the menu prices, 8 % of it is tax', () => {
    const priced = priceOrder({
      currency: 'JPY',
      taxIncluded: true,
      handoffId: HANDOFF.pickup,
      taxComponents: taxComponents({ countryCode: 'JP', stateLabel: '27', locationRate: '0.1', handoffId: HANDOFF.pickup }),
      limits: resolveCartLimits(1),
      lines: [
        { itemId: 1, title: 'Brisket plate', quantity: 2, unitPrice: '1980.00', options: [], subcategoryId: 1 },
        { itemId: 2, title: 'Cornbread', quantity: 1, unitPrice: '390.00', options: [], subcategoryId: 1 },
      ],
      coupons: [{ id: 1, code: 'SMOKE', typeId: 2, value: '15', conditions: {} }],
    });
    // 4350 − 15 % (652.5 → 652, half-to-even to whole yen) = 3698; tax contained: 3698 × 8 ÷ 108 = 273.93 → 274.
    expect(priced).toMatchObject({ subtotal: '4350.00', discountTotal: '652.00', discountedSubtotal: '3698.00', taxTotal: '274.00', total: '3698.00' });
  });
});
