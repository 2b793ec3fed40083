/**
 * What an order's life asks of payments after the commit: once an order is cancelled, its
 * payment attempts still pending (a request that died between the processor and the database)
 * are settled at once rather than at the reconciler's next look: an authorization never captured
 * is released (the attempt closed as voided), a capture the processor made is recorded as the
 * reconciler records it, an attempt that never reached the processor is closed as abandoned.
 * Delivered from the order outbox, at least once: a second delivery finds nothing pending. A
 * release the processor refuses because the capture won the race is tried again with the outbox
 * (the next look finds the capture and records it).
 */
import type { AfterCommitListener, OrderLifecycle } from '@/server/modules/orders';
import type { PaymentDeps } from './deps';
import type { Gateways } from './gateway/gateways';
import { reconcileAttempt } from './reconcile';
import { pendingAttempt } from './repository';

export const RELEASE_ON_CANCEL_LISTENER = 'payments-release-on-cancel';

/**
 * What the listener settles with: the payment use cases' dependencies, the lifecycle given as a
 * getter (the lifecycle is built from its listeners, this one among them).
 */
export type ReleaseOnCancelDeps = Omit<PaymentDeps, 'gateway' | 'paypal' | 'lifecycle'> & {
  gateways: Gateways;
  lifecycle: () => OrderLifecycle;
};

export function releaseOnCancelListener(deps: ReleaseOnCancelDeps): AfterCommitListener {
  return {
    name: RELEASE_ON_CANCEL_LISTENER,
    events: ['cancelled'],
    payload: () => ({}),
    deliver: ({ orderId }) => settlePendingOfCancelled(paymentDeps(deps), orderId),
  };
}

function paymentDeps({ gateways, lifecycle, ...deps }: ReleaseOnCancelDeps): PaymentDeps {
  return { ...deps, gateway: gateways.gateway, paypal: gateways.paypal, lifecycle: lifecycle() };
}

/** Settles the cancelled order's pending attempt now, whatever its age; throws when the processor's answer must be waited for. */
export async function settlePendingOfCancelled(deps: PaymentDeps, orderId: string): Promise<void> {
  const attempt = await pendingAttempt(deps.db, orderId);
  if (!attempt) return;
  const outcome = await reconcileAttempt(deps, attempt, 0);
  if (outcome === 'waiting') throw new Error(`The pending payment attempt ${attempt.id} of cancelled order ${orderId} could not be settled yet`);
  deps.log.info({ orderId, attemptId: attempt.id, outcome }, 'a pending payment of a cancelled order was settled');
}
