import { daysToEvent, eventDateOf, hoursToEvent } from './lead';

const at = (iso: string) => new Date(iso);
const lead = (eventStartsAt: string, timeZone = 'America/Chicago') => ({ eventStartsAt: at(eventStartsAt), timeZone });

describe('daysToEvent', () => {
  it.each([
    ['same local day, earlier hour', '2025-06-02T23:00:00Z', '2025-06-02T13:00:00Z', 0],
    ['the day before, late evening', '2025-06-03T14:00:00Z', '2025-06-03T04:59:00Z', 1],
    ['UTC already next day, Chicago still today', '2025-06-03T04:30:00Z', '2025-06-03T04:00:00Z', 0],
    ['the day after', '2025-06-01T23:00:00Z', '2025-06-02T15:00:00Z', -1],
    ['across the spring DST change', '2025-03-10T15:00:00Z', '2025-03-08T16:00:00Z', 2],
  ])('%s', (_name, event, now, days) => {
    expect(daysToEvent(lead(event), at(now))).toBe(days);
  });

  it('counts on the store\'s own calendar', () => {
    expect(daysToEvent(lead('2025-06-03T10:00:00Z', 'Asia/Tokyo'), at('2025-06-02T16:00:00Z'))).toBe(0);
    expect(daysToEvent(lead('2025-06-03T10:00:00Z', 'America/Chicago'), at('2025-06-02T16:00:00Z'))).toBe(1);
  });
});

describe('eventDateOf', () => {
  it('is the local date of the start', () => {
    expect(eventDateOf(lead('2025-06-03T04:30:00Z'))).toBe('2025-06-02');
  });
});

describe('hoursToEvent', () => {
  it('counts real hours, negative once started', () => {
    expect(hoursToEvent(lead('2025-06-03T12:00:00Z'), at('2025-06-01T12:00:00Z'))).toBe(48);
    expect(hoursToEvent(lead('2025-06-03T12:00:00Z'), at('2025-06-03T13:30:00Z'))).toBe(-1.5);
  });
});
