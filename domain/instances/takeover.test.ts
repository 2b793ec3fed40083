import { OWNER_SILENT_AFTER_MS, SESSION_GONE_SILENT_AFTER_MS, takeoverVerdict, type PendingOwner } from './takeover';

const BOUND = 120_000;
const alive: PendingOwner = { kind: 'instance', silentMs: 900, stopped: false };

describe('takeoverVerdict', () => {
  it.each<[string, PendingOwner, number, ReturnType<typeof takeoverVerdict>]>([
    ['a live owner keeps its key', alive, 10_000, 'wait'],
    ['a live owner keeps a brand new key', alive, 0, 'wait'],
    ['an owner silent for exactly the limit is still alive', { kind: 'instance', silentMs: OWNER_SILENT_AFTER_MS, stopped: false }, 1_000, 'wait'],
    ['an owner silent past the limit is dead', { kind: 'instance', silentMs: OWNER_SILENT_AFTER_MS + 1, stopped: false }, 1_000, 'owner-dead'],
    ['an owner that lost its session and missed a heartbeat is dead', { kind: 'instance', silentMs: SESSION_GONE_SILENT_AFTER_MS + 1, stopped: false, sessionGone: true }, 10, 'owner-dead'],
    ['an owner that lost its session but still beats is alive', { kind: 'instance', silentMs: SESSION_GONE_SILENT_AFTER_MS, stopped: false, sessionGone: true }, 10, 'wait'],
    ['an owner holding its session is alive however briefly silent', { kind: 'instance', silentMs: SESSION_GONE_SILENT_AFTER_MS + 1, stopped: false, sessionGone: false }, 10, 'wait'],
    ['a stopped owner is dead at once', { kind: 'instance', silentMs: 0, stopped: true }, 10, 'owner-dead'],
    ['an owner whose row was pruned is dead', { kind: 'forgotten' }, 10, 'owner-dead'],
    ['this process never takes over its own young key', { kind: 'self' }, 60_000, 'wait'],
    ['an unnamed owner waits for the bound', { kind: 'unnamed' }, BOUND, 'wait'],
    ['an unnamed owner is expired past the bound', { kind: 'unnamed' }, BOUND + 1, 'expired'],
    ['a live owner loses its key past the bound', alive, BOUND + 1, 'expired'],
    ['this process loses its own key past the bound', { kind: 'self' }, BOUND + 1, 'expired'],
    ['a dead owner is reported as dead even past the bound', { kind: 'instance', silentMs: 60_000, stopped: false }, BOUND + 1, 'owner-dead'],
  ])('%s', (_name, owner, pendingMs, expected) => {
    expect(takeoverVerdict(owner, pendingMs, BOUND)).toBe(expected);
  });

  it('takes the silence limit as a parameter', () => {
    expect(takeoverVerdict({ kind: 'instance', silentMs: 2_000, stopped: false }, 0, BOUND, 1_000)).toBe('owner-dead');
  });
});
