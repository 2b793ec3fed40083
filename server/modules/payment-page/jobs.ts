/** payment-page-check: once a day (and at start), the payment pages against their approved scripts and headers (check.ts). */
import type { JobDefinition } from '@/server/jobs/job';
import { checkPaymentPages, type PaymentPageCheckDeps } from './check';

export const PAYMENT_PAGE_CHECK_JOB = 'payment-page-check';

export function paymentPageCheckJob(deps: Omit<PaymentPageCheckDeps, 'db'>): JobDefinition {
  return {
    name: PAYMENT_PAGE_CHECK_JOB,
    everySeconds: 86_400,
    runAtStart: true,
    run: ({ db, now }) => checkPaymentPages({ ...deps, db }, now),
  };
}
