/** The privacy routes under /online-ordering (contract: domain/wire/privacy.ts). Thin: each calls its use case. */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { privacyDueAt } from '@/domain/privacy';
import { PRIVACY_PATHS } from '@/domain/wire/privacy';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import { auditedRead, listRead } from '@/server/modules/staff';
import { isRobot, submissionRateLimit, submitterOf } from '@/server/modules/surveys';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { requestorTypes, requestTypes } from './choices';
import { confirmPrivacyRequest } from './confirm-request';
import type { PrivacyDeps } from './deps';
import { downloadExport } from './download';
import { submitDoNotSell } from './opt-out';
import * as s from './schema';
import { staffPrivacyRequests } from './staff-listing';
import { submitPrivacyRequest } from './submit-request';

/** What a robot that filled the honeypot gets: what a person would, minus any effect. */
function decoy(form: string, email: string, now: Date, request: FastifyRequest) {
  request.log.info({ form }, 'privacy honeypot filled: answered as a success, nothing kept');
  return { id: randomUUID(), email: email.trim(), ...(form === 'privacy-request' ? { dueAt: privacyDueAt(now, request.market.country).toISOString() } : {}) };
}

const privacyRoutes: FastifyPluginAsyncTypebox<{ deps: PrivacyDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  app.decorateRequest('staff', null);

  app.get(PRIVACY_PATHS.requestTypes, { schema: s.requestTypesSchema }, async (request) => requestTypes(request.market.locale, request.market.country));
  app.get(PRIVACY_PATHS.requestorTypes, { schema: s.requestorTypesSchema }, async (request) => requestorTypes(request.market.locale));

  app.post(PRIVACY_PATHS.request, { schema: s.privacyRequestSchema, config: submissionRateLimit }, async (request, reply) => {
    const receipt = isRobot(request.body)
      ? decoy('privacy-request', request.body.email, deps.now(), request)
      : await submitPrivacyRequest(deps, submitterOf(request), request.body);
    return reply.status(201).send(receipt);
  });

  app.post(PRIVACY_PATHS.confirmation, { schema: s.confirmationSchema, config: submissionRateLimit }, async (request) =>
    confirmPrivacyRequest(deps, request.params.requestId, request.body.token),
  );

  app.get(PRIVACY_PATHS.export, { schema: s.exportSchema }, async (request, reply) => {
    const data = await downloadExport(deps, request.params.requestId, request.query.token);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="personal-data-${request.params.requestId}.json"`)
      .header('cache-control', 'no-store')
      .send(data);
  });

  app.post(PRIVACY_PATHS.doNotSell, { schema: s.doNotSellSchema, config: submissionRateLimit }, async (request, reply) => {
    const receipt = isRobot(request.body) ? decoy('do-not-sell', request.body.email, deps.now(), request) : await submitDoNotSell(deps, submitterOf(request), request.body);
    return reply.status(201).send(receipt);
  });

  app.get(PRIVACY_PATHS.staffRequests, { schema: s.staffRequestsSchema, preHandler: guards.ready }, async (request) =>
    auditedRead(deps, request, () => staffPrivacyRequests(deps.db, signedInStaff(request), request.query), () => listRead('privacy-requests', request.query)),
  );
};

export default privacyRoutes;
