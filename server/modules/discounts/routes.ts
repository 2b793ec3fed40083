/**
 * POST /discount-management/order/:orderId/coupons (apply by code), DELETE …/coupons/:couponId
 * and DELETE …/coupons (all), with the order routes' access (X-Order-Token or the signed-in
 * owner); and GET /loyalty/orders/:orderId/wallet-suggestion for the signed-in owner.
 */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { Database } from '@/server/db/client';
import { signedInCustomer } from '@/server/auth/plugin';
import { callerOf } from '@/server/modules/orders';
import { applyCouponSchema, removeAllCouponsSchema, removeCouponSchema, walletSuggestionSchema } from './schema';
import { createCouponService } from './service';
import { walletSuggestion } from './wallet-suggestion';

export type DiscountRoutesOptions = { db: Database; clock?: () => Date };

const discountRoutes: FastifyPluginAsyncTypebox<DiscountRoutesOptions> = async (app, { db, clock = () => new Date() }) => {
  const service = createCouponService({ db, clock });
  const base = '/discount-management/order/:orderId/coupons';

  app.post(base, { schema: applyCouponSchema }, async (request) =>
    service.apply(request.params.orderId, callerOf(request.headers, request.customer), request.body.code, request.market.locale),
  );

  app.delete(`${base}/:couponId`, { schema: removeCouponSchema }, async (request) =>
    service.remove(request.params.orderId, callerOf(request.headers, request.customer), request.params.couponId, request.market.locale),
  );

  app.delete(base, { schema: removeAllCouponsSchema }, async (request) =>
    service.removeAll(request.params.orderId, callerOf(request.headers, request.customer), request.market.locale),
  );

  app.get('/loyalty/orders/:orderId/wallet-suggestion', { schema: walletSuggestionSchema }, async (request) =>
    walletSuggestion(db, request.params.orderId, signedInCustomer(request).id, clock()),
  );
};

export default discountRoutes;
