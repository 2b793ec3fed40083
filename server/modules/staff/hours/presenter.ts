/** Hours rows → the hours screen's wire shapes (domain/wire/staff-hours.ts), times as 'HH:MM'. */
import { dropSeconds } from '@/domain/hours';
import type { WireHoursDay, WireHoursExceptionEntry, WireHoursInterval } from '@/domain/wire/staff-hours';
import type { ExceptionRow, WeekRow } from './repository';

const interval = (opened: string, closed: string): WireHoursInterval => ({ opened: dropSeconds(opened), closed: dropSeconds(closed) });

/** Monday..Sunday, seven entries; a day's active timed rows are its intervals in opening order. */
export function presentWeek(rows: readonly WeekRow[]): WireHoursDay[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const ofDay = rows.filter((row) => row.weekday === weekday);
    const byAppointmentOnly = ofDay.some((row) => row.byAppointmentOnly);
    const intervals = byAppointmentOnly
      ? []
      : ofDay
          .filter((row) => row.active && row.opened && row.closed)
          .map((row) => interval(row.opened!, row.closed!))
          .sort((a, b) => a.opened.localeCompare(b.opened));
    return { weekday, intervals, byAppointmentOnly };
  });
}

export function presentException(row: ExceptionRow): WireHoursExceptionEntry {
  return {
    id: row.id,
    date: row.date,
    closed: row.intervals.length === 0,
    intervals: row.intervals.map((entry) => interval(entry.opened, entry.closed)),
    occasion: row.occasion,
    note: row.note,
  };
}
