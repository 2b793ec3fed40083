/**
 * A void's refund of the buyer's card payment. Runs after the commit that voided the card and
 * marked its refund 'pending' (a processor call never waits inside a transaction); only the
 * request that set it 'pending' calls the processor, so voiding twice refunds once:
 * - the processor refunds: the refund is recorded 'succeeded' with its id, audited, and the buyer
 *   is told by email in the language they bought in;
 * - the processor refuses (no money moved): 'failed' with its reason; voiding again retries;
 * - no answer, or the processor failed: it stays 'pending', since only the processor knows whether
 *   the money went back, and nothing refunds it again here (the processor's dashboard settles it).
 * The amount is the card's whole amount: only a card nobody spent from is voided.
 */
import type { WireStaffEGiftCard } from '@/domain/wire/e-gift-cards';
import type { StaffActor } from '../gift-cards/staff';
import { askRefund } from '../gateway/ask-refund';
import { insertStaffAuditRow } from '../gift-cards/staff-repository';
import { sendRefundNotice } from './notices';
import type { EGiftDeps } from './purchase';
import { lockEGift, updateEGift, type EGiftRow } from './repository';

export type RefundOutcome = NonNullable<WireStaffEGiftCard['refund']>['status'];

async function recordRefunded(deps: EGiftDeps, actor: StaffActor, id: string, refundId: string, now: Date): Promise<EGiftRow | null> {
  return deps.db.transaction(async (tx) => {
    const row = (await lockEGift(tx, id))!;
    if (row.refundStatus !== 'pending') return null;
    await updateEGift(tx, id, { refundStatus: 'succeeded', refundReference: refundId, refundFailure: null, refundedAt: now });
    await insertStaffAuditRow(tx, {
      staffId: actor.staff.id,
      action: 'e-gift-card-refund',
      subjectType: 'e-gift-card',
      subjectId: id,
      before: { refund: 'pending' },
      after: { refund: 'succeeded', amount: row.amount, reference: refundId },
      requestId: actor.requestId,
      clientAddress: actor.clientAddress.slice(0, 64),
      createdAt: now,
    });
    return row;
  });
}

/** Gives back the payment of a card this request voided (its refund set 'pending'); how it went. */
export async function refundVoided(deps: EGiftDeps, actor: StaffActor, row: EGiftRow, now: Date): Promise<RefundOutcome> {
  if (!row.captureReference) {
    await deps.db.transaction((tx) => updateEGift(tx, row.id, { refundStatus: 'failed', refundFailure: 'The payment has no capture to refund' }));
    return 'failed';
  }
  const answer = await askRefund(deps.gateway, row.captureReference, row.amount, deps.log, { eGiftId: row.id });
  if (answer.outcome === 'unknown') return 'pending';
  if (answer.outcome === 'refused') {
    await deps.db.transaction((tx) => updateEGift(tx, row.id, { refundStatus: 'failed', refundFailure: answer.message }));
    return 'failed';
  }
  const refunded = await recordRefunded(deps, actor, row.id, answer.refundId, now);
  if (refunded) await sendRefundNotice(deps, refunded);
  return 'succeeded';
}
