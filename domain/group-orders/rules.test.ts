import { cleanGuestName, parsePerPersonLimit, sumLineTotals, takesItems, withinLimit } from './rules';

describe('parsePerPersonLimit', () => {
  it.each([
    ['25', '25.00'],
    [' 12.5 ', '12.50'],
    ['1', '1.00'],
    ['1000', '1000.00'],
    ['0.99', null],
    ['1000.01', null],
    ['12.345', null],
    ['-5', null],
    ['abc', null],
    ['', null],
    ['1e3', null],
  ])('%j → %j', (text, expected) => {
    expect(parsePerPersonLimit(text)).toBe(expected);
  });

  it.each([
    ['1500', '1500.00'],
    ['100000', '100000.00'],
    ['100001', null],
    ['99', null],
    ['1500.50', null],
  ])('in yen (no decimals) %j → %j', (text, expected) => {
    expect(parsePerPersonLimit(text, 0)).toBe(expected);
  });
});

describe('cleanGuestName', () => {
  it.each([
    ['  Ana  ', 'Ana'],
    ['Jean   Pierre', 'Jean Pierre'],
    ['   ', null],
    ['x'.repeat(41), null],
    ['x'.repeat(40), 'x'.repeat(40)],
  ])('%j → %j', (text, expected) => {
    expect(cleanGuestName(text)).toBe(expected);
  });
});

describe('takesItems', () => {
  const deadline = new Date('2026-06-01T12:00:00Z');
  it('takes items before the deadline when not locked', () => {
    expect(takesItems({ lockedAt: null, deadline }, new Date('2026-06-01T11:59:59Z'))).toBe(true);
  });
  it('refuses at the deadline itself', () => {
    expect(takesItems({ lockedAt: null, deadline }, deadline)).toBe(false);
  });
  it('refuses once locked, even before the deadline', () => {
    expect(takesItems({ lockedAt: new Date('2026-06-01T11:00:00Z'), deadline }, new Date('2026-06-01T11:30:00Z'))).toBe(false);
  });
});

describe('sumLineTotals', () => {
  it('adds money exactly', () => {
    expect(sumLineTotals(['0.10', '0.20', '15.99'])).toBe('16.29');
    expect(sumLineTotals([])).toBe('0.00');
  });
});

describe('withinLimit', () => {
  it.each([
    ['20.00', '20.00', true],
    ['20.01', '20.00', false],
    ['999.00', null, true],
  ])('%s within %s → %s', (subtotal, limit, expected) => {
    expect(withinLimit(subtotal, limit)).toBe(expected);
  });
});
