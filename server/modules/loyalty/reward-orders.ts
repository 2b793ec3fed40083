/**
 * The orders that count toward a diner's rewards (referrals, survey points, mystery progress,
 * achievements), by the one rule of domain/loyalty/reward-eligibility.ts: paid and not
 * cancelled, money received (gift cards, tax, fees and tip apart) at least the brand's
 * minimum, and placed by an account whose email is verified.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { countsForRewards, DEFAULT_REWARD_MINIMUM } from '@/domain/loyalty/reward-eligibility';
import { PAID_STATUSES } from '@/domain/ordering/order-status';
import type { Database } from '@/server/db/client';
import { brands, customers, orders } from '@/server/db/schema';
import { moneyReceivedOf } from './money-received';

const orderFields = {
  id: orders.id,
  brandId: orders.brandId,
  customerId: orders.customerId,
  statusId: orders.statusId,
  subtotal: orders.subtotal,
  discountTotal: orders.discountTotal,
  total: orders.total,
};

type CandidateOrder = { id: string; brandId: number; customerId: number | null; statusId: number; subtotal: string; discountTotal: string; total: string };

async function minimumsOf(db: Database, brandIds: readonly number[]): Promise<Map<number, string>> {
  if (brandIds.length === 0) return new Map();
  const rows = await db.select({ id: brands.id, minimum: brands.rewardMinimumAmount }).from(brands).where(inArray(brands.id, [...new Set(brandIds)]));
  return new Map(rows.map((row) => [row.id, row.minimum]));
}

async function verifiedAccount(db: Database, customerId: number | null): Promise<boolean> {
  if (customerId === null) return false;
  const [row] = await db.select({ verifiedAt: customers.emailVerifiedAt }).from(customers).where(eq(customers.id, customerId));
  return row?.verifiedAt != null;
}

/** The candidates that count, judged by the rule. */
async function counting(db: Database, candidates: readonly CandidateOrder[], verified: boolean): Promise<CandidateOrder[]> {
  if (candidates.length === 0) return [];
  const received = await moneyReceivedOf(db, candidates);
  const minimums = await minimumsOf(db, candidates.map((row) => row.brandId));
  return candidates.filter((row) =>
    countsForRewards({
      paid: PAID_STATUSES.includes(row.statusId),
      moneyReceived: received.get(row.id) ?? '0.00',
      minimum: minimums.get(row.brandId) ?? DEFAULT_REWARD_MINIMUM,
      verifiedAccount: verified,
    }),
  );
}

/** The ids of the diner's orders that count toward rewards. */
export async function rewardOrderIds(db: Database, customerId: number): Promise<string[]> {
  if (!(await verifiedAccount(db, customerId))) return [];
  const candidates = await db.select(orderFields).from(orders).where(and(eq(orders.customerId, customerId), inArray(orders.statusId, PAID_STATUSES)));
  return (await counting(db, candidates, true)).map((row) => row.id);
}

/** Whether one order counts toward its diner's rewards. */
export async function countsTowardRewards(db: Database, orderId: string): Promise<boolean> {
  const [order] = await db.select(orderFields).from(orders).where(eq(orders.id, orderId));
  if (!order) return false;
  return (await counting(db, [order], await verifiedAccount(db, order.customerId))).length === 1;
}
