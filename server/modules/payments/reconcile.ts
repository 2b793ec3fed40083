/**
 * Settling payment attempts whose request may have died between the gateway and the database.
 * The gateway is asked what became of the attempt's key (never inside a transaction), then the
 * rules of domain/payments/reconcile decide, and the outcome is written under the order's and
 * the attempt's locks, so a slow original request, a client retry and the reconciler settle an
 * attempt once between them. Used by the reconciler job (every stale attempt), by each payment
 * before it locks its order (that order's stale attempts), and by a client retry (its attempt).
 */
import { DEFAULT_LOCALE } from '@/domain/markets';
import type { CardBrand } from '@/domain/payments/card-brands';
import type { CardChecks } from '@/domain/payments/card-checks';
import { maskedCard } from '@/domain/payments/card';
import type { PaymentTender } from '@/domain/payments/tender';
import { isWallet, WALLET_PAYMENT_TYPE_IDS, walletLabel } from '@/domain/payments/wallets';
import { RECONCILE_AFTER_MS, reconcileAction, retryAction, settleAction, type GatewayView } from '@/domain/payments/reconcile';
import type { WirePaymentState } from '@/domain/wire/payments';
import { ConflictError } from '@/server/errors';
import type { PaymentDeps, PaymentRequest } from './deps';
import { relockOrder, storeFactsOf } from './orders-port';
import { PAYMENT_TYPE_IDS } from './payable';
import { attemptOfRequest, lockAttempt, markPayPalOrder, pendingAttemptsBefore, priorAttemptsOf, settleAttempt, settlePendingAttempt, type AttemptRow, type NewAttempt } from './repository';
import { paymentState, recordPayment } from './settle';

export const PAYPAL_LABEL = 'PayPal';
/** At most this many attempts per reconciler run; the next run takes the rest. */
export const RECONCILE_BATCH = 100;
const STILL_RUNNING = 'This payment is still being processed; try again in a moment';
const ABANDONED = { status: 'failed', failureCode: 'abandoned', failureMessage: 'The payment did not reach the gateway' } as const;
const VOIDED = { status: 'failed', failureCode: 'voided', failureMessage: 'The payment did not finish; its hold was released' } as const;
const REFUNDED = { status: 'failed', failureCode: 'refunded', failureMessage: 'Captured, then refunded' } as const;

/** A capture the gateway confirmed; card captures carry the authorization, what the card shows and the issuer's checks. */
export type Captured = { captureId: string; authorizationId?: string; brand?: CardBrand; last4?: string; checks?: CardChecks };
type Asked = { view: GatewayView; captured?: Captured; authorizationId?: string };

export type ReconcileOutcome = 'recorded' | 'already-recorded' | 'refunded' | 'voided' | 'abandoned' | 'waiting';

/**
 * Settles an attempt by the gateway's answer; 'waiting' while its own request may still run:
 * for `afterMs` (the reconcile bound), or not at all once its request is known to be dead (0).
 */
export async function reconcileAttempt(deps: PaymentDeps, attempt: AttemptRow, afterMs: number = RECONCILE_AFTER_MS): Promise<ReconcileOutcome> {
  const asked = await askGateway(deps, attempt);
  const action = reconcileAction(asked.view, deps.now().getTime() - attempt.createdAt.getTime(), afterMs);
  if (action === 'wait') return 'waiting';
  if (action === 'record' && asked.captured) return recordCapture(deps, attempt, asked.captured);
  if (action === 'void' && asked.authorizationId) {
    // Refused when the capture won the race: the next look finds it captured and records it.
    const voided = await deps.gateway.void(asked.authorizationId);
    if (!voided.ok) return 'waiting';
    await closeAttempt(deps, attempt.id, VOIDED);
    return 'voided';
  }
  await closeAttempt(deps, attempt.id, ABANDONED);
  return 'abandoned';
}

/**
 * A client retry, by the attempt its Idempotency-Key started: 'answer-paid' when that attempt
 * paid (before, or now that the gateway was asked), so the retry answers the original success;
 * 'run' when nothing was taken and the payment runs again; 409 while the attempt's own request
 * may still be running. A retry that took the key over from a dead request (`ownerDead`)
 * settles its attempt at once: nothing else will ever finish it.
 */
