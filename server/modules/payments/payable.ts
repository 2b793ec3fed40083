/**
 * Whether and how much an order can be paid: the guest's token opens it, it is still open
 * (status 1), it is complete enough to hand over, no other payment is in flight (a pending
 * attempt of a crashed request counts until the reconciler settled it), and what is
 * due is its total less what it has already received (split tender).
 */
import type { QuotePaymentPart } from '@/domain/catering';
import type { Database } from '@/server/db/client';
import { Decimal, toMoneyString } from '@/domain/money';
import { ConflictError, UnprocessableError } from '@/server/errors';
import type { PaymentDeps } from './deps';
import { lockPayableOrder, storeFactsOf, type OrderCaller, type PayableOrder } from './orders-port';
import { lockBudgets } from './budgets';
import { paymentFactsOf } from './repository';

/** Payment types. */
export const PAYMENT_TYPE_IDS = { card: 2, giftcard: 4, free: 6, paypal: 13 } as const;

/**
 * `asQuote`: a catering quote's order, paid as its estimate. `attempts`: how many of its attempts
 * were declined, and how many the request (its Idempotency-Key digest, when given) started.
 */
export type Payable = PayableOrder & { asQuote?: true; paid: string; due: Decimal; attempts: { declined: number; tries: number }; budgetUses: { key: string; at: Date }[] };

/**
 * Inside the caller's transaction: locks the order row (orders' lockPayableOrder: 404, 409 when
 * paid, 422 with the first blocker), checks no other payment is in flight and returns what is
 * due: the repriced total (a quote's chosen part) less what earlier tenders paid (split tender). Everything that pays
 * an order goes through here first, so two payments of one order never interleave. `budgetUses`:
 * payment budgets locked once the order is (their `lockKeys`) and whose uses are read with the
 * payment facts, after that lock.
 */
export async function lockPayable(
  deps: Pick<PaymentDeps, 'db' | 'lifecycle' | 'quotes'>,
  tx: Database,
  orderId: string,
  caller: OrderCaller,
  now: Date,
  part?: QuotePaymentPart,
  requestKey?: string,
  budgetUses?: { lockKeys: readonly string[]; keys: readonly string[]; since: Date },
): Promise<Payable> {
  const payable = await lockPayableOrder(deps.quotes, tx, orderId, caller, now, part, deps.lifecycle.payableChecks, storeFactsOf(deps.db));
  // A pending attempt is settled only by asking the gateway (./reconcile), never by its age here.
  // A charge's budgets are locked after its order (as every charge takes them), before their uses are read.
  if (budgetUses) await lockBudgets(tx, budgetUses.lockKeys);
  const { paid, pending, declined, tries, budgetUses: uses } = await paymentFactsOf(tx, orderId, requestKey, budgetUses);
  if (pending) {
    throw new ConflictError(`A payment for order ${payable.number} is already in progress; wait a moment, then check the order`);
  }
  const due = Decimal.max(new Decimal(payable.total).minus(paid), 0);
  return { ...payable, paid, due, attempts: { declined, tries }, budgetUses: uses };
}

/** For card, gift card and PayPal: a zero due is settled by the "free" method instead. */
export function requireAmountDue(payable: Payable): string {
  if (payable.due.isZero()) {
    throw new UnprocessableError(`Order ${payable.number} has nothing to pay: confirm it with the free method`);
  }
  return toMoneyString(payable.due);
}
