/**
 * What to do with a card or PayPal payment attempt whose request may have died between the
 * gateway and the database. Three deciders, one per moment: the reconciler (and a client
 * retry) holding a pending attempt and the gateway's answer; the original request settling its
 * own capture; a client retry finding the attempt its Idempotency-Key started.
 */

/** How long a pending attempt belongs to its own request before anyone else may settle it. */
export const RECONCILE_AFTER_MS = 30_000;

type AttemptState = 'pending' | 'succeeded' | 'declined' | 'failed';

/** What the gateway knows of the attempt's key. */
export type GatewayView = 'unknown' | 'authorized' | 'captured' | 'voided';

type ReconcileAction = 'record' | 'void' | 'abandon' | 'wait';

/**
 * A pending attempt, by what the gateway says and how old it is (ms):
 * - captured: the money was taken, so it is recorded, whatever the age;
 * - voided: nothing will be taken, so the attempt is abandoned;
 * - authorized (held, not taken) or unknown (never reached the gateway): while younger than
 *   `afterMs` its own request may still be running, so wait; after that, release the hold
 *   (void) or abandon the attempt.
 */
export function reconcileAction(view: GatewayView, ageMs: number, afterMs: number = RECONCILE_AFTER_MS): ReconcileAction {
  if (view === 'captured') return 'record';
  if (view === 'voided') return 'abandon';
  if (ageMs < afterMs) return 'wait';
  return view === 'authorized' ? 'void' : 'abandon';
}

type SettleAction = 'record' | 'already-recorded' | 'refund';

/**
 * A capture the gateway confirmed, by the attempt's state under lock: still pending, it is
 * recorded; already succeeded (someone reconciled it first), there is nothing more to write;
 * closed as failed meanwhile (its request was given up on), the money goes back.
 */
export function settleAction(state: AttemptState): SettleAction {
  if (state === 'pending') return 'record';
  if (state === 'succeeded') return 'already-recorded';
  return 'refund';
}

type RetryAction = 'run' | 'answer-paid' | 'reconcile';

/**
 * A client retry, by the latest attempt its Idempotency-Key started: none, declined or failed,
 * the payment runs again (nothing was taken); succeeded, the answer is the paid order, as the
 * first request would have answered; pending, the attempt is reconciled before anything else.
 */
export function retryAction(state: AttemptState | undefined): RetryAction {
  if (state === 'succeeded') return 'answer-paid';
  if (state === 'pending') return 'reconcile';
  return 'run';
}
