/**
 * The catering contest runs by season: one calendar quarter (UTC) per drawing, and one entry per
 * email address per season.
 */
type ContestPeriod = { id: string; startsOn: string; nextStartsOn: string };

const day = (year: number, month: number) => new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);

/** The season `now` falls in: '2026-Q4', from 2026-10-01, the next from 2027-01-01. */
export function contestPeriodOf(now: Date): ContestPeriod {
  const year = now.getUTCFullYear();
  const quarter = Math.floor(now.getUTCMonth() / 3);
  return { id: `${year}-Q${quarter + 1}`, startsOn: day(year, quarter * 3), nextStartsOn: day(year, quarter * 3 + 3) };
}
