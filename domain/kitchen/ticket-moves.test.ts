import type { WireOrderStatus } from '@/domain/wire/orders';
import { checkTicketMove, type TicketMove } from './ticket-moves';

describe('checkTicketMove', () => {
  it.each<[TicketMove, WireOrderStatus, ReturnType<typeof checkTicketMove>]>([
    ['bump', 'paid', { ok: true, to: 'ready' }],
    ['bump', 'preparing', { ok: true, to: 'ready' }],
    ['bump', 'ready', { ok: false, reason: 'already-ready' }],
    ['bump', 'delivering', { ok: false, reason: 'closed' }],
    ['bump', 'completed', { ok: false, reason: 'closed' }],
    ['bump', 'cancelled', { ok: false, reason: 'closed' }],
    ['bump', 'open', { ok: false, reason: 'closed' }],
    ['recall', 'ready', { ok: true, to: 'preparing' }],
    ['recall', 'paid', { ok: false, reason: 'not-ready' }],
    ['recall', 'preparing', { ok: false, reason: 'not-ready' }],
    ['recall', 'completed', { ok: false, reason: 'closed' }],
    ['recall', 'delivering', { ok: false, reason: 'closed' }],
    ['recall', 'cancelled', { ok: false, reason: 'closed' }],
  ])('%s from %s', (move, from, expected) => {
    expect(checkTicketMove(move, from)).toEqual(expected);
  });
});
