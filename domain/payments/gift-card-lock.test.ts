import {
  isHeld,
  isLocked,
  judgePin,
  lockDurationMs,
  lockRemainingMs,
  PIN_FAILURES_PER_LOCK,
  PIN_LOCK_SCHEDULE_MS,
  UNLOCKED_PIN_STATE,
  type PinState,
} from './gift-card-lock';

const now = new Date('2030-05-01T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60_000;
const fresh = UNLOCKED_PIN_STATE;

describe('lockDurationMs', () => {
  it.each([
    [1, 15 * MINUTE],
    [2, 60 * MINUTE],
    [3, 24 * 60 * MINUTE],
    [4, null],
    [9, null],
  ])('lock %d lasts %p ms', (lock, expected) => {
    expect(lockDurationMs(lock)).toBe(expected);
  });
});

describe('judgePin', () => {
  it.each<[string, PinState, boolean, string, PinState]>([
    ['a right PIN on a fresh card', fresh, true, 'ok', fresh],
    ['a right PIN clears earlier failures and locks', { failures: 3, locks: 2, lockedUntil: at(-1) }, true, 'ok', fresh],
    ['a first wrong PIN', fresh, false, 'wrong', { failures: 1, locks: 0, lockedUntil: null }],
    ['the 4th wrong PIN', { failures: 3, locks: 0, lockedUntil: null }, false, 'wrong', { failures: 4, locks: 0, lockedUntil: null }],
    ['the 5th wrong PIN locks for 15 minutes', { failures: 4, locks: 0, lockedUntil: null }, false, 'locked', { failures: 0, locks: 1, lockedUntil: at(15 * MINUTE) }],
    ['the 5th wrong PIN after one lock locks for an hour', { failures: 4, locks: 1, lockedUntil: null }, false, 'locked', { failures: 0, locks: 2, lockedUntil: at(60 * MINUTE) }],
    ['the 5th wrong PIN after two locks locks for a day', { failures: 4, locks: 2, lockedUntil: null }, false, 'locked', { failures: 0, locks: 3, lockedUntil: at(24 * 60 * MINUTE) }],
    ['the 5th wrong PIN after three locks holds until staff unlock', { failures: 4, locks: 3, lockedUntil: null }, false, 'held', { failures: 0, locks: 4, lockedUntil: null }],
    ['a card counted past the limit before locks existed locks on its next wrong PIN', { failures: 7, locks: 0, lockedUntil: null }, false, 'locked', { failures: 0, locks: 1, lockedUntil: at(15 * MINUTE) }],
    ['a wrong PIN once a lock has ended counts from zero and keeps the locks', { failures: 0, locks: 1, lockedUntil: at(0) }, false, 'wrong', { failures: 1, locks: 1, lockedUntil: null }],
  ])('%s', (_name, state, matches, outcome, next) => {
    const verdict = judgePin(state, matches, now);
    expect(verdict.outcome).toBe(outcome);
    expect(verdict.next).toEqual(next);
  });

  it('refuses even the right PIN while locked, with the time left, and leaves the state alone', () => {
    const locked: PinState = { failures: 0, locks: 1, lockedUntil: at(60_000) };
    expect(judgePin(locked, true, now)).toEqual({ outcome: 'locked', next: locked, retryAfterMs: 60_000 });
    expect(judgePin(locked, false, now)).toEqual({ outcome: 'locked', next: locked, retryAfterMs: 60_000 });
  });

  it('refuses even the right PIN, at any time, once held', () => {
    const held: PinState = { failures: 0, locks: 4, lockedUntil: null };
    expect(judgePin(held, true, at(365 * 24 * 60 * MINUTE))).toEqual({ outcome: 'held', next: held });
  });

  it('gives a stranger 20 guesses over the whole schedule, then holds the card', () => {
    let state = fresh;
    let clock = 0;
    let guesses = 0;
    for (;;) {
      const verdict = judgePin(state, false, at(clock));
      if (verdict.outcome === 'locked' && verdict.next === state) {
        clock += verdict.retryAfterMs;
        continue;
      }
      if (verdict.outcome === 'held' && verdict.next === state) break;
      guesses += 1;
      state = verdict.next;
    }
    expect(guesses).toBe(PIN_FAILURES_PER_LOCK * (PIN_LOCK_SCHEDULE_MS.length + 1));
    expect(clock).toBe(PIN_LOCK_SCHEDULE_MS.reduce((sum, ms) => sum + ms, 0));
  });
});

describe('isLocked, isHeld and lockRemainingMs', () => {
  it.each<[PinState, boolean, boolean, number]>([
    [fresh, false, false, 0],
    [{ failures: 0, locks: 1, lockedUntil: at(-5) }, false, false, 0],
    [{ failures: 0, locks: 1, lockedUntil: at(0) }, false, false, 0],
    [{ failures: 0, locks: 2, lockedUntil: at(90_000) }, true, false, 90_000],
    [{ failures: 0, locks: 4, lockedUntil: null }, true, true, 0],
  ])('%j → locked %p, held %p, %d ms left', (state, locked, held, remaining) => {
    expect(isLocked(state, now)).toBe(locked);
    expect(isHeld(state)).toBe(held);
    expect(lockRemainingMs(state, now)).toBe(remaining);
  });
});
