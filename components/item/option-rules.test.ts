import {
  canChooseMore,
  chosenOptionIds,
  clampQuantity,
  groupError,
  initialSelection,
  isSingleChoice,
  selectionErrors,
  toggleOption,
  type GroupRule,
} from './option-rules';

const bread: GroupRule = { id: 1, minChoices: 1, maxChoices: 1, options: [{ id: 11, isDefault: true }, { id: 12 }, { id: 13 }] };
const sides: GroupRule = { id: 2, minChoices: 2, maxChoices: 2, options: [{ id: 21 }, { id: 22 }, { id: 23 }] };
const sauce: GroupRule = { id: 3, minChoices: 0, maxChoices: 2, options: [{ id: 31 }, { id: 32 }, { id: 33 }] };
const extra: GroupRule = { id: 4, minChoices: 0, maxChoices: 1, options: [{ id: 41 }] };

describe('isSingleChoice', () => {
  it.each([
    [bread, true],
    [extra, true],
    [sides, false],
    [sauce, false],
  ])('group %# is radio: %s', (group, expected) => {
    expect(isSingleChoice(group)).toBe(expected);
  });
});

describe('initialSelection', () => {
  it('chooses the defaults and nothing else', () => {
    expect(initialSelection([bread, sides, sauce])).toEqual({ 1: [11], 2: [], 3: [] });
  });
  it('never starts past the maximum', () => {
    const greedy: GroupRule = { id: 9, minChoices: 0, maxChoices: 1, options: [{ id: 1, isDefault: true }, { id: 2, isDefault: true }] };
    expect(initialSelection([greedy])).toEqual({ 9: [1] });
  });
});

describe('toggleOption', () => {
  it('swaps the choice of a radio group', () => {
    expect(toggleOption({ 1: [11] }, bread, 12)).toEqual({ 1: [12] });
  });
  it('keeps a required radio choice when it is chosen again', () => {
    const selection = { 1: [11] };
    expect(toggleOption(selection, bread, 11)).toBe(selection);
  });
  it('clears an optional radio choice when it is chosen again', () => {
    expect(toggleOption({ 4: [41] }, extra, 41)).toEqual({ 4: [] });
  });
  it('adds and removes checkbox choices', () => {
    const one = toggleOption({ 2: [] }, sides, 21);
    expect(one).toEqual({ 2: [21] });
    expect(toggleOption(one, sides, 21)).toEqual({ 2: [] });
  });
  it('refuses a checkbox choice past the maximum', () => {
    const full = { 3: [31, 32] };
    expect(toggleOption(full, sauce, 33)).toBe(full);
    expect(canChooseMore(full, sauce)).toBe(false);
    expect(canChooseMore({ 3: [31] }, sauce)).toBe(true);
  });
  it('ignores an option of another group', () => {
    const selection = { 2: [] };
    expect(toggleOption(selection, sides, 11)).toBe(selection);
  });
});

describe('groupError', () => {
  it.each<[string, GroupRule, number[], ReturnType<typeof groupError>]>([
    ['required radio, nothing chosen', bread, [], { kind: 'required' }],
    ['required radio, chosen', bread, [12], null],
    ['exactly two, none', sides, [], { kind: 'tooFew', count: 2 }],
    ['exactly two, one', sides, [21], { kind: 'tooFew', count: 2 }],
    ['exactly two, two', sides, [21, 22], null],
    ['exactly two, three', sides, [21, 22, 23], { kind: 'tooMany', count: 2 }],
    ['optional, none', sauce, [], null],
    ['optional, at the maximum', sauce, [31, 32], null],
    ['optional, past the maximum', sauce, [31, 32, 33], { kind: 'tooMany', count: 2 }],
  ])('%s', (_case, group, chosen, expected) => {
    expect(groupError(group, chosen)).toEqual(expected);
  });
});

describe('selectionErrors', () => {
  it('names every broken group and only those', () => {
    expect(selectionErrors([bread, sides, sauce], { 1: [11], 2: [21] })).toEqual({ 2: { kind: 'tooFew', count: 2 } });
    expect(selectionErrors([bread, sides, sauce], { 1: [11], 2: [21, 23] })).toEqual({});
  });
});

describe('chosenOptionIds', () => {
  it('lists the choices in group order', () => {
    expect(chosenOptionIds([bread, sides, sauce], { 3: [32], 1: [12], 2: [23, 21] })).toEqual([12, 23, 21, 32]);
  });
});

describe('clampQuantity', () => {
  it.each([
    [0, 1, 1],
    [-4, 1, 1],
    [1, 3, 3],
    [5, 3, 5],
    [2.7, 1, 2],
    [5000, 1, 999],
    [Number.NaN, 2, 2],
  ])('%d with minimum %d gives %d', (value, minimum, expected) => {
    expect(clampQuantity(value, minimum)).toBe(expected);
  });
});
