/** The contact forms' routes (contract: domain/wire/contact.ts), registered by the survey plugin. Thin: each calls its use case. */
import { SURVEY_PATHS } from '@/domain/wire/surveys';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import { auditedRead, listRead } from '@/server/modules/staff';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import * as s from './contact-schema';
import { staffGeneralFeedback, staffTalkTo } from './contact-staff-listing';
import { feedbackTypes, visitTypes } from './contact-types';
import { submitterOf, type SurveyDeps } from './deps';
import { submitGeneralFeedback } from './general-feedback';
import { formReceipt } from './honeypot';
import { staffOrderFeedbackSchema } from './order-feedback-schema';
import { staffOrderFeedback } from './order-feedback-staff';
import { submissionRateLimit } from './rate-limit';
import { checkBrandSlug, submitTalkTo } from './talk-to';

const contactRoutes: FastifyPluginAsyncTypebox<{ deps: SurveyDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  app.get(SURVEY_PATHS.talkToVisitTypes, { schema: s.visitTypesSchema }, async (request) => {
    await checkBrandSlug(deps, submitterOf(request), request.params.brand);
    return visitTypes(request.market.locale);
  });

  app.post(SURVEY_PATHS.talkTo, { schema: s.talkToSchema, config: submissionRateLimit }, async (request, reply) => {
    const receipt = await formReceipt(request, 'talk-to', request.body, (by) => submitTalkTo(deps, by, request.params.brand, request.body));
    return reply.status(201).send(receipt);
  });

  app.get(SURVEY_PATHS.generalFeedbackTypes, { schema: s.feedbackTypesSchema }, async (request) => feedbackTypes(request.market.locale));

  app.post(SURVEY_PATHS.generalFeedback, { schema: s.generalFeedbackSchema, config: submissionRateLimit }, async (request, reply) => {
    const receipt = await formReceipt(request, 'general-feedback', request.body, (by) => submitGeneralFeedback(deps, by, request.body));
    return reply.status(201).send(receipt);
  });

  app.get(SURVEY_PATHS.staffTalkTo, { schema: s.staffTalkToSchema, preHandler: guards.ready }, async (request) =>
    auditedRead(deps, request, () => staffTalkTo(deps.db, signedInStaff(request), request.query, request.market.locale), () => listRead('talk-to', request.query)),
  );

  app.get(SURVEY_PATHS.staffGeneralFeedback, { schema: s.staffGeneralFeedbackSchema, preHandler: guards.ready }, async (request) =>
    auditedRead(deps, request, () => staffGeneralFeedback(deps.db, signedInStaff(request), request.query, request.market.locale), () => listRead('general-feedback', request.query)),
  );

  app.get(SURVEY_PATHS.staffOrderFeedback, { schema: staffOrderFeedbackSchema, preHandler: guards.ready }, async (request) =>
    auditedRead(deps, request, () => staffOrderFeedback(deps.db, signedInStaff(request), request.query), () => listRead('order-feedback', request.query)),
  );
};

export default contactRoutes;
