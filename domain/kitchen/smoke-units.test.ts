import { countedAsOf, entryOfUnits, entryWeightUnit, unitsOfEntry } from './smoke-units';

describe('countedAsOf', () => {
  it.each([
    ['lb', undefined, 'weight'],
    ['100g', 'rack', 'weight'],
    [null, undefined, 'rack'],
    [null, 'piece', 'piece'],
  ] as const)('a meat sold by %s, asked %s, is counted by %s', (unit, asked, expected) => {
    expect(countedAsOf(unit, asked)).toBe(expected);
  });
});

describe('entryWeightUnit', () => {
  it('enters pounds in the US and kilograms in metric markets', () => {
    expect(entryWeightUnit('lb')).toBe('lb');
    expect(entryWeightUnit('100g')).toBe('kg');
    expect(entryWeightUnit('kg')).toBe('kg');
  });
});

describe('unitsOfEntry', () => {
  it.each([
    ['60', 'lb', 60],
    ['27.5', '100g', 275],
    ['27.55', '100g', null],
    ['20', 'kg', 20],
    ['20.5', 'kg', null],
    ['24', null, 24],
    ['2.5', null, null],
    ['0', null, 0],
    [' 12 ', null, 12],
    ['-3', null, null],
    ['1e3', null, null],
    ['10000', null, 10000],
    ['10001', null, null],
    ['', null, null],
  ] as const)('%s entered for a meat sold by %s is %s units of sale', (amount, unit, expected) => {
    expect(unitsOfEntry(amount, unit)).toBe(expected);
  });
});

describe('entryOfUnits', () => {
  it('writes units back as the manager enters them', () => {
    expect(entryOfUnits(275, '100g')).toBe('27.5');
    expect(entryOfUnits(60, 'lb')).toBe('60');
    expect(entryOfUnits(24, null)).toBe('24');
  });
});
