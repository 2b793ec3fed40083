/** A paid order's refunds in the staff console (contract: domain/wire/staff.ts): the form's payments, and the refund itself, once per Idempotency-Key. */
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import { STAFF_PATHS } from '@/domain/wire/staff';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import { BadRequestError } from '@/server/errors';
import { createIdempotency, readIdempotencyKey, sendAnswer } from '@/server/idempotency/idempotency';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { GiveBackDeps } from './give-back';
import { assertMayRefund, orderRefunds, refundOrder } from './order-refund';
import { orderRefundsSchema, refundOrderSchema } from './schema';

const refundRoutes: FastifyPluginAsyncTypebox<{ deps: GiveBackDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  const idempotency = createIdempotency(deps.db, deps.now, { instanceId: app.instance.id });

  app.get(STAFF_PATHS.orderRefunds, { schema: orderRefundsSchema, preHandler: guards.ready }, async (request) =>
    orderRefunds(deps.db, signedInStaff(request), request.params.orderId),
  );

  app.post(STAFF_PATHS.orderRefunds, { schema: refundOrderSchema, preHandler: guards.ready }, async (request, reply) => {
    const staff = signedInStaff(request);
    assertMayRefund(staff);
    const key = readIdempotencyKey(request.headers);
    if (key === undefined) throw new BadRequestError(STAFF_MESSAGES.refundKeyRequired, undefined, { code: 'refund_key_required' });
    // The scope names the member: a replay only ever answers the request it was.
    const scope = `POST refund ${request.params.orderId} staff ${staff.id}`;
    const caller = { ip: request.ip, requestId: request.id, brandId: request.market.brandId };
    const answer = await idempotency.run({ key, scope, request: request.body }, async () => ({
      statusCode: 201,
      body: await refundOrder(deps, caller, staff, request.params.orderId, request.body),
    }));
    return sendAnswer(reply, answer);
  });
};

export default refundRoutes;
