/** The audit row of a lead step, written in the step's transaction: who, when, which lead, and the lead before and after. */
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { StaffAuditAction } from '@/server/db/schema';
import type { RecordStep, LeadSnapshot } from '@/server/modules/catering';
import { recordAudit } from '../audit';
import type { StaffCaller } from './deps';

/** What the audit keeps of a lead: its status, money and latest estimate. */
export function auditedLead({ lead, estimate }: LeadSnapshot): Record<string, unknown> {
  return {
    number: lead.number,
    statusId: lead.statusId,
    amountPaid: lead.amountPaid,
    estimate: estimate ? { version: estimate.version, total: estimate.total, deposit: estimate.deposit, validUntil: estimate.validUntil.toISOString() } : null,
  };
}

export function auditStep(staff: StaffIdentity, caller: StaffCaller, action: StaffAuditAction, extra: Record<string, unknown> = {}): RecordStep {
  return async (tx, outcome, now) => {
    await recordAudit(tx, {
      staffId: staff.id,
      action,
      subjectType: 'lead',
      subjectId: outcome.before.lead.id,
      locationId: outcome.before.lead.locationId,
      before: auditedLead(outcome.before),
      after: { ...auditedLead(outcome.after), event: outcome.event, ...extra },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
  };
}
