/**
 * The wrong-PIN lock of a gift card, as a pure rule taking `now`. PIN_FAILURES_PER_LOCK wrong
 * PINs in a row lock the card; each lock lasts longer than the one before (PIN_LOCK_SCHEDULE_MS),
 * and the lock after the last of the schedule holds until staff unlock the card. While locked,
 * every PIN (even the right one) is refused. The right PIN on an unlocked card clears the wrong
 * PINs and the locks: only its holder knows it. A stranger who knows a number thus gets
 * 5 × (schedule + 1) = 20 guesses in all, over about a day, never 480 a day.
 * An unknown number runs the same rule (with no right PIN), so its answers match a real card's.
 */
export const PIN_FAILURES_PER_LOCK = 5;

const MINUTE_MS = 60_000;

/** How long the 1st, 2nd and 3rd lock last; the 4th holds until staff unlock the card. */
export const PIN_LOCK_SCHEDULE_MS: readonly number[] = [15 * MINUTE_MS, 60 * MINUTE_MS, 24 * 60 * MINUTE_MS];

/** `failures`: wrong PINs since the last right PIN or lock; `locks`: locks since the last right PIN or staff unlock. */
export type PinState = { failures: number; locks: number; lockedUntil: Date | null };

export type PinVerdict =
  | { outcome: 'ok'; next: PinState }
  | { outcome: 'wrong'; next: PinState }
  | { outcome: 'locked'; next: PinState; retryAfterMs: number }
  | { outcome: 'held'; next: PinState };

export const UNLOCKED_PIN_STATE: PinState = { failures: 0, locks: 0, lockedUntil: null };

/** How long the `lock`-th lock lasts (1-based), or null when it holds until staff unlock the card. */
export function lockDurationMs(lock: number): number | null {
  return PIN_LOCK_SCHEDULE_MS[lock - 1] ?? null;
}

/** Whether the card is locked until staff unlock it. */
export function isHeld(state: PinState): boolean {
  return lockDurationMs(state.locks) === null && state.locks > 0;
}

/** How long a timed lock has yet to run at `now` (0 when none runs). */
export function lockRemainingMs(state: PinState, now: Date): number {
  return state.lockedUntil ? Math.max(0, state.lockedUntil.getTime() - now.getTime()) : 0;
}

/** Whether a PIN tried at `now` is refused unheard (the card is locked). */
export function isLocked(state: PinState, now: Date): boolean {
  return isHeld(state) || lockRemainingMs(state, now) > 0;
}

/** The verdict on one PIN try and the card's state after it. */
export function judgePin(state: PinState, pinMatches: boolean, now: Date): PinVerdict {
  if (isHeld(state)) return { outcome: 'held', next: state };
  const remaining = lockRemainingMs(state, now);
  if (remaining > 0) return { outcome: 'locked', next: state, retryAfterMs: remaining };
  if (pinMatches) return { outcome: 'ok', next: UNLOCKED_PIN_STATE };
  const failures = (state.lockedUntil ? 0 : state.failures) + 1;
  if (failures < PIN_FAILURES_PER_LOCK) return { outcome: 'wrong', next: { ...state, failures, lockedUntil: null } };
  const locks = state.locks + 1;
  const duration = lockDurationMs(locks);
  if (duration === null) return { outcome: 'held', next: { failures: 0, locks, lockedUntil: null } };
  return { outcome: 'locked', next: { failures: 0, locks, lockedUntil: new Date(now.getTime() + duration) }, retryAfterMs: duration };
}

/** What staff read of a card's lock at `now`: open, locked for a while, or held until they unlock it. */
export type PinLockStatus = 'open' | 'locked' | 'held';

export function pinLockStatus(state: PinState, now: Date): PinLockStatus {
  if (isHeld(state)) return 'held';
  return lockRemainingMs(state, now) > 0 ? 'locked' : 'open';
}
