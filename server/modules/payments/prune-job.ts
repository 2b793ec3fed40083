/**
 * Hourly (and at start), the payment guards forget what no longer counts:
 * - budget uses older than the longest budget window (a day) and a margin;
 * - the PIN state of unknown gift card numbers untouched for 30 days, unless it holds the
 *   number until staff unlock (a real card's hold lasts too, so such a probe stays).
 */
import { and, lt, or, sql } from 'drizzle-orm';
import { PIN_LOCK_SCHEDULE_MS } from '@/domain/payments/gift-card-lock';
import { giftCardProbes, paymentBudgetUses } from '@/server/db/schema';
import type { JobDefinition } from '@/server/jobs/job';

export const BUDGET_USE_RETENTION_MS = 48 * 60 * 60_000;
export const PROBE_RETENTION_MS = 30 * 24 * 60 * 60_000;

export const prunePaymentGuardsJob: JobDefinition = {
  name: 'prune-payment-guards',
  everySeconds: 3600,
  runAtStart: true,
  async run({ db, now }) {
    const uses = await db
      .delete(paymentBudgetUses)
      .where(lt(paymentBudgetUses.usedAt, new Date(now.getTime() - BUDGET_USE_RETENTION_MS)))
      .returning({ id: paymentBudgetUses.id });
    const probes = await db
      .delete(giftCardProbes)
      .where(
        and(
          lt(giftCardProbes.updatedAt, new Date(now.getTime() - PROBE_RETENTION_MS)),
          sql`${giftCardProbes.pinLocks} <= ${PIN_LOCK_SCHEDULE_MS.length}`,
          or(sql`${giftCardProbes.pinLockedUntil} is null`, lt(giftCardProbes.pinLockedUntil, now)),
        ),
      )
      .returning({ numberHash: giftCardProbes.numberHash });
    return { budgetUses: uses.length, probes: probes.length };
  },
};
