/** The contact forms' routes (contract: domain/wire/contact.ts), registered by the survey plugin. Thin: each calls its use case. */
import type { FastifyRequest } from 'fastify';
import { SURVEY_PATHS } from '@/domain/wire/surveys';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import { auditedRead, listRead } from '@/server/modules/staff';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import * as s from './contact-schema';
import { staffGeneralFeedback, staffTalkTo } from './contact-staff-listing';
import { feedbackTypes, visitTypes } from './contact-types';
import type { SurveyDeps, Submitter } from './deps';
import { submitGeneralFeedback } from './general-feedback';
import { decoyReceipt, isRobot } from './honeypot';
import { staffOrderFeedbackSchema } from './order-feedback-schema';
import { staffOrderFeedback } from './order-feedback-staff';
import { submissionRateLimit } from './rate-limit';
import { checkBrandSlug, submitTalkTo } from './talk-to';

function submitterOf(request: FastifyRequest): Submitter {
  const { brandId, country, locale } = request.market;
  return { brandId, country, locale };
}

const contactRoutes: FastifyPluginAsyncTypebox<{ deps: SurveyDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  app.get(SURVEY_PATHS.talkToVisitTypes, { schema: s.visitTypesSchema }, async (request) => {
    await checkBrandSlug(deps, submitterOf(request), request.params.brand);
    return visitTypes(request.market.locale);
  });

  app.post(SURVEY_PATHS.talkTo, { schema: s.talkToSchema, config: submissionRateLimit }, async (request, reply) => {
    const receipt = isRobot(request.body)
      ? decoyReceipt('talk-to', request.body, request.log)
      : await submitTalkTo(deps, submitterOf(request), request.params.brand, request.body);
    return reply.status(201).send(receipt);
  });

  app.get(SURVEY_PATHS.generalFeedbackTypes, { schema: s.feedbackTypesSchema }, async (request) => feedbackTypes(request.market.locale));

  app.post(SURVEY_PATHS.generalFeedback, { schema: s.generalFeedbackSchema, config: submissionRateLimit }, async (request, reply) => {
    const receipt = isRobot(request.body)
      ? decoyReceipt('general-feedback', request.body, request.log)
      : await submitGeneralFeedback(deps, submitterOf(request), request.body);
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
