/** The receipts module as one plugin under /online-ordering: the thank-you route (the paid order as its page shows it). */
import type { Database } from '@/server/db/client';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import thankYouRoutes from './thank-you-routes';

export type ReceiptsModuleOptions = { db: Database };

const receiptsModule: FastifyPluginAsyncTypebox<ReceiptsModuleOptions> = async (app, { db }) => {
  await app.register(thankYouRoutes, { db });
};

export default receiptsModule;
