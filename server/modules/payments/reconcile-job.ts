/**
 * The payment reconciler as a scheduled job: every attempt pending for longer than the bound
 * (domain/payments/reconcile RECONCILE_AFTER_MS) is settled by asking its gateway. It runs at
 * start, so a restart after a crash settles what the crash left, and then on a schedule.
 */
import type { JobDefinition } from '@/server/jobs/job';
import type { PaymentDeps } from './deps';
import { reconcilePending } from './reconcile';

export const PAYMENT_RECONCILER_JOB = 'payment-reconciler';
export const RECONCILE_EVERY_SECONDS = 30;

/** The gateways, mailer and storefront address; the job's run supplies the database, log and time. */
export type ReconcilerJobDeps = Omit<PaymentDeps, 'db' | 'log' | 'now' | 'realNow'>;

export function paymentReconcilerJob(deps: ReconcilerJobDeps): JobDefinition {
  return {
    name: PAYMENT_RECONCILER_JOB,
    everySeconds: RECONCILE_EVERY_SECONDS,
    runAtStart: true,
    run: ({ db, log, now }) => reconcilePending({ ...deps, db, log, now: () => now, realNow: () => now }),
  };
}
