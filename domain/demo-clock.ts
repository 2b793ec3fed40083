/**
 * The demo clock: in demo mode a visitor's `hickory_clock` cookie (an ISO instant) sets the time
 * the storefront renders their pages at, and it reaches the API as the X-Hickory-Clock header,
 * which the API honours in demo mode only. Journeys use it to see the holiday season, or the
 * rest of the year, on any day, while other visitors of the same servers keep the real time.
 */
export const DEMO_CLOCK_COOKIE = 'hickory_clock';
export const DEMO_CLOCK_HEADER = 'x-hickory-clock';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant a demo clock value names, or null when it names none. */
export function parseDemoClock(value: string | string[] | null | undefined): Date | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || text.length > 40 || !INSTANT.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
