/**
 * The instant a finder answer was read at, to say when a closed store opens: now, or the demo
 * clock the browser's API calls carry (domain/demo-clock.ts, sent by lib/api/headers.ts), so the
 * card agrees with the API's "open now" in a demo at another hour.
 */
import { DEMO_CLOCK_COOKIE, parseDemoClock } from '@/domain/demo-clock';
import { readCookie } from '@/lib/cookies';

export function finderNow(): Date {
  return parseDemoClock(readCookie(DEMO_CLOCK_COOKIE)) ?? new Date();
}
