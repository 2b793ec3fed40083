/**
 * The e-gift card routes under /online-ordering (domain/wire/e-gift-cards.ts): buying (anyone,
 * Idempotency-Key honoured: the same key and body replay the first answer and charge once), the
 * signed-in diner's cards (their own only: another diner's purchase answers 404), the staff
 * console's list, resend and void (brand admins, staff tokens only). The demo's delivery run is
 * ./dev-routes.ts, registered in demo mode only.
 */
import type { FastifyRequest } from 'fastify';
import { E_GIFT_PATHS } from '@/domain/wire/e-gift-cards';
import { requireCustomer, signedInCustomer } from '@/server/auth/plugin';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import { BadRequestError } from '@/server/errors';
import { createIdempotency, readIdempotencyKey, requestHash, sendAnswer } from '@/server/idempotency/idempotency';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { myEGifts, myPurchase } from './mine';
import { buyEGiftCard, type EGiftDeps } from './purchase';
import { mineSchema, oneSchema, purchaseSchema, staffActionSchema, staffListSchema } from './schema';
import { listStaffEGifts, resendEGift, voidEGift } from './staff';

export type EGiftRouteOptions = { deps: EGiftDeps; guards: StaffGuards };

/** Gift cards cannot pay for gift cards: a body naming one is refused with its own code before the schema's unknown-field answer. */
async function refuseGiftCardTender(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body && typeof body === 'object' && ['giftCard', 'giftcard', 'pin', 'method'].some((field) => field in body)) {
    throw new BadRequestError('Gift cards cannot pay for gift cards: pay by card', undefined, { code: 'egift_gift_card_tender' });
  }
}

const eGiftRoutes: FastifyPluginAsyncTypebox<EGiftRouteOptions> = async (app, { deps, guards }) => {
  const idempotency = createIdempotency(deps.db, deps.realNow, { instanceId: app.instance.id });
  const actorOf = (request: FastifyRequest) => ({ staff: signedInStaff(request), requestId: request.id, clientAddress: request.ip });
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', null);

  app.post(E_GIFT_PATHS.purchase, { schema: purchaseSchema, preValidation: refuseGiftCardTender }, async (request, reply) => {
    const key = readIdempotencyKey(request.headers);
    const customerId = request.customer?.id ?? null;
    const scope = `POST e-gift-card ${customerId ?? 'guest'}`;
    const buyer = {
      brandId: request.market.brandId,
      country: request.market.country,
      locale: request.market.locale,
      customerId,
      clientIp: request.ip,
      ...(key === undefined ? {} : { requestKey: requestHash({ scope, key }) }),
    };
    const answer = await idempotency.run({ key, scope, request: request.body }, async () => ({ statusCode: 200, body: await buyEGiftCard(deps, buyer, request.body) }));
    return sendAnswer(reply, answer);
  });

  app.get(E_GIFT_PATHS.mine, { schema: mineSchema, preHandler: requireCustomer }, async (request) => myEGifts(deps.db, request.market.brandId, signedInCustomer(request)));

  app.get(E_GIFT_PATHS.one, { schema: oneSchema, preHandler: requireCustomer }, async (request) => myPurchase(deps.db, signedInCustomer(request).id, request.params.eGiftId));

  app.get(E_GIFT_PATHS.staffList, { schema: staffListSchema, preHandler: guards.ready }, async (request) => listStaffEGifts(deps.db, actorOf(request), request.query.email ?? null));

  app.post(E_GIFT_PATHS.staffResend, { schema: staffActionSchema("Send an e-gift card's email to its recipient again; releases a held card (brand admins; audited)"), preHandler: guards.ready }, async (request) =>
    resendEGift(deps, actorOf(request), request.params.eGiftId),
  );

  app.post(E_GIFT_PATHS.staffVoid, { schema: staffActionSchema("Void an e-gift card nobody has spent from: its balance goes to zero and the buyer's card is refunded, once (brand admins; audited)"), preHandler: guards.ready }, async (request) =>
    voidEGift(deps, actorOf(request), request.params.eGiftId),
  );
};

export default eGiftRoutes;
