import { percentOfTaxRate, taxRateOfPercent } from './tax';

describe('taxRateOfPercent', () => {
  it.each([
    ['8.25', '0.08250'],
    ['14.975', '0.14975'],
    ['0', '0.00000'],
  ])('%s %% is %s', (percent, rate) => expect(taxRateOfPercent(percent)).toBe(rate));
});

describe('percentOfTaxRate', () => {
  it.each([
    ['0.08250', '8.25'],
    ['0.14975', '14.975'],
    ['0.00000', '0'],
  ])('%s is %s %%', (rate, percent) => expect(percentOfTaxRate(rate)).toBe(percent));
});
