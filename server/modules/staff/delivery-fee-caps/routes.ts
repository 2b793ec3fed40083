/** GET /admin/delivery-fee-caps, PUT and DELETE /admin/delivery-fee-caps/{currency}: the brand's delivery fee caps, for brand admins in the console. */
import type { FastifyRequest } from 'fastify';
import { DELIVERY_FEE_CAPS_PATH } from '@/domain/wire/staff-delivery-fee-caps';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import { deleteDeliveryFeeCapSchema, getDeliveryFeeCapsSchema, putDeliveryFeeCapSchema } from './schema';
import { changeDeliveryFeeCap, deliveryFeeCaps, removeDeliveryFeeCap, type DeliveryFeeCapDeps } from './service';

const callerOf = (request: FastifyRequest): StaffCaller => ({ ip: request.ip, requestId: request.id });
const ONE = `${DELIVERY_FEE_CAPS_PATH}/:currency`;

const deliveryFeeCapRoutes: FastifyPluginAsyncTypebox<{ deps: DeliveryFeeCapDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  const ready = { preHandler: guards.ready };
  app.get(DELIVERY_FEE_CAPS_PATH, { schema: getDeliveryFeeCapsSchema, ...ready }, async (request) => deliveryFeeCaps(deps, signedInStaff(request)));
  app.put(ONE, { schema: putDeliveryFeeCapSchema, ...ready }, async (request) =>
    changeDeliveryFeeCap(deps, callerOf(request), signedInStaff(request), request.params.currency, request.body.maxDinerFee),
  );
  app.delete(ONE, { schema: deleteDeliveryFeeCapSchema, ...ready }, async (request) => removeDeliveryFeeCap(deps, callerOf(request), signedInStaff(request), request.params.currency));
};

export default deliveryFeeCapRoutes;
