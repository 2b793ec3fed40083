/**
 * The days an audit log read may span: calendar days 'YYYY-MM-DD', the first not after the last,
 * at most AUDIT_RANGE_MAX_DAYS apart. Either end may be left open. Pure: the caller turns the
 * days into instants (UTC midnights, the last day included).
 */
export const AUDIT_RANGE_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

type AuditRange = { from: Date | null; until: Date | null };
type AuditRangeProblem = 'dateInvalid' | 'rangeInvalid';

/** A calendar day at UTC midnight, or null when the text is no real day. */
export function utcDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day ? at : null;
}

/** From the first day's start to the end of the last day (the next day's start), or what is wrong. */
export function auditRange(from?: string, to?: string): AuditRange | AuditRangeProblem {
  const start = from ? utcDay(from) : null;
  const last = to ? utcDay(to) : null;
  if ((from && !start) || (to && !last)) return 'dateInvalid';
  if (start && last && (last < start || (last.getTime() - start.getTime()) / DAY_MS >= AUDIT_RANGE_MAX_DAYS)) return 'rangeInvalid';
  return { from: start, until: last ? new Date(last.getTime() + DAY_MS) : null };
}
