/**
 * GET/PUT/DELETE /orders/:orderId/text-alerts (the checkout's opt-in), GET
 * /orders/:orderId/running-late (the order page's new time and credit), and POST
 * /text-alerts/inbound, Twilio's inbound-message webhook: its X-Twilio-Signature is checked with
 * the twilio package's validator against the URL Twilio called (API_PUBLIC_URL and the path);
 * STOP opts the number out, START back in.
 */
import type { Database } from '@/server/db/client';
import { ForbiddenError } from '@/server/errors';
import { callerOf } from '@/server/modules/orders';
import type { SmsSender } from '@/server/platform/sms';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { createConsentService } from './consent';
import { answerInbound } from './inbound';
import { couponPercentOfCode } from './late-repository';
import { runningLateOf } from './late-view';
import { deleteTextAlertsSchema, getRunningLateSchema, getTextAlertsSchema, inboundSchema, putTextAlertsSchema } from './schema';

export type TextAlertRoutesOptions = { db: Database; sms: SmsSender | null; apiPublicUrl: string; clock: () => Date };

/** Twilio posts its webhook as a form; Twilio's form fields are flat strings. */
const FORM = 'application/x-www-form-urlencoded';
const INBOUND_BODY_LIMIT = 16_384;

const textAlertRoutes: FastifyPluginAsyncTypebox<TextAlertRoutesOptions> = async (app, { db, sms, apiPublicUrl, clock }) => {
  const consents = createConsentService({ db, offered: sms !== null, clock });

  app.get('/orders/:orderId/text-alerts', { schema: getTextAlertsSchema }, async (request) =>
    consents.view(request.params.orderId, callerOf(request.headers, request.customer), request.market.locale),
  );

  app.put('/orders/:orderId/text-alerts', { schema: putTextAlertsSchema }, async (request) =>
    consents.optIn(request.params.orderId, callerOf(request.headers, request.customer), request.body, request.market.locale),
  );

  app.delete('/orders/:orderId/text-alerts', { schema: deleteTextAlertsSchema }, async (request) =>
    consents.optOut(request.params.orderId, callerOf(request.headers, request.customer), request.market.locale),
  );

  app.get('/orders/:orderId/running-late', { schema: getRunningLateSchema }, async (request) =>
    runningLateOf(db, request.params.orderId, callerOf(request.headers, request.customer), (code) => couponPercentOfCode(db, code)),
  );

  if (sms?.name !== 'twilio') return;
  const carrier = sms;
  await app.register(async (inbound) => {
    inbound.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: INBOUND_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    inbound.post('/text-alerts/inbound', { schema: inboundSchema }, async (request, reply) => {
      const signature = request.headers['x-twilio-signature'];
      const params = request.body as Record<string, string>;
      const url = `${apiPublicUrl}${request.url}`;
      if (typeof signature !== 'string' || !carrier.verifyInbound({ signature, url, params })) {
        throw new ForbiddenError('The request is not signed by Twilio');
      }
      await answerInbound({ db, sms: carrier, now: clock() }, params.From!, params.Body ?? '', { reply: false });
      return reply.type('text/xml; charset=utf-8').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    });
  });
};

export default textAlertRoutes;
