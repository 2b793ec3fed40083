import { interpolate } from './interpolate';

describe('interpolate', () => {
  it.each([
    ['Minimum order quantity for this item is [count]', { count: 3 }, 'Minimum order quantity for this item is 3'],
    ['[first] and [second]', { first: 'a', second: 'b' }, 'a and b'],
    ['[count] of [count]', { count: 2 }, '2 of 2'],
    ['Hello [name]', {}, 'Hello [name]'],
    ['Hello [name]', { other: 'x' }, 'Hello [name]'],
    ['Zero is [count]', { count: 0 }, 'Zero is 0'],
    ['Empty [value]!', { value: '' }, 'Empty !'],
    ['No placeholders', { count: 1 }, 'No placeholders'],
    ['[toString] stays', {}, '[toString] stays'],
    ['[not a placeholder]', { not: 'x' }, '[not a placeholder]'],
  ])('%j with %j → %j', (template, values, expected) => {
    expect(interpolate(template, values)).toBe(expected);
  });

  it('does not re-read placeholders inside values', () => {
    expect(interpolate('[a][b]', { a: '[b]', b: 'B' })).toBe('[b]B');
  });
});
