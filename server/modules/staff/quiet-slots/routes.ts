/** GET/PUT /admin/quiet-slots: the brand's quiet-time bonus (threshold and points), for brand admins in the console. */
import type { FastifyRequest } from 'fastify';
import { QUIET_SLOT_SETTINGS_PATH } from '@/domain/wire/staff-quiet-slots';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import { getQuietSlotSettingsSchema, putQuietSlotSettingsSchema } from './schema';
import { changeQuietSlotSettings, quietSlotSettings, type QuietSlotSettingsDeps } from './service';

const callerOf = (request: FastifyRequest): StaffCaller => ({ ip: request.ip, requestId: request.id });

const quietSlotSettingsRoutes: FastifyPluginAsyncTypebox<{ deps: QuietSlotSettingsDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  const ready = { preHandler: guards.ready };
  app.get(QUIET_SLOT_SETTINGS_PATH, { schema: getQuietSlotSettingsSchema, ...ready }, async (request) => quietSlotSettings(deps, signedInStaff(request)));
  app.put(QUIET_SLOT_SETTINGS_PATH, { schema: putQuietSlotSettingsSchema, ...ready }, async (request) => changeQuietSlotSettings(deps, callerOf(request), signedInStaff(request), request.body));
};

export default quietSlotSettingsRoutes;