export async function resumeRequest(
  deps: PaymentDeps,
  request: Pick<PaymentRequest, 'orderId' | 'requestKey' | 'ownerDead'>,
  prior?: PriorAttempts,
): Promise<'answer-paid' | 'run'> {
  const { orderId, requestKey } = request;
  if (!requestKey) return 'run';
  const attempt = prior ? prior.ofRequest : await attemptOfRequest(deps.db, orderId, requestKey);
  const action = retryAction(attempt?.status);
  if (action === 'run' || !attempt) return 'run';
  if (action === 'reconcile') {
    const outcome = await reconcileAttempt(deps, attempt, request.ownerDead ? 0 : RECONCILE_AFTER_MS);
    if (outcome === 'waiting') throw new ConflictError(STILL_RUNNING);
    if (outcome !== 'recorded' && outcome !== 'already-recorded') return 'run';
  }
  return 'answer-paid';
}

/**
 * The answer to a retry whose payment went through: the order's payment state. The order's
 * outbox is delivered first, so a confirmation a crash right after the commit left unsent goes
 * out now (once per order) rather than at the outbox job's next run.
 */
export async function paidAnswer(deps: PaymentDeps, orderId: string): Promise<WirePaymentState> {
  const state = await paymentState(deps, orderId);
  if (state.paid) await deps.lifecycle.nudge(orderId);
  return state;
}

/** The pending attempts' bound of reconcilePending: created before this. */
const pendingBound = (deps: Pick<PaymentDeps, 'now'>) => new Date(deps.now().getTime() - RECONCILE_AFTER_MS);

/** What a payment request read of its order's attempts before it runs (repository priorAttemptsOf). */
export type PriorAttempts = Awaited<ReturnType<typeof priorAttemptsOf>>;

/**
 * In one statement, the order's attempts resumeRequest and reconcilePending read for `request`:
 * handed to both, they read nothing more.
 */
export async function readPriorAttempts(deps: PaymentDeps, request: Pick<PaymentRequest, 'orderId' | 'requestKey'>): Promise<PriorAttempts> {
  return priorAttemptsOf(deps.db, request.orderId, request.requestKey, pendingBound(deps), RECONCILE_BATCH);
}

/**
 * Every attempt pending for longer than the bound (a batch, oldest first), optionally of one order;
 * `prior`: those attempts as the request read them, when nothing settled one since.
 */
export async function reconcilePending(deps: PaymentDeps, orderId?: string, prior?: PriorAttempts): Promise<Record<ReconcileOutcome | 'errors', number>> {
  const counts = { recorded: 0, 'already-recorded': 0, refunded: 0, voided: 0, abandoned: 0, waiting: 0, errors: 0 };
  const pending = prior ? prior.pending : await pendingAttemptsBefore(deps.db, pendingBound(deps), RECONCILE_BATCH, orderId);
  for (const attempt of pending) {
    try {
      counts[await reconcileAttempt(deps, attempt)] += 1;
    } catch (error) {
      counts.errors += 1;
      deps.log.error({ err: error, attemptId: attempt.id, orderId: attempt.orderId }, 'could not reconcile a payment attempt');
    }
  }
  return counts;
}

/**
 * Writes a capture the gateway confirmed: the attempt succeeds, the payment row goes in and,
 * when that pays the order in full, the order is paid (its confirmation sent after commit). Done once:
 * an attempt someone already recorded is left alone, and one closed as failed meanwhile gets
 * its money back. Should the write fail, a card capture is refunded before the error goes on.
 * `giveBackUses`: the payment budgets' uses the charge held (its charge in flight), given back with
 * the settlement.
 */
export async function recordCapture(deps: PaymentDeps, attempt: AttemptRow, captured: Captured, giveBackUses: readonly number[] = []): Promise<'recorded' | 'already-recorded' | 'refunded'> {
  let written: { action: ReturnType<typeof settleAction>; fullyPaid: boolean };
  try {
    written = await deps.db.transaction(async (tx) => {
      const target = await relockOrder(tx, attempt.orderId, storeFactsOf(deps.db));
      // The attempt is settled only while pending; one settled meanwhile is left, or refunded, by its state.
      const settled = await settlePendingAttempt(tx, attempt.id, settledFields(attempt, captured), giveBackUses);
      const action = settled ? 'record' : settleAction((await lockAttempt(tx, attempt.id))?.status ?? 'failed');
      if (action !== 'record') return { action, fullyPaid: false };
      if (attempt.method === 'paypal' && attempt.gatewayKey) await markPayPalOrder(tx, attempt.gatewayKey, 'captured');
      const total = attempt.orderTotal ?? target.order.total;
      const through = { lifecycle: deps.lifecycle, quotes: deps.quotes, locale: attempt.locale ?? DEFAULT_LOCALE };
      return { action, fullyPaid: await recordPayment(tx, target, total, paymentOf(attempt, captured), deps.now(), through) };
    });
  } catch (error) {
    const refunded = await giveBack(deps, attempt, captured);
    deps.log.error({ err: error, orderId: attempt.orderId, attemptId: attempt.id, refunded }, 'payment captured but not recorded');
    throw error;
  }
  if (written.action === 'refund') {
    await giveBack(deps, attempt, captured);
    return 'refunded';
  }
  if (written.fullyPaid) await deps.lifecycle.nudge(attempt.orderId);
  return written.action === 'record' ? 'recorded' : 'already-recorded';
}

