/** The console's coupon routes under /online-ordering (contract: domain/wire/staff-coupons.ts). */
import type { FastifyRequest } from 'fastify';
import { STAFF_COUPON_PATHS as PATHS } from '@/domain/wire/staff-coupons';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import * as s from './schema';
import { addCouponCodes, couponCodesCsv, createStaffCoupon, moveStaffCoupon, staffCoupon, staffCoupons, updateStaffCoupon, type StaffCouponDeps } from './service';

function callerOf(request: FastifyRequest): StaffCaller {
  return { ip: request.ip, requestId: request.id };
}

const staffCouponRoutes: FastifyPluginAsyncTypebox<{ deps: StaffCouponDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  const ready = { preHandler: guards.ready };

  app.get(PATHS.coupons, { schema: s.couponsSchema, ...ready }, async (request) => {
    const { status, market, q, page, pageSize } = request.query;
    return staffCoupons(deps, signedInStaff(request), { status: status ?? null, countryCode: market ?? null, search: q ?? '', page, pageSize });
  });

  app.post(PATHS.coupons, { schema: s.createCouponSchema, ...ready }, async (request, reply) =>
    reply.status(201).send(await createStaffCoupon(deps, callerOf(request), signedInStaff(request), request.body)),
  );

  app.get(PATHS.coupon, { schema: s.couponSchema, ...ready }, async (request) => staffCoupon(deps, signedInStaff(request), request.params.couponId));

  app.put(PATHS.coupon, { schema: s.updateCouponSchema, ...ready }, async (request) =>
    updateStaffCoupon(deps, callerOf(request), signedInStaff(request), request.params.couponId, request.body),
  );

  app.post(PATHS.pause, { schema: s.pauseCouponSchema, ...ready }, async (request) => moveStaffCoupon(deps, callerOf(request), signedInStaff(request), request.params.couponId, 'pause'));
  app.post(PATHS.resume, { schema: s.resumeCouponSchema, ...ready }, async (request) => moveStaffCoupon(deps, callerOf(request), signedInStaff(request), request.params.couponId, 'resume'));
  app.post(PATHS.end, { schema: s.endCouponSchema, ...ready }, async (request) => moveStaffCoupon(deps, callerOf(request), signedInStaff(request), request.params.couponId, 'end'));

  app.post(PATHS.codes, { schema: s.addCodesSchema, ...ready }, async (request, reply) =>
    reply.status(201).send(await addCouponCodes(deps, callerOf(request), signedInStaff(request), request.params.couponId, request.body)),
  );

  app.get(PATHS.codesCsv, { schema: s.codesCsvSchema, ...ready }, async (request, reply) => {
    const file = await couponCodesCsv(deps, signedInStaff(request), request.params.couponId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
};

export default staffCouponRoutes;
