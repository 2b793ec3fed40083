/** Saved cards, favourite locations and notifications. */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { customerIdOf } from './caller';
import { assertOwnWallet } from './saved-cards';
import type { ProfileServices } from './services';
import * as s from './schema';

const CARDS = '/payment-management/customer/:customerId/payment-methods';

const walletRoutes: FastifyPluginAsyncTypebox<{ services: ProfileServices }> = async (app, { services }) => {
  const { cards, favorites, notifications } = services;

  /** The caller's id, once the path's customer id is checked to be theirs. */
  function walletOwner(request: Parameters<typeof customerIdOf>[0], pathCustomerId: number): number {
    const customerId = customerIdOf(request);
    assertOwnWallet(customerId, pathCustomerId);
    return customerId;
  }

  app.get(CARDS, { schema: s.listCardsSchema }, async (request) => ({
    data: await cards.list(walletOwner(request, request.params.customerId)),
  }));
  app.post(CARDS, { schema: s.saveCardSchema }, async (request, reply) => {
    const { card, created } = await cards.save(walletOwner(request, request.params.customerId), request.body.token);
    return reply.status(created ? 201 : 200).send(card);
  });
  app.delete(`${CARDS}/:id`, { schema: s.deleteCardSchema }, async (request, reply) => {
    await cards.remove(walletOwner(request, request.params.customerId), request.params.id);
    return reply.status(204).send(null);
  });

  app.get('/favorite-locations', { schema: s.listFavoritesSchema }, async (request) => ({
    data: await favorites.list(request.market, customerIdOf(request)),
  }));
  app.post('/locations/:locationId/set-favorite', { schema: s.favoriteSchema }, async (request) =>
    favorites.set(request.market, customerIdOf(request), request.params.locationId),
  );
  app.post('/locations/:locationId/remove-favorite', { schema: s.favoriteSchema }, async (request) =>
    favorites.remove(request.market, customerIdOf(request), request.params.locationId),
  );

  app.get('/notifications', { schema: s.listNotificationsSchema }, async (request) =>
    notifications.list(customerIdOf(request), request.market.locale),
  );
  app.put('/notifications/:notificationId', { schema: s.markNotificationSchema }, async (request) =>
    notifications.mark(customerIdOf(request), request.params.notificationId, request.body.read, request.market.locale),
  );
};

export default walletRoutes;
