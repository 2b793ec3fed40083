/**
 * Demo mode only, like /dev/outbox: GET /dev/sms lists the sandbox's texts (newest first), POST
 * /dev/sms/inbound is the sandbox's phone answering (STOP, START, HELP), and POST
 * /dev/running-late runs the running-late job once as of an instant for one store's orders still
 * being made (a 404 for a store that does not exist), so a demo can show an order running late
 * without waiting for it, and without touching any other store's orders.
 */
import { phoneE164 } from '@/domain/validation/phones';
import { interpolate } from '@/domain/interpolate';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import { BadRequestError, NotFoundError } from '@/server/errors';
import type { SmsSender } from '@/server/platform/sms';
import { runAsOf } from '@/server/schemas/run-as-of';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { answerInbound } from './inbound';
import { storeExists } from './late-repository';
import { listTexts, type TextRow } from './repository';
import { runRunningLate } from './running-late';
import { devInboundSchema, devListSchema, devRunningLateSchema } from './schema';
import type { TellDeps } from './tell';

export type TextAlertDevOptions = { tell: Omit<TellDeps, 'log'>; sms: SmsSender | null; clock: () => Date };

const presentText = (row: TextRow) => ({ id: row.id, to: row.toPhone, body: row.body, kind: row.kind, orderId: row.orderId, status: row.status, createdAt: row.createdAt.toISOString() });

const textAlertDevRoutes: FastifyPluginAsyncTypebox<TextAlertDevOptions> = async (app, { tell, sms, clock }) => {
  app.get('/dev/sms', { schema: devListSchema }, async (request) => {
    const { page, pageSize, orderId } = request.query;
    const { rows, total } = await listTexts(tell.db, page, pageSize, orderId);
    return { data: rows.map(presentText), total, page, pageSize };
  });

  if (sms?.name === 'sandbox') {
    const sandbox = sms;
    app.post('/dev/sms/inbound', { schema: devInboundSchema }, async (request) => {
      const phone = request.body.from.trim().startsWith('+') ? phoneE164(request.body.from, 'US') ?? `+${request.body.from.replace(/\D/g, '')}` : phoneE164(request.body.from, 'US');
      if (!phone || !/^\+[1-9]\d{6,14}$/.test(phone)) throw new BadRequestError(`"from" must be a phone number such as +12145550177, got "${request.body.from}"`);
      const answered = await answerInbound({ db: tell.db, sms: sandbox, now: clock() }, phone, request.body.body, { reply: true });
      return { request: answered, phone };
    });
  }

  app.post('/dev/running-late', { schema: devRunningLateSchema }, async (request) => {
    const now = runAsOf(request.body);
    const { locationId } = request.body;
    if (!(await storeExists(tell.db, locationId))) {
      throw new NotFoundError(interpolate(STAFF_MESSAGES.storeNotFound, { storeId: locationId }), { code: 'store_not_found', params: { storeId: locationId } });
    }
    const summary = await runRunningLate({ ...tell, log: request.log }, now, { locationId });
    return { now: now.toISOString(), ...summary };
  });
};

export default textAlertDevRoutes;