/**
 * Settles a still-pending attempt as failed, releasing what it held (today's smoke) in the same
 * transaction; one someone else settled first is left alone.
 */
export async function closeAttempt(deps: Pick<PaymentDeps, 'db' | 'lifecycle' | 'now'>, attemptId: string, fields: Partial<NewAttempt>): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, attemptId);
    if (locked?.status !== 'pending') return false;
    await settleAttempt(tx, attemptId, fields);
    await deps.lifecycle.chargeHolds.release(tx, attemptId, deps.now());
    return true;
  });
}

async function askGateway(deps: PaymentDeps, attempt: AttemptRow): Promise<Asked> {
  const key = attempt.gatewayKey;
  if (!key) return { view: 'unknown' };
  if (attempt.method === 'paypal') {
    const capture = await deps.paypal.findCapture(key);
    return capture ? { view: 'captured', captured: { captureId: capture.captureId } } : { view: 'unknown' };
  }
  const found = await deps.gateway.findByIdempotencyKey(key);
  if (!found.found) return { view: 'unknown' };
  const { authorizationId, brand, last4, checks } = found.authorization;
  if (found.capture) return { view: 'captured', captured: { captureId: found.capture.captureId, authorizationId, brand, last4, checks } };
  return found.voided ? { view: 'voided' } : { view: 'authorized', authorizationId };
}

/** A capture goes back through the gateway that took it (the card gateway, or PayPal); one that cannot is left to an operator. */
async function giveBack(deps: PaymentDeps, attempt: AttemptRow, captured: Captured): Promise<boolean> {
  const gateway = chargedAsCard(attempt.method) ? deps.gateway : deps.paypal;
  const refund = await gateway.refund(captured.captureId, attempt.amount);
  await closeAttempt(deps, attempt.id, REFUNDED).catch(() => false);
  if (!refund.ok) {
    deps.log.error({ orderId: attempt.orderId, attemptId: attempt.id, reason: refund.message }, 'a capture of a closed attempt could not be given back: refund it by hand');
  }
  return refund.ok;
}

function settledFields(attempt: AttemptRow, captured: Captured): Partial<NewAttempt> {
  if (!chargedAsCard(attempt.method)) return { status: 'succeeded' };
  return { status: 'succeeded', cardBrand: captured.brand, cardLast4: captured.last4, gatewayReference: captured.authorizationId };
}

/** Cards and wallets are charged through the card gateway (a wallet pays with a card token). */
function chargedAsCard(method: AttemptRow['method']): boolean {
  return method === 'card' || isWallet(method);
}

function paymentOf(attempt: AttemptRow, captured: Captured) {
  const card = chargedAsCard(attempt.method);
  const masked = card && captured.brand && captured.last4 ? maskedCard(captured.brand, captured.last4) : PAYPAL_LABEL;
  const wallet = isWallet(attempt.method) ? attempt.method : null;
  const label = wallet ? walletLabel(wallet, masked) : masked;
  const tender: PaymentTender =
    card && captured.brand && captured.last4
      ? wallet
        ? { kind: 'wallet', wallet, brand: captured.brand, last4: captured.last4 }
        : { kind: 'card', brand: captured.brand, last4: captured.last4 }
      : card
        ? { kind: 'recorded', label }
        : { kind: 'paypal' };
  const typeId = wallet ? WALLET_PAYMENT_TYPE_IDS[wallet] : card ? PAYMENT_TYPE_IDS.card : PAYMENT_TYPE_IDS.paypal;
  return {
    orderId: attempt.orderId,
    attemptId: attempt.id,
    method: attempt.method,
    paymentTypeId: typeId,
    amount: attempt.amount,
    currency: attempt.currency,
    label,
    tender,
    captureReference: captured.captureId,
    ...(card && captured.checks ? { cvcCheck: captured.checks.cvc, postalCodeCheck: captured.checks.postalCode, line1Check: captured.checks.line1 } : {}),
  };
}
