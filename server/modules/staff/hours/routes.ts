/** A store's hours under /online-ordering (contract: domain/wire/staff-hours.ts). */
import type { FastifyRequest } from 'fastify';
import { STAFF_HOURS_PATHS as PATHS } from '@/domain/wire/staff-hours';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import { requestClock } from '@/server/clock';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import { addExceptionSchema, changeExceptionSchema, changeWeekSchema, deleteExceptionSchema, storeHoursSchema } from './schema';
import { addException, changeException, changeWeek, deleteException, storeHours, type HoursDeps } from './store-hours';

const callerOf = (request: FastifyRequest): StaffCaller => ({ ip: request.ip, requestId: request.id });

/** `deps.calendar` defaults to the diner's calendar (server/clock.ts), which the store page and timeslots read hours by. */
const storeHoursRoutes: FastifyPluginAsyncTypebox<{ deps: Omit<HoursDeps, 'calendar'> & Partial<Pick<HoursDeps, 'calendar'>>; guards: StaffGuards }> = async (app, options) => {
  const { guards } = options;
  const deps: HoursDeps = { calendar: requestClock, ...options.deps };
  app.get(PATHS.hours, { schema: storeHoursSchema, preHandler: guards.ready }, async (request) => storeHours(deps, signedInStaff(request), request.params.storeId));

  app.put(PATHS.hours, { schema: changeWeekSchema, preHandler: guards.ready }, async (request) =>
    changeWeek(deps, callerOf(request), signedInStaff(request), request.params.storeId, request.body.week),
  );

  app.post(PATHS.exceptions, { schema: addExceptionSchema, preHandler: guards.ready }, async (request, reply) => {
    const exception = await addException(deps, callerOf(request), signedInStaff(request), request.params.storeId, request.body);
    return reply.status(201).send(exception);
  });

  app.put(PATHS.exception, { schema: changeExceptionSchema, preHandler: guards.ready }, async (request) =>
    changeException(deps, callerOf(request), signedInStaff(request), request.params.storeId, request.params.exceptionId, request.body),
  );

  app.delete(PATHS.exception, { schema: deleteExceptionSchema, preHandler: guards.ready }, async (request, reply) => {
    await deleteException(deps, callerOf(request), signedInStaff(request), request.params.storeId, request.params.exceptionId);
    return reply.status(204).send(null);
  });
};

export default storeHoursRoutes;
