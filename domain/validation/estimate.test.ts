import { ESTIMATE_LIMITS } from './catering';
import { feeTitleProblem, moneyProblem, percentProblem, percentToRate, quantityProblem, rateToPercent, reasonProblem, titleProblem, totalProblem } from './estimate';

describe('percentToRate and rateToPercent', () => {
  it.each([
    ['25', '0.25'],
    ['8.25', '0.0825'],
    ['0', '0'],
    ['100', '1'],
    ['0.0001', '0.000001'],
  ])('%s %% is the rate %s, and back', (percent, rate) => {
    expect(percentToRate(percent)).toBe(rate);
    expect(rateToPercent(rate)).toBe(percent);
  });
});

describe('rateToPercent', () => {
  it.each([
    ['0.100000', '10'],
    ['0.000000', '0'],
    ['1.0', '100'],
  ])('writes the API rate %s as %s %%', (rate, percent) => {
    expect(rateToPercent(rate)).toBe(percent);
  });
});

describe('totalProblem', () => {
  it.each([
    ['0.00', null],
    [ESTIMATE_LIMITS.total.max, null],
    ['999999.990', null],
    ['1000000.00', 'totalTooLarge'],
    ['999999.991', 'totalTooLarge'],
  ])('%s: %s', (total, problem) => {
    expect(totalProblem(total)).toBe(problem);
  });
});

describe('percentProblem', () => {
  it.each(['0', '25', '8.25', '100', '100.0', ' 12.5 ', '0.0001'])('takes %j', (percent) => {
    expect(percentProblem(percent)).toBeNull();
  });

  it.each(['', '-1', '100.01', '1000', '12,5', '0.00001', 'abc', '1e2'])('refuses %j', (percent) => {
    expect(percentProblem(percent)).toBe('percentInvalid');
  });
});

describe('moneyProblem', () => {
  it.each([
    ['0', null],
    ['12.5', null],
    ['12.50', null],
    ['9999999.99', null],
    ['12.505', 'moneyInvalid'],
    ['-1', 'moneyInvalid'],
    ['', 'moneyInvalid'],
    ['10000000', 'moneyInvalid'],
  ])('%j: %s', (amount, problem) => {
    expect(moneyProblem(amount)).toBe(problem);
  });
});

describe('quantityProblem', () => {
  it.each([
    [ESTIMATE_LIMITS.quantity.min, null],
    [ESTIMATE_LIMITS.quantity.max, null],
    [ESTIMATE_LIMITS.quantity.min - 1, 'quantityOutOfRange'],
    [ESTIMATE_LIMITS.quantity.max + 1, 'quantityOutOfRange'],
    [1.5, 'quantityOutOfRange'],
    [Number.NaN, 'quantityOutOfRange'],
  ])('%d: %s', (quantity, problem) => {
    expect(quantityProblem(quantity)).toBe(problem);
  });
});

describe('titleProblem and feeTitleProblem', () => {
  it('needs a title, trimmed, within its limit', () => {
    expect(titleProblem('  ')).toBe('titleRequired');
    expect(titleProblem(` ${'x'.repeat(ESTIMATE_LIMITS.lineTitle.max)} `)).toBeNull();
    expect(titleProblem('x'.repeat(ESTIMATE_LIMITS.lineTitle.max + 1))).toBe('titleTooLong');
    expect(feeTitleProblem('')).toBe('titleRequired');
    expect(feeTitleProblem('x'.repeat(ESTIMATE_LIMITS.feeTitle.max))).toBeNull();
    expect(feeTitleProblem('x'.repeat(ESTIMATE_LIMITS.feeTitle.max + 1))).toBe('feeTitleTooLong');
  });
});

describe('reasonProblem', () => {
  it.each([
    ['', false, null],
    ['  ', true, 'reasonRequired'],
    ['Event moved', true, null],
    ['x'.repeat(ESTIMATE_LIMITS.reason.max), false, null],
    ['x'.repeat(ESTIMATE_LIMITS.reason.max + 1), false, 'reasonTooLong'],
  ])('%j (required: %s): %s', (reason, required, problem) => {
    expect(reasonProblem(reason, required)).toBe(problem);
  });
});
