/**
 * The wrong-PIN lockout of a gift card, as a pure rule. MAX_PIN_FAILURES wrong PINs in a row lock
 * the card for PIN_LOCKOUT_MS; while locked, every PIN (even the right one) is refused with the
 * time left. When the lock ends the count starts again from zero, so a stranger who knows a card
 * number can delay its holder by minutes, never lock the card for good. The right PIN clears the count.
 */
export const MAX_PIN_FAILURES = 5;
export const PIN_LOCKOUT_MS = 15 * 60_000;

export type PinState = { failures: number; lockedUntil: Date | null };

export type PinVerdict =
  | { outcome: 'ok'; next: PinState }
  | { outcome: 'wrong'; next: PinState }
  | { outcome: 'locked'; next: PinState; retryAfterMs: number };

/** Whether the card is locked at `now`, and for how long yet. */
export function lockRemainingMs(state: PinState, now: Date): number {
  return state.lockedUntil ? Math.max(0, state.lockedUntil.getTime() - now.getTime()) : 0;
}

/** The verdict on one PIN try and the card's state after it. */
export function judgePin(state: PinState, pinMatches: boolean, now: Date): PinVerdict {
  const remaining = lockRemainingMs(state, now);
  if (remaining > 0) return { outcome: 'locked', next: state, retryAfterMs: remaining };
  if (pinMatches) return { outcome: 'ok', next: { failures: 0, lockedUntil: null } };
  const failures = (state.lockedUntil ? 0 : state.failures) + 1;
  if (failures < MAX_PIN_FAILURES) return { outcome: 'wrong', next: { failures, lockedUntil: null } };
  return {
    outcome: 'locked',
    next: { failures: 0, lockedUntil: new Date(now.getTime() + PIN_LOCKOUT_MS) },
    retryAfterMs: PIN_LOCKOUT_MS,
  };
}
