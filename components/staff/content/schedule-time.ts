/**
 * A publishing time as the console's date-and-time field gives it ("2026-12-01T14:00"), read in the
 * browser's own time zone as the field shows it, to the instant the API takes; null when empty or
 * not a date and time. Posts and list entries are scheduled by this one rule.
 */
export function scheduledInstant(fieldValue: string): string | null {
  if (fieldValue.trim() === '') return null;
  const when = new Date(fieldValue);
  return Number.isNaN(when.getTime()) ? null : when.toISOString();
}
