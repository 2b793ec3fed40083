/**
 * The profile module as one plugin under /online-ordering (domain/wire/profile.ts):
 * every route needs a signed-in customer (the auth module's requireCustomer: 401 otherwise) and acts on that
 * customer's rows only. Saved cards read brand, last 4 and expiry from the sandbox gateway's
 * signed tokens, hence the payment sandbox secret.
 */
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { requireCustomer } from '@/server/auth/plugin';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import accountRoutes from './account-routes';
import { createSandboxCardTokenReader } from '@/server/modules/payments';
import myOrdersRoutes from './my-orders-routes';
import { createProfileServices } from './services';
import type { OrderLifecycle } from '@/server/modules/orders';
import walletRoutes from './wallet-routes';

export type ProfileModuleOptions = { config: Config; db: Database; lifecycle: OrderLifecycle; clock?: () => Date };

const profileModule: FastifyPluginAsyncTypebox<ProfileModuleOptions> = async (app, { config, db, lifecycle, clock }) => {
  const services = createProfileServices({ db, readCardToken: createSandboxCardTokenReader(config.paymentSandboxSecret), lifecycle, clock });
  app.addHook('preHandler', requireCustomer);
  await app.register(accountRoutes, { services });
  await app.register(walletRoutes, { services });
  await app.register(myOrdersRoutes, { services });
};

export default profileModule;
