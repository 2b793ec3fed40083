/** Test leads for the catering rules: one store in Chicago, `NOW` a Monday morning there. */
import type { CateringLead } from '../lead';
import { LEAD_STATUS } from '../lead-status';
import type { ScheduledLead } from '../schedule';

/** 10:00 in Chicago (CDT, UTC−5) on Monday 2 June 2025. */
export const NOW = new Date('2025-06-02T15:00:00.000Z');
const TIME_ZONE = 'America/Chicago';

const HOUR = 3_600_000;

export function hoursFrom(at: Date, hours: number): Date {
  return new Date(at.getTime() + hours * HOUR);
}

/** The same wall-clock time `days` later (Chicago keeps one offset through June). */
export function daysFrom(at: Date, days: number): Date {
  return hoursFrom(at, days * 24);
}

/** An estimate-stage lead: event at 18:00 local ten days on, estimate valid three more days. */
export function buildLead(overrides: Partial<CateringLead> = {}): CateringLead {
  return {
    status: LEAD_STATUS.awaitingCustomer,
    eventStartsAt: new Date('2025-06-12T23:00:00.000Z'),
    timeZone: TIME_ZONE,
    headcount: 20,
    requestTotal: '300.00',
    estimate: { total: '400.00', deposit: '100.00', validUntil: daysFrom(NOW, 3) },
    amountPaid: '0.00',
    ...overrides,
  };
}

export function buildScheduledLead(
  overrides: Partial<ScheduledLead<string>> = {},
): ScheduledLead<string> {
  return { ...buildLead(), id: 'lead-1', remindersSent: [], feedbackRequested: false, ...overrides };
}
