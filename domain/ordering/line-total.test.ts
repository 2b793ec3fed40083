import { lineTotal } from './line-total';
import { priceLine } from './pricing';

const viaPipeline = (unitPrice: string, deltas: readonly string[], quantity: number) =>
  priceLine({
    itemId: 7,
    title: 'Brisket',
    quantity,
    subcategoryId: null,
    unitPrice,
    options: deltas.map((priceDelta, index) => ({ optionId: index + 1, title: `Option ${index + 1}`, priceDelta })),
  }).lineTotal;

describe('lineTotal', () => {
  it.each([
    ['a plain item', '12.49', [], 1, '12.49'],
    ['two of it', '12.49', [], 2, '24.98'],
    ['with option deltas', '12.49', ['1.50', '0.75'], 3, '44.22'],
    ['a discounting option', '9.99', ['-2.00'], 2, '15.98'],
    ['options that make it free', '2.00', ['-2.00'], 4, '0.00'],
    ['a quantity of zero', '12.49', ['1.00'], 0, '0.00'],
    ['whole-unit prices (yen)', '1200', ['150'], 2, '2700.00'],
    ['rounded half-to-even once, at the end (down)', '0.125', [], 1, '0.12'],
    ['rounded half-to-even once, at the end (up)', '0.135', [], 1, '0.14'],
    ['sub-cent deltas add up before rounding', '1.005', ['0.0025'], 2, '2.02'],
    ['a price written with spaces around it', ' 5.50 ', [], 2, '11.00'],
  ] as const)('%s', (_name, unitPrice, deltas, quantity, expected) => {
    expect(lineTotal(unitPrice, deltas, quantity)).toBe(expected);
    expect(viaPipeline(unitPrice, deltas, quantity)).toBe(expected);
  });

  it.each([
    ['a negative price', '-1.00', [], 1],
    ['options that make the price negative', '1.00', ['-1.50'], 1],
    ['a price that is no decimal', '12,49', [], 1],
    ['a delta that is no decimal', '12.49', ['1e2'], 1],
    ['a fractional quantity', '12.49', [], 1.5],
    ['a negative quantity', '12.49', [], -1],
  ] as const)('refuses %s, as the pipeline does', (_name, unitPrice, deltas, quantity) => {
    expect(() => lineTotal(unitPrice, deltas, quantity)).toThrow(RangeError);
    expect(() => viaPipeline(unitPrice, deltas, quantity)).toThrow(RangeError);
  });
});
