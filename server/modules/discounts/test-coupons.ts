/** Test fixtures for the coupon suites: coupons inserted directly, and a client for the coupon routes. */
import type { App } from '@/server/app';
import type { Database } from '@/server/db/client';
import * as t from '@/server/db/schema';

let sequence = 0;

/** A brand-4 coupon of $5 off the order unless told otherwise; its code is unique per call. */
export async function buildCoupon(db: Database, fields: Partial<typeof t.coupons.$inferInsert> = {}, singleUseCodes: string[] = []) {
  sequence += 1;
  const [row] = await db
    .insert(t.coupons)
    .values({ brandId: 4, code: `TEST-${process.pid}-${sequence}`, title: 'Five off', typeId: 1, value: '5.00', ...fields })
    .returning();
  for (const code of singleUseCodes) await db.insert(t.couponCodes).values({ couponId: row!.id, brandId: row!.brandId, code });
  return row!;
}

export function couponClient(app: App, headers: Record<string, string> = {}) {
  const url = (orderId: string, rest = '') => `/online-ordering/discount-management/order/${orderId}/coupons${rest}`;
  const withToken = (token: string | undefined) => ({ ...headers, ...(token === undefined ? {} : { 'x-order-token': token }) });
  return {
    apply: (orderId: string, token: string | undefined, body: unknown, extra: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: url(orderId), payload: body as object, headers: { ...withToken(token), ...extra } }),
    remove: (orderId: string, token: string | undefined, couponId: number | string) =>
      app.inject({ method: 'DELETE', url: url(orderId, `/${couponId}`), headers: withToken(token) }),
    removeAll: (orderId: string, token: string | undefined) => app.inject({ method: 'DELETE', url: url(orderId), headers: withToken(token) }),
    suggestion: (orderId: string, bearer?: string) =>
      app.inject({
        method: 'GET',
        url: `/online-ordering/loyalty/orders/${orderId}/wallet-suggestion`,
        headers: { ...headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      }),
  };
}
