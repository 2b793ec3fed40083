/**
 * The loyalty program under /online-ordering (domain/wire/loyalty.ts): the program as anyone reads it, the diner's recap,
 * history and wallet, the rewards store and buying from it, and a reward's item on an order.
 * The customer is always the bearer's; the brand is the request's.
 */
import { REWARD_STATUS_NAMES, type RewardStatusId } from '@/domain/loyalty/constants';
import { signedInCustomer } from '@/server/auth/plugin';
import type { Database } from '@/server/db/client';
import { readIdempotencyKey, REPLAYED_HEADER } from '@/server/idempotency/idempotency';
import { callerOf } from '@/server/modules/orders';
import { publicRead } from '@/server/plugins/public-read';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { loyaltyProgram, pointsHistoryPage, pointsRecap, walletPage } from './account';
import { addRewardToOrder, loyaltyDetails, removeRewardFromOrder } from './order-reward';
import * as s from './schema';
import { redeemStoreItem, storeItem, storeItems } from './store';

export type LoyaltyRoutesOptions = { db: Database; clock?: () => Date };

const STATUS_IDS = Object.fromEntries(Object.entries(REWARD_STATUS_NAMES).map(([id, name]) => [name, Number(id) as RewardStatusId]));

const loyaltyRoutes: FastifyPluginAsyncTypebox<LoyaltyRoutesOptions> = async (app, { db, clock = () => new Date() }) => {
  app.get('/loyalty/program', { schema: s.programSchema, ...publicRead }, async (request) => loyaltyProgram(db, request.market.brandId));

  app.get('/loyalty/my-profile/points-recap', { schema: s.recapSchema }, async (request) =>
    pointsRecap(db, request.market.brandId, signedInCustomer(request).id),
  );

  app.get('/loyalty/my-profile/collect-points/points-history', { schema: s.historySchema }, async (request) =>
    pointsHistoryPage(db, signedInCustomer(request).id, request.query.page, request.query.pageSize),
  );

  app.get('/loyalty/my-profile/rewards', { schema: s.walletSchema }, async (request) => {
    const { status } = request.query;
    return { data: await walletPage(db, signedInCustomer(request).id, request.market.locale, status ? STATUS_IDS[status] : undefined) };
  });

  app.get('/loyalty/store/items', { schema: s.storeItemsSchema }, async (request) => ({
    data: await storeItems(db, request.market.brandId, request.market.locale),
  }));

  app.get('/loyalty/store/items/:itemId', { schema: s.storeItemSchema }, async (request) =>
    storeItem(db, request.market.brandId, request.params.itemId, request.market.locale),
  );

  app.post('/loyalty/store/items/:itemId', { schema: s.redeemSchema }, async (request, reply) => {
    const customer = signedInCustomer(request);
    const idempotencyKey = readIdempotencyKey(request.headers);
    const { replayed, ...answer } = await redeemStoreItem(db, {
      brandId: request.market.brandId,
      customerId: customer.id,
      itemId: request.params.itemId,
      locale: request.market.locale,
      now: clock(),
      ...(idempotencyKey !== undefined && { idempotencyKey }),
    });
    if (replayed) reply.header(REPLAYED_HEADER, 'true');
    return reply.status(replayed ? 200 : 201).send(answer);
  });

  app.get('/locations/:locationId/items/:itemId/loyalty-details', { schema: s.detailsSchema }, async (request) =>
    loyaltyDetails(db, {
      brandId: request.market.brandId,
      locationId: request.params.locationId,
      itemId: request.params.itemId,
      customerId: request.customer?.id ?? null,
      locale: request.market.locale,
      ...(request.query.categoryId !== undefined && { categoryId: request.query.categoryId }),
    }),
  );

  app.post('/locations/:locationId/items/:itemId/item-instance', { schema: s.addInstanceSchema }, async (request, reply) => {
    const customer = signedInCustomer(request);
    const order = await addRewardToOrder(
      db,
      { customerId: customer.id, order: callerOf(request.headers, customer) },
      { ...request.params, body: request.body, locale: request.market.locale, now: clock() },
    );
    return reply.status(201).send(order);
  });

  app.delete('/locations/:locationId/items/:itemId/item-instance', { schema: s.removeInstanceSchema }, async (request) => {
    const customer = signedInCustomer(request);
    return removeRewardFromOrder(
      db,
      { customerId: customer.id, order: callerOf(request.headers, customer) },
      { ...request.params, orderId: request.query.orderId, rewardId: request.query.rewardId, locale: request.market.locale, now: clock() },
    );
  });
};

export default loyaltyRoutes;
