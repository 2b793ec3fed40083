/**
 * The points of an order's feedback: a signed-in diner of a brand that runs the points program
 * earns ORDER_FEEDBACK_POINTS for answering their own order, once per order (the ledger's key
 * names the order, so a replay or a retry never credits twice). Guests, answers by token or
 * email link without the owner's sign-in, and brands without loyalty earn nothing; nor does an
 * order that does not count toward rewards (a $0 order, one under the brand's minimum, one of an
 * unverified account: the loyalty module's countsTowardRewards).
 */
import { ORDER_FEEDBACK_POINTS } from '@/domain/validation';
import type { Database } from '@/server/db/client';
import { countsTowardRewards, creditPoints, loyaltyBrand } from '@/server/modules/loyalty';
import { feedbackPointsOf } from './diner-submissions-repository';
import type { FeedbackOrder, OrderFeedbackRow } from './order-feedback-repository';
import { surveyPointsKey } from './points-key';

/** Credits the answer's points (inside the answer's transaction); the points earned, or null when none apply. */
export async function creditFeedbackPoints(tx: Database, order: FeedbackOrder, row: OrderFeedbackRow): Promise<number | null> {
  if (row.customerId === null || !(await loyaltyBrand(tx, order.brandId)).loyaltyEnabled) return null;
  if (!(await countsTowardRewards(tx, order.id))) return null;
  await creditPoints(tx, { customerId: row.customerId, points: ORDER_FEEDBACK_POINTS, reason: 'survey', orderId: order.id, key: surveyPointsKey(order.id), at: row.createdAt });
  return earnedFeedbackPoints(tx, order.id);
}

/** What the answer of an order earned, or null when it earned nothing. */
export async function earnedFeedbackPoints(db: Database, orderId: string): Promise<number | null> {
  return (await feedbackPointsOf(db, orderId)) ?? null;
}
