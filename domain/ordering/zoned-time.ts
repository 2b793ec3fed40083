/**
 * Wall-clock time in a store's IANA time zone, with Intl only (no date library).
 * Instants are epoch milliseconds; local dates are { year, month 1–12, day }.
 */

import { keptPerKey } from '../kept';

export type LocalDate = { year: number; month: number; day: number };
type LocalDateTime = LocalDate & { hour: number; minute: number; second: number };

const formatters = keptPerKey<Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return formatters(timeZone, () => {
    try {
      return new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new RangeError(`Unknown time zone "${timeZone}"`);
    }
  });
}

/** The wall-clock fields Intl gives for `instant` in `timeZone`. */
function partsAt(instant: number, timeZone: string): LocalDateTime {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = values;
  return { year, month, day, hour: hour % 24, minute, second };
}

/** How far `timeZone` is ahead of UTC at `instant` (whole seconds), asked of Intl. */
function askedOffset(instant: number, timeZone: string): number {
  const local = partsAt(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * Asking Intl costs microseconds, and a day of timeslots asks hundreds of times, so each zone's
 * offset is kept per quarter hour of UTC. A zone's offset changes months apart, never twice in a
 * quarter hour: one the same at both ends of its quarter hour holds throughout it, and one that
 * changes inside it is asked of Intl each time. The memo is emptied when it grows past its bound.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const KEPT_OFFSETS_MAX = 20_000;
const keptOffsets = new Map<string, number | null>();

function quarterHourOffset(instant: number, timeZone: string): number | null {
  const start = Math.floor(instant / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const key = `${timeZone}|${start}`;
  let offset = keptOffsets.get(key);
  if (offset === undefined) {
    const atStart = askedOffset(start, timeZone);
    offset = atStart === askedOffset(start + QUARTER_HOUR_MS - 1000, timeZone) ? atStart : null;
    if (keptOffsets.size >= KEPT_OFFSETS_MAX) keptOffsets.clear();
    keptOffsets.set(key, offset);
  }
  return offset;
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
export function offsetAt(instant: number, timeZone: string): number {
  return quarterHourOffset(instant, timeZone) ?? askedOffset(instant, timeZone);
}

/** The wall-clock date and time of `instant` in `timeZone`. */
export function toLocal(instant: number, timeZone: string): LocalDateTime {
  const shifted = new Date(instant + offsetAt(instant, timeZone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/**
 * The instant at which `timeZone`'s clocks show `date` plus `minutes` (which may pass 1440 into
 * the next day). A time repeated by a DST fall-back gives its first occurrence; a time skipped
 * by a spring-forward gives the instant as far after the gap as it was into it (02:30 → 03:30).
 */
export function zonedToUtc(date: LocalDate, minutes: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  const valid = [first, second].filter((candidate) => candidate + offsetAt(candidate, timeZone) === wall);
  return valid.length > 0 ? Math.min(...valid) : Math.max(first, second);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** 'YYYY-MM-DD'. */
export function formatLocalDate(date: LocalDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** 'HH:MM'. */
export function formatLocalTime(time: Pick<LocalDateTime, 'hour' | 'minute'>): string {
  return `${pad(time.hour)}:${pad(time.minute)}`;
}

const TIME_OF_DAY = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 'HH:MM:SS' or 'HH:MM' (as Postgres `time` writes it, 24:00:00 included) to minutes after midnight. */
export function parseTimeOfDay(value: string): number {
  const match = TIME_OF_DAY.exec(value.trim());
  const [hours, minutes, seconds] = [match?.[1], match?.[2], match?.[3] ?? '00'].map(Number) as [number, number, number];
  const valid = match && minutes < 60 && seconds < 60 && (hours < 24 || (hours === 24 && minutes === 0 && seconds === 0));
  if (!valid) throw new RangeError(`"${value}" is not a time of day (HH:MM:SS)`);
  return hours * 60 + minutes;
}
