/**
 * Staff cancel a lead (cancel, decline or store closed) and give back what the policy says.
 *
 * Order of work: the step first, then the refunds. One transaction moves the lead (the table
 * checks the step; the kitchen hold is released), fixes the refund at the policy's amount as of
 * that moment, writes one 'pending' refund row per payment it goes back to, and the audit row.
 * Only after commit are the refunds sent (refunds.ts), each answer recorded on its row. So:
 * - money never goes back for a lead that is still open (a refund first and a step refused or
 *   lost after it would leave the event booked with its deposit returned);
 * - a crash after commit leaves pending rows that say exactly what is owed;
 * - a refund the processor refuses is 'failed', answered 502 with the lead already moved; the
 *   same cancellation sent again retries the failed rows only (claimed first, so two retries
 *   never send one twice), and a lead whose refunds all went through refuses a second step (409).
 * The buyer is emailed a cancellation notice in their language with the amount refunded.
 */
import { cancellationRefund, leadStatusOf, type RefundingEvent } from '@/domain/catering';
import { CATERING_ERROR_CODES, CATERING_MESSAGES } from '@/domain/catering/messages';
import { interpolate } from '@/domain/interpolate';
import { Decimal, toMoneyString } from '@/domain/money';
import { ESTIMATE_MESSAGES } from '@/domain/validation';
import type { WireStaffLeadCancel } from '@/domain/wire/staff-leads';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import { BadRequestError, ConflictError, HttpError } from '@/server/errors';
import { sendLeadMail, domainLead, findLead, type LeadRow } from '@/server/modules/catering';
import { findOrder } from '@/server/modules/orders';
import { recordAudit } from '../audit';
import { auditStep } from './audit';
import type { LeadDeps, StaffCaller } from './deps';
import { planRefunds, settleRefund } from './refunds';
import { claimFailedRefunds, refundRowsOf, type RefundRow } from './repository';

function refundFailed(lead: LeadRow, failed: RefundRow[]): HttpError {
  const amount = toMoneyString(failed.reduce((sum, row) => sum.plus(row.amount), new Decimal(0)));
  const params = { number: lead.number, status: statusName(lead.statusId), amount, currency: lead.currency.toUpperCase() };
  return new HttpError(502, interpolate(CATERING_MESSAGES.refundFailed, { ...params, amount: `${amount} ${params.currency}` }), undefined, {
    code: CATERING_ERROR_CODES.refundFailed,
    params,
  });
}

const statusName = (statusId: number) => leadStatusOf(statusId).label;

/** Sends each pending refund, then answers 502 when any was refused. */
async function sendRefunds(deps: LeadDeps, leadId: string, rows: RefundRow[]): Promise<void> {
  for (const row of rows) await settleRefund(deps, row);
  const failed = (await refundRowsOf(deps.db, leadId)).filter((row) => row.status === 'failed' && rows.some((sent) => sent.id === row.id));
  if (failed.length > 0) throw refundFailed((await findLead(deps.db, leadId))!, failed);
}

/** The same cancellation again, after a refund failed: retries the failed refunds only. */
async function retryRefunds(deps: LeadDeps, caller: StaffCaller, staff: StaffIdentity, lead: LeadRow): Promise<boolean> {
  const rows = await refundRowsOf(deps.db, lead.id);
  if (!rows.some((row) => row.status === 'failed')) {
    if (rows.some((row) => row.status === 'pending')) {
      const params = { number: lead.number };
      throw new ConflictError(interpolate(CATERING_MESSAGES.refundPending, params), { code: CATERING_ERROR_CODES.refundPending, params });
    }
    return false;
  }
  const claimed = await claimFailedRefunds(deps.db, lead.id);
  const before = { refunds: claimed.map((row) => ({ id: row.id, amount: row.amount, status: 'failed' })) };
  try {
    await sendRefunds(deps, lead.id, claimed);
  } finally {
    const after = (await refundRowsOf(deps.db, lead.id)).filter((row) => claimed.some((sent) => sent.id === row.id));
    await recordAudit(deps.db, {
      staffId: staff.id,
      action: 'lead-refund',
      subjectType: 'lead',
      subjectId: lead.id,
      locationId: lead.locationId,
      before,
      after: { refunds: after.map((row) => ({ id: row.id, amount: row.amount, status: row.status })) },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: deps.now(),
    });
  }
  return true;
}

export async function cancelStaffLead(deps: LeadDeps, caller: StaffCaller, staff: StaffIdentity, lead: LeadRow, body: WireStaffLeadCancel): Promise<void> {
  const event: RefundingEvent = body.event ?? 'cancel';
  if (event !== 'cancel' && body.party !== 'store') {
    const params = { event };
    throw new BadRequestError(interpolate(CATERING_MESSAGES.storeSideOnly, params), undefined, { code: CATERING_ERROR_CODES.storeSideOnly, params });
  }
  const reason = body.reason.trim();
  if (reason === '') throw new BadRequestError(`"reason": ${ESTIMATE_MESSAGES.reasonRequired}`);
  if (await retryRefunds(deps, caller, staff, lead)) return;

  let planned: RefundRow[] = [];
  let refund = new Decimal(0);
  await deps.actions.moveLead(lead.id, event, { kind: 'staff', id: String(staff.id) }, {
    reason,
    record: async (tx, outcome, now) => {
      refund = cancellationRefund(domainLead(outcome.before.lead, outcome.before.estimate), now, body.party);
      planned = await planRefunds(tx, outcome.before.lead, refund, staff.id, now);
      // A cancelled event cancels its order's life: the points it earned are taken back.
      const order = await findOrder(tx, outcome.before.lead.orderId);
      if (order) await deps.lifecycle.publish(tx, 'cancelled', order, now);
      const refunds = planned.map((row) => ({ id: row.id, paymentId: row.paymentId, amount: row.amount, status: row.status }));
      await auditStep(staff, caller, 'lead-cancel', { party: body.party, reason, refund: toMoneyString(refund), refunds })(tx, outcome, now);
    },
  });
  await deps.lifecycle.nudge(lead.orderId);
  await sendLeadMail(deps.mail, lead.id, { kind: 'cancelled', refund: toMoneyString(refund) });
  await sendRefunds(deps, lead.id, planned);
}
