import { publishingFieldValue, publishingInstant } from './publishing-time';

const CHICAGO = 'America/Chicago';

describe('publishingInstant', () => {
  it.each([
    ['a winter afternoon (CST, UTC−6)', '2026-12-01T14:00', '2026-12-01T20:00:00.000Z'],
    ['a summer afternoon (CDT, UTC−5)', '2027-07-01T14:00', '2027-07-01T19:00:00.000Z'],
    ['the minute before the clocks spring forward', '2027-03-14T01:59', '2027-03-14T07:59:00.000Z'],
    ['a time the spring-forward skips: on by the gap (03:30 CDT)', '2027-03-14T02:30', '2027-03-14T08:30:00.000Z'],
    ['the first 01:30 of the fall-back night (CDT)', '2026-11-01T01:30', '2026-11-01T06:30:00.000Z'],
    ['midnight', '2026-12-31T00:00', '2026-12-31T06:00:00.000Z'],
  ])('reads %s on the brand’s clocks', (_what, field, instant) => {
    expect(publishingInstant(field, CHICAGO)).toBe(instant);
  });

  it('reads the same field differently in another zone', () => {
    expect(publishingInstant('2026-12-01T14:00', 'Asia/Tokyo')).toBe('2026-12-01T05:00:00.000Z');
    expect(publishingInstant('2026-07-01T09:00', 'America/Toronto')).toBe('2026-07-01T13:00:00.000Z');
  });

  it.each(['', '2026-12-01', '2026-02-30T10:00', '2026-12-01T24:00', '2026-12-01T10:60', 'tomorrow at noon'])('takes %j for no time', (field) => {
    expect(publishingInstant(field, CHICAGO)).toBeNull();
  });
});

describe('publishingFieldValue', () => {
  it('writes an instant back as the brand’s clocks show it, either side of a change', () => {
    expect(publishingFieldValue('2026-12-01T20:00:00.000Z', CHICAGO)).toBe('2026-12-01T14:00');
    expect(publishingFieldValue('2027-07-01T19:00:00.000Z', CHICAGO)).toBe('2027-07-01T14:00');
    expect(publishingFieldValue('2026-11-01T07:30:00.000Z', CHICAGO)).toBe('2026-11-01T01:30');
  });
});
