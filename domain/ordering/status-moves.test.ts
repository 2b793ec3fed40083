import type { WireHandoff, WireOrderStatus } from '@/domain/wire/orders';
import { checkStatusMove, nextStatuses, QUEUE_STATUSES, STATUS_MOVES } from './status-moves';

const ALL: WireOrderStatus[] = ['open', 'paid', 'preparing', 'ready', 'delivering', 'completed', 'cancelled'];

describe('nextStatuses', () => {
  it.each<[WireOrderStatus, WireHandoff, WireOrderStatus[]]>([
    ['open', 'pickup', []],
    ['paid', 'pickup', ['preparing', 'cancelled']],
    ['preparing', 'delivery', ['ready', 'cancelled']],
    ['ready', 'pickup', ['completed', 'cancelled']],
    ['ready', 'delivery', ['delivering', 'cancelled']],
    ['delivering', 'delivery', ['completed']],
    ['delivering', 'pickup', []],
    ['completed', 'pickup', []],
    ['cancelled', 'delivery', []],
  ])('%s (%s) → %j', (from, handoff, expected) => {
    expect(nextStatuses(from, handoff)).toEqual(expected);
  });
});

describe('checkStatusMove', () => {
  it.each<[WireOrderStatus, WireOrderStatus, WireHandoff, string]>([
    ['paid', 'preparing', 'pickup', 'ok'],
    ['preparing', 'ready', 'pickup', 'ok'],
    ['ready', 'completed', 'pickup', 'ok'],
    ['ready', 'delivering', 'delivery', 'ok'],
    ['delivering', 'completed', 'delivery', 'ok'],
    ['paid', 'cancelled', 'delivery', 'ok'],
    ['ready', 'ready', 'pickup', 'same-status'],
    ['open', 'paid', 'pickup', 'not-placed'],
    ['open', 'cancelled', 'pickup', 'not-placed'],
    ['completed', 'cancelled', 'pickup', 'final-status'],
    ['cancelled', 'paid', 'pickup', 'final-status'],
    ['paid', 'ready', 'pickup', 'not-allowed'],
    ['ready', 'delivering', 'pickup', 'not-allowed'],
    ['ready', 'completed', 'delivery', 'not-allowed'],
    ['delivering', 'cancelled', 'delivery', 'not-allowed'],
    ['preparing', 'paid', 'pickup', 'not-allowed'],
  ])('%s → %s (%s): %s', (from, to, handoff, expected) => {
    const check = checkStatusMove(from, to, handoff);
    expect(check.ok ? 'ok' : check.reason).toBe(expected);
  });

  it('allows exactly the moves of the table, for every pair of statuses', () => {
    for (const handoff of ['pickup', 'delivery'] as const) {
      for (const from of ALL) {
        for (const to of ALL) {
          const listed = STATUS_MOVES[from].some((move) => move.to === to && move.handoffs.includes(handoff));
          expect(checkStatusMove(from, to, handoff).ok).toBe(listed);
        }
      }
    }
  });
});

describe('QUEUE_STATUSES', () => {
  it('holds every status but the unpaid cart', () => {
    expect([...QUEUE_STATUSES].sort()).toEqual(ALL.filter((status) => status !== 'open').sort());
  });
});
