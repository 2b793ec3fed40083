/**
 * A store's pauses of online orders as the pause notice shows them: each paused handoff with the
 * end of its pause on the store's clock ('18:30'), read here once in the store's time zone, so the
 * notice only writes that clock the reader's way. The store and menu pages read it on the server;
 * the finder and the checkout, which carry the time-zone rules anyway, read it in the browser.
 */
import { slotClock } from '@/domain/ordering/timeslots';

/** A handoff's pause: until an instant (ISO) and that instant on the store's clock, or both null until the store resumes. */
export type StorePauseView = { handoffId: number; until: string | null; untilClock: string | null };

/** The pauses as the notice shows them; none without the store's time zone, which says when they end. */
export function toPauseViews(pauses: readonly { handoffId: number; until: string | null }[] = [], timeZone?: string): StorePauseView[] {
  if (!timeZone) return [];
  return pauses.map(({ handoffId, until }) => ({ handoffId, until, untilClock: until === null ? null : slotClock(Date.parse(until), timeZone).label }));
}
