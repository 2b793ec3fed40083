import { COUNTRIES, type CountryCode } from '@/domain/markets';
import { caloriesPerWeight, formatWeight, lineQuantityText, METRIC_ENGLISH_LOCALES, POUNDS_IN, priceUnitOf, weightOfQuantity, weightUnitOf, WEIGHT_UNIT_OF_COUNTRY } from './weight-units';

describe('priceUnitOf', () => {
  it.each([
    ['lb', 'US', 'lb'],
    ['lb', 'CA', '100g'],
    ['lb', 'JP', '100g'],
    ['lb', 'BR', 'kg'],
    ['lb', 'MX', 'kg'],
    ['lb', 'AE', 'kg'],
    ['each', 'JP', 'each'],
    ['serving', 'CA', 'serving'],
  ] as const)('an item sold by %s in %s is priced per %s', (unit, country, expected) => {
    expect(priceUnitOf(unit, country)).toBe(expected);
  });

  it('sells by the pound in the US alone: grams and kilograms everywhere else', () => {
    const imperial = (Object.keys(COUNTRIES) as CountryCode[]).filter((country) => WEIGHT_UNIT_OF_COUNTRY[country] === 'lb');
    expect(imperial).toEqual(['US']);
  });
});

describe('POUNDS_IN', () => {
  it('weighs 100 g and 1 kg in pounds, a kilogram ten times 100 g', () => {
    expect(Number(POUNDS_IN['100g']) * 453.59237).toBeCloseTo(100, 5);
    expect(Number(POUNDS_IN.kg)).toBeCloseTo(Number(POUNDS_IN['100g']) * 10, 8);
  });
});

describe('weightUnitOf', () => {
  it.each([
    ['lb', 'US', 'lb'],
    ['lb', 'CA', '100g'],
    ['lb', 'BR', 'kg'],
    ['each', 'CA', null],
  ] as const)('an item sold by %s in %s counts its quantity in %s', (unit, country, expected) => {
    expect(weightUnitOf(unit, country)).toBe(expected);
  });
});

describe('weightOfQuantity', () => {
  it.each([
    [1, '100g', { amount: 100, unit: 'gram' }],
    [3, '100g', { amount: 300, unit: 'gram' }],
    [9, '100g', { amount: 900, unit: 'gram' }],
    [10, '100g', { amount: 1, unit: 'kilogram' }],
    [12, '100g', { amount: 1.2, unit: 'kilogram' }],
    [2, 'kg', { amount: 2, unit: 'kilogram' }],
    [2, 'lb', { amount: 2, unit: 'pound' }],
  ] as const)('%i × %s weighs %o', (quantity, unit, expected) => {
    expect(weightOfQuantity(quantity, unit)).toEqual(expected);
  });
});

describe('formatWeight', () => {
  it.each([
    [{ amount: 300, unit: 'gram' }, 'fr-CA', '300 g'],
    [{ amount: 1.2, unit: 'kilogram' }, 'fr-CA', '1,2 kg'],
    [{ amount: 1.2, unit: 'kilogram' }, 'pt-BR', '1,2 kg'],
    [{ amount: 2, unit: 'pound' }, 'en-US', '2 lb'],
    [{ amount: 500, unit: 'gram' }, 'ja-JP', '500 g'],
    [{ amount: 3, unit: 'kilogram' }, 'es-MX', '3 kg'],
  ] as const)('%o in %s reads %s', (weight, language, expected) => {
    expect(formatWeight(weight, language).replace(/\s/g, ' ')).toBe(expected);
  });
});

describe('lineQuantityText', () => {
  it.each([
    [5, '100g', 'fr-CA', '500 g'],
    [12, '100g', 'ja-JP', '1.2 kg'],
    [2, 'lb', 'en-US', '2 lb'],
    [2, 'kg', 'es-MX', '2 kg'],
    [5, null, 'fr-CA', '5'],
  ] as const)('%i of %s in %s reads %s', (quantity, unit, language, expected) => {
    expect(lineQuantityText(quantity, unit, language).replace(/\s/g, ' ')).toBe(expected);
  });
});

describe('caloriesPerWeight', () => {
  it.each([
    [980, 'lb', 980],
    [980, '100g', 216],
    [980, 'kg', 2161],
    [0, '100g', 0],
  ] as const)('%i calories per pound are %s: %i', (calories, unit, expected) => {
    expect(caloriesPerWeight(calories, unit)).toBe(expected);
  });
});

describe('METRIC_ENGLISH_LOCALES', () => {
  it('are the English sites of every market but the US', () => {
    expect(METRIC_ENGLISH_LOCALES).toEqual(['en-ca', 'en-br', 'en-jp', 'en-mx', 'en-ae', 'en-eg', 'en-pk', 'en-ph']);
  });
});
