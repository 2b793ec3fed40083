/**
 * Staff record money the buyer paid the store directly (cash, a check, a card at the counter, a
 * bank transfer) through the lead actions, as staff: a real payment of the quote's order, with
 * the effects of a buyer's payment of that amount. The audit row (who, the method, amount and
 * reference, the lead before and after) commits with the payment.
 */
import type { WireStaffOfflinePayment } from '@/domain/wire/staff-leads';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { OfflinePaymentOutcome, LeadRow } from '@/server/modules/catering';
import { recordAudit } from '../audit';
import { auditedLead } from './audit';
import type { LeadDeps, StaffCaller } from './deps';

export async function recordStaffPayment(deps: LeadDeps, caller: StaffCaller, staff: StaffIdentity, lead: LeadRow, body: WireStaffOfflinePayment): Promise<void> {
  const reference = body.reference?.trim() || null;
  await deps.actions.recordOfflinePayment(lead.id, { method: body.method, amount: body.amount, reference }, { kind: 'staff', id: String(staff.id) }, async (tx, outcome: OfflinePaymentOutcome, now) => {
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'lead-payment',
      subjectType: 'lead',
      subjectId: lead.id,
      locationId: lead.locationId,
      before: auditedLead(outcome.before),
      after: {
        ...auditedLead(outcome.after),
        payment: { id: outcome.paymentId, method: body.method, amount: outcome.amount, reference },
        steps: outcome.steps.map((step) => step.event),
      },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
  });
}
