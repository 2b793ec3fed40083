import { judgePin, lockRemainingMs, MAX_PIN_FAILURES, PIN_LOCKOUT_MS, type PinState } from './lockout';

const now = new Date('2030-05-01T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const fresh: PinState = { failures: 0, lockedUntil: null };

describe('judgePin', () => {
  it.each<[string, PinState, boolean, string, PinState]>([
    ['a right PIN on a fresh card', fresh, true, 'ok', fresh],
    ['a right PIN clears earlier failures', { failures: 3, lockedUntil: null }, true, 'ok', fresh],
    ['a first wrong PIN', fresh, false, 'wrong', { failures: 1, lockedUntil: null }],
    ['the 4th wrong PIN', { failures: 3, lockedUntil: null }, false, 'wrong', { failures: 4, lockedUntil: null }],
    ['the 5th wrong PIN locks for the lockout time', { failures: 4, lockedUntil: null }, false, 'locked', { failures: 0, lockedUntil: at(PIN_LOCKOUT_MS) }],
    ['a card counted past the limit before locks existed locks on its next wrong PIN', { failures: 7, lockedUntil: null }, false, 'locked', { failures: 0, lockedUntil: at(PIN_LOCKOUT_MS) }],
    ['a right PIN once the lock has ended', { failures: 0, lockedUntil: at(-1) }, true, 'ok', fresh],
    ['a wrong PIN once the lock has ended counts from zero', { failures: 0, lockedUntil: at(0) }, false, 'wrong', { failures: 1, lockedUntil: null }],
  ])('%s', (_name, state, matches, outcome, next) => {
    const verdict = judgePin(state, matches, now);
    expect(verdict.outcome).toBe(outcome);
    expect(verdict.next).toEqual(next);
  });

  it('refuses even the right PIN while locked, with the time left, and leaves the state alone', () => {
    const locked: PinState = { failures: 0, lockedUntil: at(60_000) };
    expect(judgePin(locked, true, now)).toEqual({ outcome: 'locked', next: locked, retryAfterMs: 60_000 });
    expect(judgePin(locked, false, now)).toEqual({ outcome: 'locked', next: locked, retryAfterMs: 60_000 });
  });

  it(`locks after exactly ${MAX_PIN_FAILURES} wrong PINs in a row`, () => {
    let state = fresh;
    const outcomes: string[] = [];
    for (let i = 0; i < MAX_PIN_FAILURES; i += 1) {
      const verdict = judgePin(state, false, now);
      outcomes.push(verdict.outcome);
      state = verdict.next;
    }
    expect(outcomes).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'locked']);
  });
});

describe('lockRemainingMs', () => {
  it.each<[PinState, number]>([
    [fresh, 0],
    [{ failures: 0, lockedUntil: at(-5) }, 0],
    [{ failures: 0, lockedUntil: at(0) }, 0],
    [{ failures: 0, lockedUntil: at(90_000) }, 90_000],
  ])('%j → %d ms', (state, expected) => {
    expect(lockRemainingMs(state, now)).toBe(expected);
  });
});
