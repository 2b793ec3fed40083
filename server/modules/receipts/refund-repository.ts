/** What the refund email reads: the staff refund that went through, its payment, the order, its store and brand. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { brands, locations, orderRefunds, orders, payments } from '@/server/db/schema';

export async function refundMailRow(db: Database, refundId: number) {
  const [row] = await db
    .select({
      refund: orderRefunds,
      paymentLabel: payments.label,
      paymentTender: payments.tender,
      order: orders,
      store: locations.title,
      phone: locations.phone,
      timeZone: locations.timeZone,
      brand: brands.title,
    })
    .from(orderRefunds)
    .innerJoin(payments, eq(payments.id, orderRefunds.paymentId))
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .innerJoin(brands, eq(brands.id, orders.brandId))
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'succeeded')));
  return row ?? null;
}

/** The refunds of the order that went through, oldest first: what the diner's order page shows. */
export async function succeededRefundsOf(db: Database, orderId: string) {
  return db
    .select({ amount: orderRefunds.amount, settledAt: orderRefunds.settledAt, createdAt: orderRefunds.createdAt, paymentLabel: payments.label, paymentTender: payments.tender })
    .from(orderRefunds)
    .innerJoin(payments, eq(payments.id, orderRefunds.paymentId))
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'succeeded')))
    .orderBy(asc(orderRefunds.id));
}
