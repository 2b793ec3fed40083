/**
 * Hourly (and at start), the payment guards forget what no longer counts:
 * - budget uses older than the longest budget window (a day) and a margin;
 * - the PIN state of unknown gift card numbers untouched for 30 days, unless it holds the
 *   number until staff unlock (a real card's hold lasts too, so such a probe stays).
 */
import { PIN_LOCK_SCHEDULE_MS } from '@/domain/payments/gift-card-lock';
import type { JobDefinition } from '@/server/jobs/job';
import { pruneBudgetUses } from './budget-repository';
import { pruneProbes } from './gift-cards/repository';

export const BUDGET_USE_RETENTION_MS = 48 * 60 * 60_000;
export const PROBE_RETENTION_MS = 30 * 24 * 60 * 60_000;

export const prunePaymentGuardsJob: JobDefinition = {
  name: 'prune-payment-guards',
  everySeconds: 3600,
  runAtStart: true,
  async run({ db, now }) {
    const budgetUses = await pruneBudgetUses(db, new Date(now.getTime() - BUDGET_USE_RETENTION_MS));
    const probes = await pruneProbes(db, new Date(now.getTime() - PROBE_RETENTION_MS), PIN_LOCK_SCHEDULE_MS.length, now);
    return { budgetUses, probes };
  },
};
