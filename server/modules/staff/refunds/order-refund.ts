/**
 * A store manager (or a brand admin) refunds a paid order, fully or in part, with a reason (an
 * order not paid yet has nothing to refund: 409).
 * - Only the refunding roles may (store staff: 403); another store's order answers as an unknown one (404).
 * - Under the order's lock, one transaction spreads the amount over the payments (never more than a
 *   payment still holds: domain/payments/refunds.ts), writes one 'pending' row per payment it
 *   touches and the audit row. Rows not 'failed' count as refunded, so two refunds at once never
 *   give back more than was captured.
 * - A diner whose courier failed is refunded by the same steps without staff (writeDinerRefund):
 *   audited with no staff member, the refund email alike.
 * - After the commit each row goes back through give-back.ts (processor, gift card, or the store),
 *   which records the outcome and publishes the order's `refunded` event per refund that went through.
 */
import { interpolate } from '@/domain/interpolate';
import { tenderOf, type PaymentTender } from '@/domain/payments/tender';
import { isRefundAmount, planRefund, refundableOf, type RefundablePayment } from '@/domain/payments/refunds';
import { Decimal, toMoneyString } from '@/domain/money';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import { REFUNDING_ROLES, type WireStaffOrderRefunds, type WireStaffRefundPart, type WireStaffRefundRequest, type WireStaffRefundResult } from '@/domain/wire/staff';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { BadRequestError, ConflictError, ForbiddenError } from '@/server/errors';
import { findOrder, lockOrder, orderNotFound, type OrderRow } from '@/server/modules/orders';
import {
  insertOrderRefunds,
  orderNumberText,
  orderRefundsByIds,
  orderRefundsOf,
  paymentsOf,
  refundedByPayment,
  settleOrderRefund,
  type OrderRefundRow,
  type PaymentRow,
} from '@/server/modules/payments';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { storeOf } from '../repository';
import { giveBack, type GiveBackDeps } from './give-back';
import { refundRefusal } from './refusals';

export function assertMayRefund(staff: StaffIdentity): void {
  if (!REFUNDING_ROLES.includes(staff.role)) throw new ForbiddenError(STAFF_MESSAGES.refundManagersOnly, { code: 'refund_managers_only' });
}

function checkRequest(body: WireStaffRefundRequest): { reason: string } {
  const reason = body.reason.trim();
  if (!reason) throw new BadRequestError(STAFF_MESSAGES.refundReasonRequired, undefined, { code: 'refund_reason_required' });
  for (const amount of [body.amount, ...(body.payments ?? []).map((part) => part.amount)]) {
    if (amount !== undefined && !isRefundAmount(amount)) {
      throw new BadRequestError(STAFF_MESSAGES.refundAmountInvalid, undefined, { code: 'refund_amount_invalid', params: { amount } });
    }
  }
  return { reason };
}

/** The member's order (locked in `tx` when asked), else 404 as for an unknown order. */
async function orderOfMember(db: Database, staff: StaffIdentity, orderId: string, lock: boolean): Promise<OrderRow> {
  const order = lock ? await lockOrder(db, orderId) : await findOrder(db, orderId);
  if (!order || !(await storeOf(db, staff, order.locationId))) throw orderNotFound(orderId);
  return order;
}

async function refundablePayments(db: Database, orderId: string): Promise<(PaymentRow & RefundablePayment)[]> {
  const refunded = await refundedByPayment(db, orderId);
  return (await paymentsOf(db, orderId)).map((payment) => ({ ...payment, refunded: refunded.get(payment.id) ?? '0' }));
}

const total = (payments: RefundablePayment[]) => toMoneyString(payments.reduce((sum, payment) => sum.plus(refundableOf(payment)), new Decimal(0)));

/** Each payment's English label and tender, by payment id. */
type Tenders = Map<string, { label: string; tender: PaymentTender }>;

const tendersOf = (payments: PaymentRow[]): Tenders => new Map(payments.map((payment) => [payment.id, { label: payment.label, tender: tenderOf(payment) }]));

