/** The payment page module's one route under /online-ordering: the brand admins' open alerts. */
import { PAYMENT_PAGE_ALERTS_PATH } from '@/domain/wire/payment-page';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { Database } from '@/server/db/client';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { staffOpenAlerts } from './alerts-listing';
import { openAlertsSchema } from './schema';

const paymentPageRoutes: FastifyPluginAsyncTypebox<{ db: Database; guards: StaffGuards }> = async (app, { db, guards }) => {
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', null);
  app.get(PAYMENT_PAGE_ALERTS_PATH, { schema: openAlertsSchema, preHandler: guards.ready }, async (request) => staffOpenAlerts(db, signedInStaff(request)));
};

export default paymentPageRoutes;
