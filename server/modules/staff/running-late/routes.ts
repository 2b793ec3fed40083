/** GET/PUT /admin/running-late: the brand's running-late grace and credit, for brand admins in the console. */
import type { FastifyRequest } from 'fastify';
import { LATE_SETTINGS_PATH } from '@/domain/wire/text-alerts';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import { getLateSettingsSchema, putLateSettingsSchema } from './schema';
import { changeLateSettings, lateSettings, type LateSettingsDeps } from './service';

const callerOf = (request: FastifyRequest): StaffCaller => ({ ip: request.ip, requestId: request.id });

const lateSettingsRoutes: FastifyPluginAsyncTypebox<{ deps: LateSettingsDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  const ready = { preHandler: guards.ready };
  app.get(LATE_SETTINGS_PATH, { schema: getLateSettingsSchema, ...ready }, async (request) => lateSettings(deps, signedInStaff(request)));
  app.put(LATE_SETTINGS_PATH, { schema: putLateSettingsSchema, ...ready }, async (request) => changeLateSettings(deps, callerOf(request), signedInStaff(request), request.body));
};

export default lateSettingsRoutes;
