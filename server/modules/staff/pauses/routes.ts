/** A store's pauses of online orders under /online-ordering (contract: domain/wire/staff-pauses.ts). */
import type { FastifyRequest } from 'fastify';
import { STAFF_PAUSE_PATHS as PATHS } from '@/domain/wire/staff-pauses';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import { requestClock } from '@/server/clock';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import { pauseSchema, resumeSchema, storePausesSchema } from './schema';
import { pauseHandoff, resumeHandoff, storePauses, type PauseDeps } from './service';

const callerOf = (request: FastifyRequest): StaffCaller => ({ ip: request.ip, requestId: request.id });

/** `deps.calendar` defaults to the diner's calendar (server/clock.ts), which the timeslots read pauses by. */
const storePauseRoutes: FastifyPluginAsyncTypebox<{ deps: Omit<PauseDeps, 'calendar'> & Partial<Pick<PauseDeps, 'calendar'>>; guards: StaffGuards }> = async (app, options) => {
  const { guards } = options;
  const deps: PauseDeps = { calendar: requestClock, ...options.deps };
  app.get(PATHS.pauses, { schema: storePausesSchema, preHandler: guards.ready }, async (request) => storePauses(deps, signedInStaff(request), request.params.storeId));

  app.put(PATHS.pause, { schema: pauseSchema, preHandler: guards.ready }, async (request) =>
    pauseHandoff(deps, callerOf(request), signedInStaff(request), request.params.storeId, request.params.handoffId, request.body),
  );

  app.delete(PATHS.pause, { schema: resumeSchema, preHandler: guards.ready }, async (request) =>
    resumeHandoff(deps, callerOf(request), signedInStaff(request), request.params.storeId, request.params.handoffId),
  );
};

export default storePauseRoutes;
