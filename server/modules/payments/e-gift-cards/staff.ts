/**
 * E-gift cards in the staff console, for brand admins only: list the brand's paid cards (by a
 * sender's or recipient's email), resend a card's email to its recipient (a held card is
 * released by it), and void a card nobody has spent from: its balance taken to zero with a
 * 'void' ledger row, and the buyer's card payment refunded in full (./void-refund.ts). A card
 * something was spent from is never voided: its holder keeps what is left, and nothing is
 * refunded (the refusal says so). Voiding a voided card changes nothing and answers it as it
 * stands, except that a refund the processor refused is tried again. Each action writes its staff
 * audit log row; a card of another brand answers as an unknown one.
 */
import { staffActionProblem } from '@/domain/payments/e-gift-cards';
import type { WireStaffEGiftCard } from '@/domain/wire/e-gift-cards';
import type { Database } from '@/server/db/client';
import { ForbiddenError, NotFoundError } from '@/server/errors';
import type { StaffActor } from '../gift-cards/staff';
import { insertStaffAuditRow } from '../gift-cards/staff-repository';
import { deliverEGift } from './delivery';
import { presentStaff } from './presenter';
import { refundVoided } from './void-refund';
import { eGiftError, type EGiftDeps } from './purchase';
import { brandEGifts, eGiftWithBalance, emptyGiftCard, giftCardSpent, lockEGift, updateEGift, type EGiftRow } from './repository';

export const STAFF_E_GIFT_MESSAGES = {
  brandAdminOnly: 'Only brand admins can see, resend and void e-gift cards',
  notFound: 'E-gift card [id] was not found',
} as const;

const LIST_LIMIT = 50;

function requireBrandAdmin(actor: Pick<StaffActor, 'staff'>): void {
  if (actor.staff.role !== 'brand_admin') throw new ForbiddenError(STAFF_E_GIFT_MESSAGES.brandAdminOnly);
}

const notFound = (id: string) => new NotFoundError(STAFF_E_GIFT_MESSAGES.notFound.replace('[id]', id));

const auditState = (row: Pick<EGiftRow, 'status' | 'sends'>, balance?: string | null) => ({ status: row.status, sends: row.sends, ...(balance === undefined ? {} : { balance }) });

async function brandCard(db: Database, actor: StaffActor, id: string) {
  const row = await eGiftWithBalance(db, id);
  if (!row || row.brandId !== actor.staff.brandId) throw notFound(id);
  return row;
}

export async function listStaffEGifts(db: Database, actor: Pick<StaffActor, 'staff'>, email: string | null): Promise<WireStaffEGiftCard[]> {
  requireBrandAdmin(actor);
  return (await brandEGifts(db, actor.staff.brandId, email?.trim().toLowerCase() || null, LIST_LIMIT)).map(presentStaff);
}

export async function resendEGift(deps: EGiftDeps, actor: StaffActor, id: string): Promise<WireStaffEGiftCard> {
  requireBrandAdmin(actor);
  const before = await brandCard(deps.db, actor, id);
  const problem = staffActionProblem('resend', before.status, before.spent);
  if (problem) throw eGiftError(409, problem);
  const now = deps.realNow();
  const after = (await deliverEGift(deps, id, 'staff', now))!;
  await deps.db.transaction((tx) =>
    insertStaffAuditRow(tx, {
      staffId: actor.staff.id,
      action: 'e-gift-card-resend',
      subjectType: 'e-gift-card',
      subjectId: id,
      before: auditState(before),
      after: auditState(after),
      requestId: actor.requestId,
      clientAddress: actor.clientAddress.slice(0, 64),
      createdAt: now,
    }),
  );
  return presentStaff((await eGiftWithBalance(deps.db, id))!);
}

export async function voidEGift(deps: EGiftDeps, actor: StaffActor, id: string): Promise<WireStaffEGiftCard> {
  requireBrandAdmin(actor);
  await brandCard(deps.db, actor, id);
  const now = deps.realNow();
  const toRefund = await deps.db.transaction(async (tx) => {
    const row = await lockEGift(tx, id);
    if (!row) throw notFound(id);
    if (row.status === 'voided') {
      if (row.refundStatus !== 'failed') return null;
      await updateEGift(tx, id, { refundStatus: 'pending', refundFailure: null });
      return row;
    }
    const spent = row.giftCardId !== null && (await giftCardSpent(tx, row.giftCardId));
    const problem = staffActionProblem('void', row.status, spent);
    if (problem) throw eGiftError(409, problem);
    const balance = row.giftCardId === null ? null : await emptyGiftCard(tx, row.giftCardId);
    await updateEGift(tx, id, { status: 'voided', voidedAt: now, refundStatus: 'pending' });
    await insertStaffAuditRow(tx, {
      staffId: actor.staff.id,
      action: 'e-gift-card-void',
      subjectType: 'e-gift-card',
      subjectId: id,
      before: auditState(row, balance),
      after: auditState({ status: 'voided', sends: row.sends }, '0.00'),
      requestId: actor.requestId,
      clientAddress: actor.clientAddress.slice(0, 64),
      createdAt: now,
    });
    return row;
  });
  if (toRefund) await refundVoided(deps, actor, toRefund, now);
  return presentStaff((await eGiftWithBalance(deps.db, id))!);
}
