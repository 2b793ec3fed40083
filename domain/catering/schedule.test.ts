import { LEAD_STATUS, type LeadStatusId } from './lead-status';
import { dueMoves, SCHEDULED_EVENTS } from './schedule';
import { buildScheduledLead, daysFrom, hoursFrom, NOW } from './testing/fixtures';
import { TRANSITIONS } from './transitions';

const S = LEAD_STATUS;
/** 18:00 in Chicago, `days` from NOW's date. */
const eventIn = (days: number) => daysFrom(new Date('2025-06-02T23:00:00.000Z'), days);
const moveOf = (status: LeadStatusId, eventStartsAt: Date, extra = {}) =>
  dueMoves([buildScheduledLead({ status, eventStartsAt, ...extra })], NOW).find((action) => action.kind === 'move');

describe('SCHEDULED_EVENTS', () => {
  it('holds every step of the system but "store closed", which needs the store\'s closures', () => {
    const systemEvents = new Set(TRANSITIONS.filter((rule) => rule.actors.includes('system')).map((rule) => rule.event));
    systemEvents.delete('storeClosed');
    expect(new Set(SCHEDULED_EVENTS)).toEqual(systemEvents);
  });
});

describe('dueMoves', () => {
  it('expires an estimate at its valid-until, not before', () => {
    const estimate = (validUntil: Date) => ({ estimate: { total: '400.00', deposit: '100.00', validUntil } });
    expect(moveOf(S.awaitingCustomer, eventIn(10), estimate(NOW))).toMatchObject({ event: 'expire', from: 2, to: 17 });
    expect(moveOf(S.awaitingPayment, eventIn(10), estimate(hoursFrom(NOW, -1)))).toMatchObject({ event: 'expire', to: 17 });
    expect(moveOf(S.awaitingCustomer, eventIn(10), estimate(hoursFrom(NOW, 0.001)))).toBeUndefined();
  });

  it.each([
    [S.bookedAtStore, 30, 'upcoming7Plus', S.upcomingSale7PlusDays],
    [S.bookedAtStore, 7, 'upcoming7Plus', S.upcomingSale7PlusDays],
    [S.bookedAtStore, 6, 'upcoming4To7', S.upcomingSale4To7Days],
    [S.bookedAtStore, 4, 'upcoming4To7', S.upcomingSale4To7Days],
    [S.bookedAtStore, 3, 'upcoming2To3', S.upcomingSale2To3Days],
    [S.bookedAtStore, 0, 'upcoming2To3', S.upcomingSale2To3Days],
    [S.upcomingSale7PlusDays, 7, null, null],
    [S.upcomingSale7PlusDays, 6, 'upcoming4To7', S.upcomingSale4To7Days],
    [S.upcomingSale7PlusDays, 3, 'upcoming2To3', S.upcomingSale2To3Days],
    [S.upcomingSale4To7Days, 4, null, null],
    [S.upcomingSale4To7Days, 3, 'upcoming2To3', S.upcomingSale2To3Days],
    [S.upcomingSale2To3Days, 1, null, null],
    [S.upcomingSale2To3Days, 0, null, null],
    [S.upcomingSale2To3Days, -1, 'complete', S.completedSale],
    [S.upcomingSale7PlusDays, -1, 'complete', S.completedSale],
    [S.bookedAtStore, -1, 'complete', S.completedSale],
  ] as const)('status %p with the event %p days away: %p → %p', (status, days, event, to) => {
    const move = moveOf(status, eventIn(days));
    expect(move ? [move.event, move.to] : [null, null]).toEqual([event, to]);
  });

  it('counts days on the store\'s calendar, not in UTC', () => {
    // 23:30 in Chicago on 2 June is already 3 June in UTC; the event is at 00:30 on 9 June.
    const now = new Date('2025-06-03T04:30:00.000Z');
    const lead = buildScheduledLead({ status: S.bookedAtStore, eventStartsAt: new Date('2025-06-09T05:30:00.000Z') });
    expect(dueMoves([lead], now)[0]).toMatchObject({ event: 'upcoming7Plus' });
  });

  it('completes a held event from the day after, not on its day', () => {
    const lead = (eventStartsAt: Date) => buildScheduledLead({ status: S.upcomingSale2To3Days, eventStartsAt });
    expect(dueMoves([lead(hoursFrom(NOW, -10))], NOW)).toEqual([]);
    expect(dueMoves([lead(hoursFrom(NOW, -11))], NOW)[0]).toMatchObject({ event: 'complete', to: 10 });
  });

  it.each([
    ['99 guests, 1499.99, 4 days away', { headcount: 99, requestTotal: '1499.99', eventStartsAt: eventIn(4) }, false],
    ['100 guests', { headcount: 100, requestTotal: '1.00', eventStartsAt: eventIn(30) }, true],
    ['a request total of 1500.00', { headcount: 1, requestTotal: '1500.00', eventStartsAt: eventIn(30) }, true],
    ['the event 3 days away', { headcount: 1, requestTotal: null, eventStartsAt: eventIn(3) }, true],
  ])('marks a submitted lead hot: %s → %p', (_name, lead, hot) => {
    for (const status of [S.customerCreatedLead, S.lead]) {
      const move = moveOf(status, lead.eventStartsAt, { ...lead, estimate: null });
      expect(move ? [move.event, move.to] : null).toEqual(hot ? ['markHot', S.hotLead] : null);
    }
  });

  it('does not mark a hot lead again', () => {
    expect(moveOf(S.hotLead, eventIn(2), { headcount: 500 })).toBeUndefined();
  });

  it('lets an unanswered request lapse once its event starts', () => {
    expect(moveOf(S.hotLead, NOW)).toMatchObject({ event: 'lapse', to: S.notBooked });
    expect(moveOf(S.customerCreatedLead, NOW, { headcount: 500 })).toMatchObject({ event: 'lapse', to: S.notBooked });
  });

  it('asks the store to confirm right after payment', () => {
    expect(moveOf(S.acknowledgedPaidEvent, eventIn(10))).toMatchObject({ event: 'requestConfirmation', to: 6 });
  });

  it.each([S.awaitingStoreConfirmation, S.canceledCatering, S.storeClosed, S.rejectedByCustomer, S.completedSale])(
    'moves nothing in status %p',
    (status) => {
      expect(moveOf(status, eventIn(2))).toBeUndefined();
    },
  );

  it.each([
    [S.bookedAtStore, 4, [], null],
    [S.bookedAtStore, 3, [], 3],
    [S.upcomingSale2To3Days, 2, [], 3],
    [S.upcomingSale2To3Days, 2, [3], null],
    [S.upcomingSale2To3Days, 1, [3], 1],
    [S.upcomingSale2To3Days, 1, [], 1],
    [S.upcomingSale2To3Days, 0, [3], 1],
    [S.upcomingSale2To3Days, 0, [3, 1], null],
    [S.awaitingStoreConfirmation, 1, [], null],
    [S.canceledCatering, 1, [], null],
  ] as const)('in status %p, %p days before, with %p sent: reminder %p', (status, days, remindersSent, daysBefore) => {
    const actions = dueMoves([buildScheduledLead({ status, eventStartsAt: eventIn(days), remindersSent })], NOW);
    const reminder = actions.find((action) => action.kind === 'reminder');
    expect(reminder).toEqual(daysBefore === null ? undefined : { kind: 'reminder', leadId: 'lead-1', daysBefore });
  });

  it('sends no reminder once the event has started', () => {
    const lead = buildScheduledLead({ status: S.upcomingSale2To3Days, eventStartsAt: NOW });
    expect(dueMoves([lead], NOW)).toEqual([]);
  });

  it.each([
    [S.completedSale, -1, false, true],
    [S.completedSale, -7, false, true],
    [S.completedSale, -8, false, false],
    [S.completedSale, -1, true, false],
    [S.upcomingSale2To3Days, -1, false, true],
    [S.upcomingSale2To3Days, 0, false, false],
    [S.canceledCatering, -1, false, false],
  ] as const)('in status %p, %p days after, requested %p: feedback due %p', (status, days, feedbackRequested, due) => {
    const actions = dueMoves([buildScheduledLead({ status, eventStartsAt: eventIn(days), feedbackRequested })], NOW);
    expect(actions.some((action) => action.kind === 'feedbackRequest')).toBe(due);
  });

  it('lists each lead\'s move, reminder and feedback request, lead by lead', () => {
    const leads = [
      buildScheduledLead({ id: 'a', status: S.upcomingSale4To7Days, eventStartsAt: eventIn(3) }),
      buildScheduledLead({ id: 'b', status: S.upcomingSale2To3Days, eventStartsAt: eventIn(-1), remindersSent: [3, 1] }),
      buildScheduledLead({ id: 'c', status: S.awaitingStoreConfirmation }),
    ];
    expect(dueMoves(leads, NOW)).toEqual([
      { kind: 'move', leadId: 'a', event: 'upcoming2To3', from: 8, to: 7 },
      { kind: 'reminder', leadId: 'a', daysBefore: 3 },
      { kind: 'move', leadId: 'b', event: 'complete', from: 7, to: 10 },
      { kind: 'feedbackRequest', leadId: 'b' },
    ]);
  });
});
