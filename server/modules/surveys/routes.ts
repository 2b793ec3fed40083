/** The survey routes under /online-ordering (contract: domain/wire/surveys.ts). Thin: each calls its form's use case. */
import { SURVEY_PATHS } from '@/domain/wire/surveys';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import { auditedRead, listRead } from '@/server/modules/staff';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { enterCateringContest } from './catering-contest';
import { submitCateringFeedback } from './catering-feedback';
import type { SurveyDeps } from './deps';
import { formReceipt } from './honeypot';
import { submissionRateLimit } from './rate-limit';
import * as s from './schema';
import { cateringServiceTypes } from './service-types';
import { staffContestEntries, staffFeedback } from './staff-listing';
import contactRoutes from './contact-routes';

const surveyRoutes: FastifyPluginAsyncTypebox<{ deps: SurveyDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  app.decorateRequest('staff', null);

  app.get(SURVEY_PATHS.cateringServiceTypes, { schema: s.serviceTypesSchema }, async (request) => cateringServiceTypes(request.market.locale));

  app.post(SURVEY_PATHS.cateringFeedback, { schema: s.cateringFeedbackSchema, config: submissionRateLimit }, async (request, reply) => {
    const receipt = await formReceipt(request, 'catering-feedback', request.body, (by) => submitCateringFeedback(deps, by, request.body));
    return reply.status(201).send(receipt);
  });

  app.post(SURVEY_PATHS.cateringContest, { schema: s.cateringContestSchema, config: submissionRateLimit }, async (request, reply) => {
    const receipt = await formReceipt(request, 'catering-contest', request.body, (by) => enterCateringContest(deps, by, request.body));
    return reply.status(201).send(receipt);
  });

  app.get(SURVEY_PATHS.staffCateringFeedback, { schema: s.staffFeedbackSchema, preHandler: guards.ready }, async (request) =>
    auditedRead(deps, request, () => staffFeedback(deps.db, signedInStaff(request), request.query, request.market.locale), () => listRead('catering-feedback', request.query)),
  );

  app.get(SURVEY_PATHS.staffCateringContest, { schema: s.staffContestSchema, preHandler: guards.ready }, async (request) =>
    auditedRead(deps, request, () => staffContestEntries(deps.db, signedInStaff(request), request.query), () => listRead('catering-contest', request.query)),
  );

  await app.register(contactRoutes, { deps, guards });
};

export default surveyRoutes;
