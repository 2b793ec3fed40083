/** What staff see of a late order in the queue: the new ready time the diner was told, and the credit given. */
import type { WireStaffLate } from '@/domain/wire/text-alerts';
import type { Database } from '@/server/db/client';
import { lateNoticesOf } from './late-repository';

/** Each late order's notice, by order id; orders never late are absent. */
export async function staffLateOf(db: Database, orderIds: string[], timeOf: (at: Date) => string): Promise<Map<string, WireStaffLate>> {
  const rows = await lateNoticesOf(db, orderIds);
  return new Map(
    rows.map((row) => {
      const credit =
        row.creditKind === 'points' && row.creditPoints !== null
          ? ({ kind: 'points', points: row.creditPoints } as const)
          : row.creditKind === 'coupon' && row.couponCode
            ? ({ kind: 'coupon', code: row.couponCode } as const)
            : null;
      return [row.orderId, { newReadyAt: row.newReadyAt.toISOString(), newReadyTime: timeOf(row.newReadyAt), credit }];
    }),
  );
}
