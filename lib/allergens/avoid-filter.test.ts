import { avoidFromQuery, avoidFromStorage, avoidToValue, toggleAvoid } from './avoid-filter';

describe('avoidFromQuery', () => {
  it.each([
    ['us', undefined, null],
    ['us', null, null],
    ['us', '', []],
    ['us', 'milk', ['milk']],
    ['us', 'eggs,MILK,milk', ['milk', 'eggs']],
    ['us', ['milk', 'eggs'], ['milk', 'eggs']],
    ['us', 'mustard', []],
    ['ca', 'mustard', ['mustard']],
    ['eu', 'wheat,cereals-gluten', ['cereals-gluten']],
    ['us', 'milk,'.repeat(200), []],
    ['us', 'milk\u0000', []],
  ] as const)('%s %j → %j', (set, value, expected) => {
    expect(avoidFromQuery(set, value as never)).toEqual(expected);
  });
});

describe('avoidFromStorage', () => {
  it.each([
    ['us', null, []],
    ['us', 'milk,sesame', ['milk', 'sesame']],
    ['us', 'garbage', []],
  ] as const)('%s %j → %j', (set, stored, expected) => {
    expect(avoidFromStorage(set, stored)).toEqual(expected);
  });
});

describe('toggleAvoid', () => {
  it.each([
    [[], 'milk', true, ['milk']],
    [['eggs'], 'milk', true, ['milk', 'eggs']],
    [['milk', 'eggs'], 'milk', false, ['eggs']],
    [['milk'], 'milk', true, ['milk']],
  ] as const)('%j %s on=%s → %j', (labels, id, on, expected) => {
    expect(toggleAvoid('us', labels, id, on)).toEqual(expected);
  });
});

describe('avoidToValue', () => {
  it('joins with commas', () => {
    expect(avoidToValue(['milk', 'eggs'])).toBe('milk,eggs');
  });
});
