import { dayProblems, exceptionProblems, isCalendarDate, lastExceptionDate, weekProblems, type ExceptionDraft, type WeekDayHours } from './staff-hours';
import { HOURS_ERROR_CODES, hoursErrorCode } from './staff-hours-messages';

const closedWeek = (): WeekDayHours[] => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [], byAppointmentOnly: false }));

describe('dayProblems', () => {
  it.each([
    ['a closed day', [], []],
    ['split shifts in any order', [{ opened: '17:00', closed: '22:00' }, { opened: '11:00', closed: '14:00' }], []],
    ['back to back', [{ opened: '11:00', closed: '14:00' }, { opened: '14:00', closed: '22:00' }], []],
    ['one interval past midnight', [{ opened: '18:00', closed: '02:00' }], []],
    ['24 hours alone', [{ opened: '00:00', closed: '00:00' }], []],
    ['24 hours beside another', [{ opened: '06:00', closed: '06:00' }, { opened: '07:00', closed: '08:00' }], ['intervalEmpty']],
    ['an overlap', [{ opened: '11:00', closed: '14:30' }, { opened: '14:00', closed: '22:00' }], ['overlap']],
    ['an earlier interval past midnight covering a later one', [{ opened: '10:00', closed: '01:00' }, { opened: '20:00', closed: '21:00' }], ['overlap']],
    ['a time out of range', [{ opened: '24:00', closed: '02:00' }], ['timeInvalid']],
    ['a time with seconds', [{ opened: '11:00:00', closed: '14:00' }], ['timeInvalid']],
    ['seven intervals', Array.from({ length: 7 }, (_, hour) => ({ opened: `0${hour}:00`, closed: `0${hour}:30` })), ['tooManyIntervals']],
  ])('%s', (_, intervals, names) => {
    expect(dayProblems(intervals, 'monday').map((problem) => problem.name)).toEqual(names);
  });

  it('names the overlapping intervals and the day', () => {
    expect(dayProblems([{ opened: '11:00', closed: '14:30' }, { opened: '14:00', closed: '22:00' }], 'friday')[0]?.params).toEqual({
      first: '11:00–14:30',
      second: '14:00–22:00',
      day: 'friday',
    });
  });
});

describe('weekProblems', () => {
  it('accepts a closed week', () => expect(weekProblems(closedWeek())).toEqual([]));

  it('refuses a missing or repeated day', () => {
    expect(weekProblems(closedWeek().slice(1))[0]?.name).toBe('weekIncomplete');
    expect(weekProblems([...closedWeek().slice(1), { weekday: 2, intervals: [], byAppointmentOnly: false }])[0]?.name).toBe('weekIncomplete');
  });

  it('refuses a night that runs into the next day, Sunday into Monday too', () => {
    const week = closedWeek();
    week[6] = { weekday: 7, intervals: [{ opened: '20:00', closed: '02:00' }], byAppointmentOnly: false };
    week[0] = { weekday: 1, intervals: [{ opened: '01:00', closed: '09:00' }], byAppointmentOnly: false };
    expect(weekProblems(week)).toEqual([{ name: 'overnightOverlap', params: { day: 'sunday' } }]);
    week[0] = { weekday: 1, intervals: [{ opened: '02:00', closed: '09:00' }], byAppointmentOnly: false };
    expect(weekProblems(week)).toEqual([]);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2026-12-25', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
  ])('%s', (value, valid) => expect(isCalendarDate(value)).toBe(valid));
});

describe('exceptionProblems', () => {
  const today = '2026-11-20';
  const closed: ExceptionDraft = { date: '2026-11-26', closed: true, intervals: [], occasion: 'thanksgiving', note: null };
  it.each<[string, ExceptionDraft, string[]]>([
    ['a holiday closure', closed, []],
    ['today', { ...closed, date: today }, []],
    ['yesterday', { ...closed, date: '2026-11-19' }, ['datePast']],
    ['the last day of the horizon', { ...closed, date: lastExceptionDate(today) }, []],
    ['past the horizon', { ...closed, date: '2027-12-26' }, ['dateTooFar']],
    ['no date', { ...closed, date: '' }, ['dateRequired']],
    ['a date that does not exist', { ...closed, date: '2026-11-31' }, ['dateInvalid']],
    ['closed with intervals', { ...closed, intervals: [{ opened: '10:00', closed: '14:00' }] }, ['closedWithIntervals']],
    ['special hours without intervals', { ...closed, closed: false }, ['intervalsRequired']],
    ['special hours past midnight', { ...closed, closed: false, occasion: 'new-years-eve', intervals: [{ opened: '10:30', closed: '01:00' }] }, []],
    ['an unknown occasion', { ...closed, occasion: 'halloween' }, ['occasionUnknown']],
    ['a note', { ...closed, occasion: null, note: 'Inventory' }, []],
    ['a note and an occasion', { ...closed, note: 'Inventory' }, ['occasionAndNote']],
    ['a long note', { ...closed, occasion: null, note: 'x'.repeat(81) }, ['noteTooLong']],
  ])('%s', (_, draft, names) => {
    expect(exceptionProblems(draft, today).map((problem) => problem.name)).toEqual(names);
  });
});

describe('hoursErrorCode', () => {
  it('spells the message name in snake case under staff_hours_', () => {
    expect(hoursErrorCode('overnightOverlap')).toBe('staff_hours_overnight_overlap');
    expect(HOURS_ERROR_CODES).toContain('staff_hours_date_past');
  });
});
