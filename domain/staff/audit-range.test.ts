import { auditRange, utcDay } from './audit-range';

describe('utcDay', () => {
  it.each([
    ['2030-03-04', '2030-03-04T00:00:00.000Z'],
    ['2028-02-29', '2028-02-29T00:00:00.000Z'],
    ['2030-02-29', null],
    ['2030-13-01', null],
    ['2030-3-4', null],
    ['', null],
  ])('%s → %s', (text, expected) => {
    expect(utcDay(text)?.toISOString() ?? null).toBe(expected);
  });
});

describe('auditRange', () => {
  it.each([
    [undefined, undefined, { from: null, until: null }],
    ['2030-03-04', undefined, { from: '2030-03-04T00:00:00.000Z', until: null }],
    [undefined, '2030-03-04', { from: null, until: '2030-03-05T00:00:00.000Z' }],
    ['2030-03-04', '2030-03-04', { from: '2030-03-04T00:00:00.000Z', until: '2030-03-05T00:00:00.000Z' }],
    ['2030-01-01', '2031-01-01', { from: '2030-01-01T00:00:00.000Z', until: '2031-01-02T00:00:00.000Z' }],
  ])('%s to %s is a range', (from, to, expected) => {
    const range = auditRange(from, to);
    expect(typeof range).toBe('object');
    if (typeof range === 'string') return;
    expect({ from: range.from?.toISOString() ?? null, until: range.until?.toISOString() ?? null }).toEqual(expected);
  });

  it.each([
    ['2030-02-30', undefined, 'dateInvalid'],
    [undefined, 'tomorrow', 'dateInvalid'],
    ['2030-03-05', '2030-03-04', 'rangeInvalid'],
    ['2030-01-01', '2031-01-02', 'rangeInvalid'],
  ])('%s to %s is refused: %s', (from, to, problem) => {
    expect(auditRange(from, to)).toBe(problem);
  });
});
