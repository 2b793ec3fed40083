/** The staff routes under /online-ordering (contract: domain/wire/staff.ts). */
import type { FastifyRequest } from 'fastify';
import { STAFF_PATHS } from '@/domain/wire/staff';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller, StaffDeps } from './deps';
import { changeOrderStatus } from './order-status';
import { storeQueue } from './queue';
import { orderStatusSchema, staffChangePasswordSchema, staffLoginSchema, staffLogoutSchema, staffMeSchema, storeOrdersSchema } from './schema';
import { changeStaffPassword, staffLogin, staffLogout, staffMe } from './sign-in';

function callerOf(request: FastifyRequest): StaffCaller {
  return { ip: request.ip, requestId: request.id, brandId: request.market.brandId };
}

const staffRoutes: FastifyPluginAsyncTypebox<{ deps: StaffDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  app.post(STAFF_PATHS.login, { schema: staffLoginSchema }, async (request) => staffLogin(deps, callerOf(request), request.body));

  app.post(STAFF_PATHS.logout, { schema: staffLogoutSchema, preHandler: guards.signedIn }, async (request, reply) => {
    await staffLogout(deps, callerOf(request), signedInStaff(request));
    return reply.status(204).send(null);
  });

  app.get(STAFF_PATHS.me, { schema: staffMeSchema, preHandler: guards.signedIn }, async (request) => staffMe(deps, signedInStaff(request)));

  app.post(STAFF_PATHS.changePassword, { schema: staffChangePasswordSchema, preHandler: guards.signedIn }, async (request) =>
    changeStaffPassword(deps, callerOf(request), signedInStaff(request), request.body),
  );

  app.get(STAFF_PATHS.storeOrders, { schema: storeOrdersSchema, preHandler: guards.ready }, async (request) =>
    storeQueue(deps.db, signedInStaff(request), request.params.storeId, request.query.date, deps.now(), request.market.locale),
  );

  app.put(STAFF_PATHS.orderStatus, { schema: orderStatusSchema, preHandler: guards.ready }, async (request) =>
    changeOrderStatus(deps, callerOf(request), signedInStaff(request), request.params.orderId, request.params.statusId),
  );
};

export default staffRoutes;
