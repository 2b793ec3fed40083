/**
 * The points ledger: the one way points are granted, spent and reversed.
 *
 *   await creditPoints(db, { customerId, points: 120, reason: 'survey', key: `survey:${answerId}` });
 *   await db.transaction(async (tx) => {
 *     await spendPoints(tx, { customerId, points: 900, reason: 'store_redeemed', key, rewardId });  // 422 when short
 *   });
 *
 * - Every change is a new row with a reason; the balance is the sum of the customer's rows.
 * - `key` names what caused the entry and is unique: crediting the same key again does nothing
 *   and answers `credited: false`, so retries and replays never credit twice.
 * - Spending and reversing lock the customer row first (inside the caller's transaction), so
 *   concurrent spends of one customer run one after the other and the balance never goes below 0.
 * - A reversal takes back at most what the customer still has: points already spent stay spent.
 */
import { MAX_POINTS_PER_ENTRY, type PointsReason } from '@/domain/loyalty/constants';
import type { Database } from '@/server/db/client';
import { lockCustomer } from '@/server/modules/auth';
import { loyaltyError } from './errors';
import {
  insertLedgerEntry,
  ledgerBalance,
  ledgerEntriesPage,
  ledgerEntryByKey,
  ledgerEntryCount,
  pointsEarnedByOrder,
  type LedgerEntry,
} from './ledger-repository';

export type PointsEntryInput = {
  customerId: number;
  /** A whole number of points, more than 0 (what is granted, or spent). */
  points: number;
  reason: PointsReason;
  orderId?: string | null;
  rewardId?: string | null;
  /** Unique per cause: 'order-earned:<orderId>', 'survey:<id>', 'store:<rewardId>'. */
  key: string;
  at?: Date;
};

export type CreditResult = { credited: boolean; entry: LedgerEntry | null };

function checkPoints(points: number): void {
  if (!Number.isInteger(points) || points <= 0 || points > MAX_POINTS_PER_ENTRY) {
    throw new RangeError(`points must be a whole number from 1 to ${MAX_POINTS_PER_ENTRY}, got ${points}`);
  }
}

async function insertEntry(db: Database, input: PointsEntryInput, signed: number): Promise<CreditResult> {
  const entry = await insertLedgerEntry(db, {
    customerId: input.customerId,
    points: signed,
    reason: input.reason,
    orderId: input.orderId ?? null,
    rewardId: input.rewardId ?? null,
    key: input.key,
    ...(input.at ? { createdAt: input.at } : {}),
  });
  return { credited: entry !== undefined, entry: entry ?? null };
}

/** Grants points once per key. Returns `credited: false` (and changes nothing) when the key was used before. */
export async function creditPoints(db: Database, input: PointsEntryInput): Promise<CreditResult> {
  checkPoints(input.points);
  return insertEntry(db, input, input.points);
}

/** The customer's balance: the sum of their ledger rows. */
export function spendablePoints(db: Database, customerId: number): Promise<number> {
  return ledgerBalance(db, customerId);
}

/**
 * Spends points inside the caller's transaction: locks the customer, refuses with 422
 * (loyalty_not_enough_points) when the balance is short, else writes the negative entry.
 * A key used before answers `credited: false` without spending again.
 */
export async function spendPoints(tx: Database, input: PointsEntryInput): Promise<CreditResult> {
  checkPoints(input.points);
  await lockCustomer(tx, input.customerId);
  const existing = await ledgerEntryByKey(tx, input.key);
  if (existing) return { credited: false, entry: existing };
  const available = await spendablePoints(tx, input.customerId);
  if (available < input.points) throw loyaltyError(422, 'notEnoughPoints', { needed: input.points, available });
  return insertEntry(tx, input, -input.points);
}

/**
 * Takes back the points an order earned (when it is cancelled or refunded), once: at most the
 * customer's balance. Returns the points taken back (0 when there was nothing to take).
 */
export async function reversePointsForOrder(tx: Database, orderId: string, at?: Date): Promise<number> {
  const earned = await pointsEarnedByOrder(tx, orderId);
  let reversed = 0;
  for (const row of earned) {
    await lockCustomer(tx, row.customerId);
    const key = `order-reversed:${orderId}:${row.customerId}`;
    if (await ledgerEntryByKey(tx, key)) continue;
    const take = Math.min(row.total, await spendablePoints(tx, row.customerId));
    if (take <= 0) continue;
    await insertEntry(tx, { customerId: row.customerId, points: take, reason: 'order_reversed', orderId, key, at }, -take);
    reversed += take;
  }
  return reversed;
}

export type HistoryPage = { entries: LedgerEntry[]; total: number };

/** The customer's entries, newest first, one page. */
export async function pointsHistory(db: Database, customerId: number, page: number, pageSize: number): Promise<HistoryPage> {
  const total = await ledgerEntryCount(db, customerId);
  const entries = await ledgerEntriesPage(db, customerId, page, pageSize);
  return { entries, total };
}
