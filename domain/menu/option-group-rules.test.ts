import { caloriesProblem, freeSlug, groupProblem, priceDeltaOf, sellingProblem, slugOf, type GroupDraft } from './option-group-rules';

const option = (title: string, priceDelta = '0', isDefault = false) => ({ title, priceDelta, isDefault });
const sides = (overrides: Partial<GroupDraft> = {}): GroupDraft => ({ title: 'Sides', minChoices: 1, maxChoices: 2, options: [option('Slaw'), option('Beans'), option('Mac', '1.50')], ...overrides });

describe('priceDeltaOf', () => {
  it.each([
    ['1.5', '1.50'],
    ['-0.25', '-0.25'],
    [' 0 ', '0.00'],
    ['1000', '1000.00'],
    ['-1000.00', '-1000.00'],
    ['1000.01', null],
    ['1.234', null],
    ['1,50', null],
    ['', null],
    ['abc', null],
  ])('%j → %j', (raw, expected) => {
    expect(priceDeltaOf(raw)).toBe(expected);
  });
});

describe('groupProblem', () => {
  it.each([
    ['a valid group', sides(), null],
    ['no title', sides({ title: ' ' }), 'titleRequired'],
    ['no options', sides({ options: [], minChoices: 0, maxChoices: 1 }), 'noChoices'],
    ['at most zero', sides({ minChoices: 0, maxChoices: 0 }), 'noChoices'],
    ['min above max', sides({ minChoices: 3, maxChoices: 2 }), 'choicesInvalid'],
    ['max above the options', sides({ maxChoices: 4 }), 'choicesAboveOptions'],
    ['max equal to the options', sides({ maxChoices: 3 }), null],
    ['too many defaults', sides({ maxChoices: 1, minChoices: 0, options: [option('Slaw', '0', true), option('Beans', '0', true)] }), 'defaultsAboveMax'],
    ['an option without a title', sides({ options: [option('Slaw'), option('')] }), 'titleRequired'],
    ['a delta that is no amount', sides({ options: [option('Slaw'), option('Beans', '1.999')] }), 'priceDeltaInvalid'],
    ['an option with calories', sides({ options: [option('Slaw'), { ...option('Beans'), calories: 240 }] }), null],
    ['an option with negative calories', sides({ options: [option('Slaw'), { ...option('Beans'), calories: -1 }] }), 'optionCaloriesInvalid'],
    ['an option with too many calories', sides({ options: [option('Slaw'), { ...option('Beans'), calories: 20_001 }] }), 'optionCaloriesInvalid'],
  ] as const)('%s', (_case, group, expected) => {
    expect(groupProblem(group)?.name ?? null).toBe(expected);
  });

  it('names the group and the numbers at fault', () => {
    expect(groupProblem(sides({ maxChoices: 5 }))).toEqual({ name: 'choicesAboveOptions', params: { group: 'Sides', max: 5, count: 3 } });
  });
});

describe('caloriesProblem', () => {
  it.each([
    [null, null],
    [0, null],
    [20_000, null],
    [20_001, 'caloriesInvalid'],
    [-1, 'caloriesInvalid'],
    [1.5, 'caloriesInvalid'],
  ])('%j → %j', (calories, expected) => {
    expect(caloriesProblem(calories)?.name ?? null).toBe(expected);
  });
});

describe('sellingProblem', () => {
  it.each([
    ['each', 1, null],
    ['serving', 10, null],
    ['lb', 1000, null],
    ['pack', 1001, 'minQuantityInvalid'],
    ['each', 0, 'minQuantityInvalid'],
    ['each', 2.5, 'minQuantityInvalid'],
    ['tray', 1, 'unitUnknown'],
    ['', 1, 'unitUnknown'],
  ] as const)('%j, %j → %j', (unit, minQuantity, expected) => {
    expect(sellingProblem(unit, minQuantity)?.name ?? null).toBe(expected);
  });
});

describe('slugOf', () => {
  it.each([
    ['Pecan Pie (slice)', 'pecan-pie-slice'],
    ['Crème brûlée', 'creme-brulee'],
    ['  --Tea--  ', 'tea'],
    ['デザート', 'item'],
  ])('%j → %j', (title, expected) => {
    expect(slugOf(title)).toBe(expected);
  });
});

describe('freeSlug', () => {
  it('keeps a free slug and numbers a taken one', () => {
    expect(freeSlug('pie', new Set())).toBe('pie');
    expect(freeSlug('pie', new Set(['pie', 'pie-2']))).toBe('pie-3');
  });
});
