/** The staff second factor's routes under /online-ordering (contract: domain/wire/staff-second-factor.ts). */
import type { FastifyRequest } from 'fastify';
import { STAFF_SECOND_FACTOR_PATHS as PATHS } from '@/domain/wire/staff-second-factor';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller, StaffDeps } from './deps';
import { beginEnrolment, completeSecondFactor, confirmEnrolment, resetSecondFactor } from './second-factor';
import { beginEnrolmentSchema, confirmEnrolmentSchema, resetSecondFactorSchema, secondFactorSignInSchema } from './second-factor-schema';

function callerOf(request: FastifyRequest): StaffCaller {
  return { ip: request.ip, requestId: request.id, brandId: request.market.brandId };
}

const secondFactorRoutes: FastifyPluginAsyncTypebox<{ deps: StaffDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  app.post(PATHS.signIn, { schema: secondFactorSignInSchema }, async (request) => completeSecondFactor(deps, callerOf(request), request.body));

  app.post(PATHS.enrolment, { schema: beginEnrolmentSchema, preHandler: guards.signedIn }, async (request) => beginEnrolment(deps, signedInStaff(request)));

  app.post(PATHS.confirm, { schema: confirmEnrolmentSchema, preHandler: guards.signedIn }, async (request) =>
    confirmEnrolment(deps, callerOf(request), signedInStaff(request), request.body.code),
  );

  app.post(PATHS.reset, { schema: resetSecondFactorSchema, preHandler: guards.ready }, async (request) =>
    resetSecondFactor(deps, callerOf(request), signedInStaff(request), request.params.staffId),
  );
};

export default secondFactorRoutes;
