/**
 * A job's period as the cron expression of the PostgreSQL job queue, whose finest step is one
 * minute. The period is rounded down to one that divides the hour (or the day) evenly, so runs
 * are evenly spaced and never further apart than asked:
 *   under 2 minutes → every minute ('* * * * *');
 *   under an hour   → every m minutes, m the largest divisor of 60 not above the period;
 *   under a day     → every h hours on the hour, h the largest divisor of 24 not above the period;
 *   a day or more   → once a day at 00:00 UTC.
 * A job asking for less than a minute therefore runs once a minute on PostgreSQL (and at its own
 * period in-process on PGlite).
 */
const MINUTE_STEPS = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30];
const HOUR_STEPS = [1, 2, 3, 4, 6, 8, 12];

export function cronFor(everySeconds: number): string {
  if (!Number.isFinite(everySeconds) || everySeconds <= 0) throw new RangeError(`A job's period must be a positive number of seconds, got ${everySeconds}`);
  if (everySeconds < 3600) return everyStep(MINUTE_STEPS, Math.floor(everySeconds / 60), (m) => `*/${m} * * * *`);
  if (everySeconds < 86_400) return everyStep(HOUR_STEPS, Math.floor(everySeconds / 3600), (h) => `0 */${h} * * *`);
  return '0 0 * * *';
}

function everyStep(steps: number[], wanted: number, expression: (step: number) => string): string {
  const step = steps.filter((candidate) => candidate <= Math.max(1, wanted)).at(-1)!;
  return step === 1 ? expression(1).replace('*/1', '*') : expression(step);
}
