import { quoteNumberOf } from './catering-forms';

describe('quoteNumberOf', () => {
  it.each([
    [{ quote: '5042' }, '5042'],
    [{ quote: ['5042', '9'] }, '5042'],
    [{ quote: '50a2' }, ''],
    [{ quote: '<script>' }, ''],
    [{ quote: '12345678901' }, ''],
    [{}, ''],
  ])('%j → %j', (query, expected) => {
    expect(quoteNumberOf(query)).toBe(expected);
  });
});