function presentPart(row: OrderRefundRow, tenders: Tenders): WireStaffRefundPart {
  const paid = tenders.get(row.paymentId) ?? { label: '', tender: { kind: 'recorded', label: '' } };
  return {
    id: row.id,
    paymentId: row.paymentId,
    label: paid.label,
    tender: paid.tender,
    amount: row.amount,
    status: row.status,
    failureMessage: row.failureMessage,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the refund form shows: the payments with what each may still give back, and the refunds given. */
export async function orderRefunds(db: Database, staff: StaffIdentity, orderId: string): Promise<WireStaffOrderRefunds> {
  assertMayRefund(staff);
  const order = await orderOfMember(db, staff, orderId, false);
  const payments = await refundablePayments(db, orderId);
  return {
    orderId,
    number: orderNumberText(order.number),
    currency: order.currency,
    refundable: total(payments),
    payments: payments
      .filter((payment) => refundableOf({ ...payment, refunded: '0' }).greaterThan(0))
      .map((payment) => ({ id: payment.id, label: payment.label, tender: tenderOf(payment), method: payment.method, amount: payment.amount, refundable: toMoneyString(refundableOf(payment)) })),
    refunds: (await orderRefundsOf(db, orderId)).map((row) => presentPart(row, tendersOf(payments))),
  };
}

type RefundBy = { reason: string; staffId: number | null; requestId: string | null; clientAddress: string | null; now: Date };

/**
 * Under the order's lock in `tx`: spreads the refund over the payments, writes its pending rows
 * and the audit row (by `staffId`, or by nobody when the diner asked for it).
 */
async function writeRefund(tx: Database, order: OrderRow, request: Omit<WireStaffRefundRequest, 'reason'>, by: RefundBy): Promise<{ rows: OrderRefundRow[]; payments: PaymentRow[] }> {
  const number = orderNumberText(order.number);
  if (!order.paidAt) throw new ConflictError(interpolate(STAFF_MESSAGES.refundNotPaid, { number }), { code: 'refund_not_paid', params: { number } });
  const payments = await refundablePayments(tx, order.id);
  const labels = new Map(payments.map((payment) => [payment.id, payment.label]));
  const plan = planRefund(payments, request);
  if (!plan.ok) throw refundRefusal(plan, { number, currency: order.currency, amount: request.amount, labels });
  const rows = await insertOrderRefunds(
    tx,
    plan.parts.map((part) => ({ orderId: order.id, paymentId: part.paymentId, amount: part.amount, currency: order.currency, reason: by.reason, staffId: by.staffId, createdAt: by.now })),
  );
  await recordAudit(tx, {
    staffId: by.staffId,
    action: 'order-refund',
    subjectType: 'order',
    subjectId: order.id,
    locationId: order.locationId,
    before: { refundable: total(payments) },
    after: { reason: by.reason, amount: plan.total, refunds: rows.map((row) => ({ id: row.id, paymentId: row.paymentId, amount: row.amount })), ...(by.staffId === null && { by: 'diner' }) },
    requestId: by.requestId,
    clientAddress: by.clientAddress,
    at: by.now,
  });
  return { rows, payments };
}

/** Gives each refund written back (processor, gift card or the store), after the commit that wrote them. */
async function giveBackRefunds(deps: GiveBackDeps, rows: readonly OrderRefundRow[]): Promise<void> {
  for (const row of rows) {
    await giveBack(deps, { id: row.id, paymentId: row.paymentId, amount: row.amount, orderRefundId: row.id, settle: (db, settlement, at) => settleOrderRefund(db, row.id, settlement, at) });
  }
}

/**
 * A refund the diner is owed without staff (their courier failed): `amount`, or everything
 * refundable, written and audited in the caller's transaction under the order's lock, with the
 * refund email of a staff refund once given back (giveBackRefunds, after the commit).
 */
function writeDinerRefund(tx: Database, order: OrderRow, request: { amount?: string; reason: string; requestId: string | null; clientAddress: string | null; now: Date }): Promise<{ rows: OrderRefundRow[] }> {
  return writeRefund(tx, order, { amount: request.amount }, { reason: request.reason, staffId: null, requestId: request.requestId, clientAddress: request.clientAddress, now: request.now });
}

/**
 * The diner refunds of another module (a failed courier's): `write` takes a refund in the caller's
 * transaction (writeDinerRefund) and answers what gives it back once that transaction committed.
 */
export function dinerRefunds(deps: GiveBackDeps) {
  return {
    async write(tx: Database, order: OrderRow, request: Parameters<typeof writeDinerRefund>[2]): Promise<() => Promise<void>> {
      const { rows } = await writeDinerRefund(tx, order, request);
      return () => giveBackRefunds(deps, rows);
    },
  };
}

export async function refundOrder(deps: GiveBackDeps, caller: StaffCaller, staff: StaffIdentity, orderId: string, body: WireStaffRefundRequest): Promise<WireStaffRefundResult> {
  assertMayRefund(staff);
  const { reason } = checkRequest(body);
  const now = deps.now();
  const { order, rows, tenders } = await deps.db.transaction(async (tx) => {
    const order = await orderOfMember(tx, staff, orderId, true);
    const { rows, payments } = await writeRefund(tx, order, body, { reason, staffId: staff.id, requestId: caller.requestId, clientAddress: caller.ip, now });
    return { order, rows, tenders: tendersOf(payments) };
  });
  await giveBackRefunds(deps, rows);
  const settled = await orderRefundsByIds(deps.db, rows.map((row) => row.id));
  const refunded = settled.filter((row) => row.status === 'succeeded').reduce((sum, row) => sum.plus(row.amount), new Decimal(0));
  return {
    orderId,
    number: orderNumberText(order.number),
    currency: order.currency,
    refunded: toMoneyString(refunded),
    parts: settled.map((row) => presentPart(row, tenders)),
    refundable: total(await refundablePayments(deps.db, orderId)),
  };
}
