/**
 * A store's pause of online orders for one handoff: for 15, 30 or 60 minutes, or until a manager
 * resumes. While paused, no order is taken for a time before the pause ends: ASAP is not offered
 * and the first time offered is the pause's end plus the lead time. A pause until resumed keeps
 * the rest of the store's day closed to orders; later days stay open for scheduling.
 */
export const PAUSE_CHOICES = [15, 30, 60, 'resume'] as const;
export type PauseChoice = (typeof PAUSE_CHOICES)[number];

/** until null: until a manager resumes. */
export type StorePause = { handoffId: number; until: Date | null };

/** When a pause chosen at `now` ends: null for one until resumed. */
export function pauseEndsAt(choice: PauseChoice, now: Date): Date | null {
  return choice === 'resume' ? null : new Date(now.getTime() + choice * 60_000);
}

/** The pause in force for a handoff at `now`, if any (a timed pause ends at its `until`). */
export function activePause(pauses: readonly StorePause[], handoffId: number, now: Date): StorePause | undefined {
  return pauses.find((pause) => pause.handoffId === handoffId && (pause.until === null || pause.until.getTime() > now.getTime()));
}

/**
 * The earliest instant a paused handoff takes orders for, given the instant the store's next
 * business day starts (for a pause until resumed); undefined when not paused.
 */
export function takingOrdersFrom(pause: StorePause | undefined, nextDayStart: Date): Date | undefined {
  if (!pause) return undefined;
  return pause.until ?? nextDayStart;
}
