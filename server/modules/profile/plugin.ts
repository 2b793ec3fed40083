/**
 * The profile module as one plugin under /online-ordering (domain/wire/profile.ts):
 * every route needs a signed-in customer (the auth module's requireCustomer: 401 otherwise) and acts on that
 * customer's rows only. Saved cards are kept at the card processor PAYMENT_GATEWAY picks, through
 * the payments module's card vault.
 */
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { requireCustomer } from '@/server/auth/plugin';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import accountRoutes from './account-routes';
import { createCardVault, createGateways } from '@/server/modules/payments';
import myOrdersRoutes from './my-orders-routes';
import { createProfileServices } from './services';
import type { OrderLifecycle } from '@/server/modules/orders';
import walletRoutes from './wallet-routes';

export type ProfileModuleOptions = { config: Config; db: Database; lifecycle: OrderLifecycle; clock?: () => Date };

const profileModule: FastifyPluginAsyncTypebox<ProfileModuleOptions> = async (app, { config, db, lifecycle, clock }) => {
  const { gateway } = createGateways({ config, db, now: clock ?? (() => new Date()), prefix: app.prefix });
  const cardVault = createCardVault({ db, gateway, processor: config.paymentGateway ?? 'sandbox' });
  const services = createProfileServices({ db, cardVault, lifecycle, clock });
  app.addHook('preHandler', requireCustomer);
  await app.register(accountRoutes, { services });
  await app.register(walletRoutes, { services });
  await app.register(myOrdersRoutes, { services });
};

export default profileModule;
