import { quickAddOptionIds, type QuickAddGroup } from './quick-add';

const option = (id: number, isDefault = false) => ({ id, isDefault });

describe('quickAddOptionIds', () => {
  const cases: [string, QuickAddGroup[], number[] | null][] = [
    ['an item without option groups adds as it is', [], []],
    ['an optional group adds its default', [{ minChoices: 0, maxChoices: 1, options: [option(1), option(2, true)] }], [2]],
    ['an optional group without a default adds nothing of it', [{ minChoices: 0, maxChoices: 3, options: [option(1), option(2)] }], []],
    ['defaults past the maximum are left out', [{ minChoices: 0, maxChoices: 1, options: [option(1, true), option(2, true)] }], [1]],
    ['a group with no maximum takes none', [{ minChoices: 0, maxChoices: 0, options: [option(1, true)] }], []],
    [
      'defaults of several groups, in group order',
      [
        { minChoices: 0, maxChoices: 2, options: [option(5, true), option(6, true)] },
        { minChoices: 0, maxChoices: 1, options: [option(7, true)] },
      ],
      [5, 6, 7],
    ],
    ['a required group means the diner must choose, even with a default', [{ minChoices: 1, maxChoices: 1, options: [option(1, true)] }], null],
    [
      'one required group among optional ones is enough to open the item',
      [
        { minChoices: 0, maxChoices: 1, options: [option(1, true)] },
        { minChoices: 2, maxChoices: 2, options: [option(2), option(3)] },
      ],
      null,
    ],
  ];
  it.each(cases)('%s', (_, groups, expected) => {
    expect(quickAddOptionIds(groups)).toEqual(expected);
  });
});
