/**
 * Staff take a step of the lifecycle table (mark hot, confirm, accept or reject on the buyer's
 * behalf...) through the lead actions, as staff. The estimate and the refunding steps have their
 * own actions (400), and "pay" is taken only by recording the money received (payment.ts; 400
 * `catering_pay_needs_payment`); the table answers 409 for a step its state refuses and 403 for another
 * actor's step. The audit row commits with the step.
 */
import { isRefundingEvent, OWN_ACTION_EVENTS, type LeadEvent } from '@/domain/catering';
import { CATERING_ERROR_CODES, CATERING_MESSAGES } from '@/domain/catering/messages';
import { interpolate } from '@/domain/interpolate';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import { BadRequestError } from '@/server/errors';
import { payNeedsPayment, type LeadRow } from '@/server/modules/catering';
import { auditStep } from './audit';
import type { LeadDeps, StaffCaller } from './deps';

export function stepHasOwnAction(event: LeadEvent): BadRequestError {
  const params = { event };
  return new BadRequestError(interpolate(CATERING_MESSAGES.stepHasOwnAction, params), undefined, { code: CATERING_ERROR_CODES.stepHasOwnAction, params });
}

export async function moveStaffLead(deps: LeadDeps, caller: StaffCaller, staff: StaffIdentity, lead: LeadRow, event: LeadEvent, reason?: string) {
  if (event === 'pay') throw payNeedsPayment();
  if (OWN_ACTION_EVENTS.includes(event) || isRefundingEvent(event)) throw stepHasOwnAction(event);
  await deps.actions.moveLead(lead.id, event, { kind: 'staff', id: String(staff.id) }, { reason: reason ?? null, record: auditStep(staff, caller, 'lead-move') });
}
