/**
 * What staff may do with a lead now, read from the lifecycle table: the steps staff take that
 * `transition` allows at `now`, and whether an estimate may be sent. Sending and revising an
 * estimate, submitting a request and paying have their own actions and are not listed as steps.
 */
import { estimateValidUntil } from './estimate';
import type { CateringLead } from './lead';
import { LEAD_STATUS, type LeadStatusId } from './lead-status';
import { isRefundingEvent } from './refunding-events';
import { EVENTS, TRANSITIONS, transition, type LeadEvent } from './transitions';

/**
 * Steps with an action of their own (an estimate carries a price, a request its details, a
 * payment its money: staff take "pay" only by recording the money received, offline-payment.ts).
 */
export const OWN_ACTION_EVENTS: readonly LeadEvent[] = ['submit', 'sendEstimate', 'reviseEstimate', 'pay'];

/** Requests not yet estimated take "send estimate"; any later estimate is a revision. */
const FIRST_ESTIMATE_FROM: readonly (LeadStatusId | null)[] = [LEAD_STATUS.lead, LEAD_STATUS.customerCreatedLead, LEAD_STATUS.hotLead];

export function estimateEventOf(status: LeadStatusId | null): 'sendEstimate' | 'reviseEstimate' {
  return FIRST_ESTIMATE_FROM.includes(status) ? 'sendEstimate' : 'reviseEstimate';
}

type StaffStep = { event: LeadEvent; to: LeadStatusId; label: string; refunds: boolean };

/** The staff steps the table allows from the lead's status at `now`, in the table's order. */
export function staffSteps(lead: CateringLead, now: Date): StaffStep[] {
  const steps: StaffStep[] = [];
  for (const rule of TRANSITIONS) {
    if (rule.from !== lead.status || !rule.actors.includes('staff') || OWN_ACTION_EVENTS.includes(rule.event)) continue;
    if (steps.some((step) => step.event === rule.event)) continue;
    const result = transition(lead, rule.event, 'staff', now);
    if (result.ok) steps.push({ event: rule.event, to: result.to, label: EVENTS[rule.event].title, refunds: isRefundingEvent(rule.event) });
  }
  return steps;
}

/** Whether staff may send an estimate (or a revision) now: one sent now would be allowed. */
export function canEstimate(lead: CateringLead, now: Date): boolean {
  const proposed = { total: '0.00', deposit: '0.00', validUntil: estimateValidUntil(now, lead.eventStartsAt) };
  return transition({ ...lead, estimate: proposed }, estimateEventOf(lead.status), 'staff', now).ok;
}
