/** The order page's running-late line: the new ready time once told, and the apology credit once given. */
import type { Database } from '@/server/db/client';
import { mayAccess, orderNotFound, type OrderCaller } from '@/server/modules/orders';
import { lateNoticeOf, type LateNoticeRow } from './late-repository';
import { alertOrderOf } from './repository';

export type RunningLateView = {
  late: {
    promisedAt: string;
    newReadyAt: string;
    credit: { kind: 'points'; points: number } | { kind: 'coupon'; code: string; percent: string } | null;
  } | null;
};

/** "15.00" → "15"; "12.50" → "12.5". */
export const percentText = (percent: string) => percent.replace(/\.0+$/, '').replace(/(\.\d*?)0+$/, '$1');

export function presentLate(row: LateNoticeRow | null, couponPercent: (code: string) => string): RunningLateView {
  if (!row) return { late: null };
  const credit =
    row.creditKind === 'points' && row.creditPoints !== null
      ? ({ kind: 'points', points: row.creditPoints } as const)
      : row.creditKind === 'coupon' && row.couponCode
        ? ({ kind: 'coupon', code: row.couponCode, percent: couponPercent(row.couponCode) } as const)
        : null;
  return { late: { promisedAt: row.promisedAt.toISOString(), newReadyAt: row.newReadyAt.toISOString(), credit } };
}

export async function runningLateOf(db: Database, orderId: string, caller: OrderCaller, percentOfCode: (code: string) => Promise<string>): Promise<RunningLateView> {
  const found = await alertOrderOf(db, orderId);
  if (!found || !mayAccess(found.order, caller)) throw orderNotFound(orderId);
  const row = await lateNoticeOf(db, orderId);
  const percent = row?.couponCode ? percentText(await percentOfCode(row.couponCode)) : '';
  return presentLate(row, () => percent);
}
