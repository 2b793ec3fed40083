/**
 * POST /orders/:orderId/delivery-quote (the checkout's quote), GET /orders/:orderId/delivery (the
 * order page's courier: with the sandbox it is read at the request's clock, booking a delivery
 * now due), POST /orders/:orderId/delivery/refund and …/carryout (the diner's choice once the
 * courier failed: choices.ts), POST /couriers/doordash/webhook (with DoorDash only), and in demo mode the sandbox's
 * tracking page GET /dev/courier/:ref (sandbox-tracking-page.ts) with its demo control POST
 * /dev/courier/:ref/cancel (the courier cancels now).
 */
import type { Database } from '@/server/db/client';
import { isFinalStage } from '@/domain/dispatch/stages';
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '@/server/errors';
import { callerOf, type OrderLifecycle } from '@/server/modules/orders';
import type { Dispatcher } from '@/server/platform/dispatch';
import { textLanguage } from '@/server/platform/text-language';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { courierErrorCode, courierText } from '@/domain/dispatch/messages';
import { bookDelivery, cancelDelivery, followDelivery } from './booking';
import { presentDelivery } from './present';
import { callersOrder, courierError, quoteOrder } from './quote';
import { deliveryByProviderRef, deliveryOfOrder } from './repository';
import { chooseInstead, type DinerRefunds } from './choices';
import { doordashWebhookSchema, getDeliverySchema, postCarryoutChoiceSchema, postQuoteSchema, postRefundChoiceSchema, sandboxCancelSchema, sandboxTrackingSchema } from './schema';
import { sandboxTrackingPage } from './sandbox-tracking-page';
import { receiveReport } from './webhooks';

/** The sandbox tracking page's demo control posts a plain form. */
const FORM = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 1024;
const localeQuery = (locale: string | undefined) => (locale ? `?locale=${encodeURIComponent(locale)}` : '');

export type CourierRoutesOptions = {
  db: Database;
  dispatcher: Dispatcher | null;
  lifecycle: Pick<OrderLifecycle, 'publish' | 'nudge'>;
  /** The request's clock (the demo clock in demo mode) and the real one. */
  requestNow: () => Date;
  realNow: () => Date;
  demoMode: boolean;
  /** What refunds a diner whose courier failed (the console's refund service); without it no choice is offered. */
  refunds?: DinerRefunds;
};

const courierRoutes: FastifyPluginAsyncTypebox<CourierRoutesOptions> = async (app, options) => {
  const { db, dispatcher, lifecycle, requestNow, realNow, demoMode, refunds } = options;

  app.post('/orders/:orderId/delivery-quote', { schema: postQuoteSchema }, async (request) =>
    presentDelivery(await quoteOrder({ db, dispatcher, realNow, requestNow }, request.params.orderId, callerOf(request.headers, request.customer)), null),
  );

  app.get('/orders/:orderId/delivery', { schema: getDeliverySchema }, async (request) => {
    const order = await callersOrder(db, request.params.orderId, callerOf(request.headers, request.customer));
    let row = await deliveryOfOrder(db, order.id);
    if (!row) throw courierError('notOffered', 404, { number: String(order.number) });
    // The sandbox moves on the demo clock: read it at this request's time.
    if (dispatcher?.name === 'sandbox' && row.provider === 'sandbox') {
      const now = requestNow();
      if (row.stage === 'quoted' && row.bookAt && row.bookAt.getTime() <= now.getTime()) row = await bookDelivery({ db, dispatcher, lifecycle }, row, now);
      row = await followDelivery({ db, dispatcher, lifecycle }, row, now);
    }
    return presentDelivery(row, order.timeslotStart);
  });

  if (refunds) {
    const deps = { db, lifecycle, refunds, now: requestNow };
    for (const [choice, schema] of [['refund', postRefundChoiceSchema], ['carryout', postCarryoutChoiceSchema]] as const) {
      app.post(`/orders/:orderId/delivery/${choice}`, { schema }, async (request) =>
        chooseInstead(deps, request.params.orderId, callerOf(request.headers, request.customer), choice, { requestId: request.id, ip: request.ip }),
      );
    }
  }

  if (dispatcher?.name === 'doordash') {
    const network = dispatcher;
    app.post('/couriers/doordash/webhook', { schema: doordashWebhookSchema }, async (request) => {
      const reading = network.readWebhook({ authorization: request.headers.authorization, body: request.body });
      if (!reading.ok && reading.problem === 'unverified') throw new UnauthorizedError(courierText('webhookUnverified'), { code: courierErrorCode('webhookUnverified') });
      if (!reading.ok) throw new BadRequestError(courierText('webhookUnreadable'), undefined, { code: courierErrorCode('webhookUnreadable') });
      await receiveReport({ db, dispatcher: network, lifecycle }, reading.report, realNow());
      return { received: true as const };
    });
  }

  if (demoMode && dispatcher?.name === 'sandbox') {
    const sandbox = dispatcher;
    app.get('/dev/courier/:ref', { schema: sandboxTrackingSchema }, async (request, reply) => {
      const row = await deliveryByProviderRef(db, request.params.ref);
      if (!row?.bookedAt) throw new NotFoundError(`The sandbox courier has no booking ${request.params.ref}`);
      const now = requestNow();
      const at = await sandbox.status({ externalId: row.externalId, providerRef: row.providerRef, bookedAt: row.bookedAt }, now);
      // A courier cancelled by the demo control stays cancelled, whatever its booking would do.
      const stage = row.stage === 'cancelled' ? row.stage : at.stage;
      const page = sandboxTrackingPage({ stage, pickupAt: at.pickupAt!, dropoffAt: at.dropoffAt! }, now, textLanguage(request.market.locale), `${request.params.ref}/cancel${localeQuery(request.query.locale)}`);
      return reply.type('text/html; charset=utf-8').send(page);
    });

    const cancelForm: FastifyPluginAsyncTypebox = async (forms) => {
      forms.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      forms.post('/dev/courier/:ref/cancel', { schema: sandboxCancelSchema }, async (request, reply) => {
        const row = await deliveryByProviderRef(db, request.params.ref);
        if (!row?.bookedAt) throw new NotFoundError(`The sandbox courier has no booking ${request.params.ref}`);
        if (isFinalStage(row.stage)) throw new ConflictError(`The sandbox courier of booking ${request.params.ref} has already ${row.stage === 'cancelled' ? 'cancelled' : 'delivered'}`);
        await cancelDelivery({ db, dispatcher: sandbox, lifecycle }, row, 'The sandbox courier cancelled (demo control)', requestNow());
        return reply.redirect(`${request.url.replace(/\/cancel(\?.*)?$/, '')}${localeQuery(request.query.locale)}`, 303);
      });
    };
    await app.register(cancelForm);
  }
};

export default courierRoutes;
