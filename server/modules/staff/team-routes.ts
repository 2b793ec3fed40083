/** The staff team's routes under /online-ordering (contract: domain/wire/staff-team.ts). */
import type { FastifyRequest } from 'fastify';
import { STAFF_TEAM_PATHS as PATHS } from '@/domain/wire/staff-team';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller, StaffDeps } from './deps';
import { changeMember, setMemberActive, teamOf } from './team';
import { acceptInvite, checkInvite, inviteMember, resendInvite } from './team-invites';
import { acceptInviteSchema, changeMemberSchema, checkInviteSchema, deactivateSchema, inviteSchema, reactivateSchema, resendSchema, teamSchema } from './team-schema';

function callerOf(request: FastifyRequest): StaffCaller {
  return { ip: request.ip, requestId: request.id, brandId: request.market.brandId };
}

const teamRoutes: FastifyPluginAsyncTypebox<{ deps: StaffDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  app.get(PATHS.team, { schema: teamSchema, preHandler: guards.ready }, async (request) => teamOf(deps, signedInStaff(request)));

  app.post(PATHS.invites, { schema: inviteSchema, preHandler: guards.ready }, async (request, reply) => {
    const member = await inviteMember(deps, callerOf(request), signedInStaff(request), request.body, request.market.locale);
    return reply.status(201).send(member);
  });

  app.post(PATHS.resend, { schema: resendSchema, preHandler: guards.ready }, async (request) =>
    resendInvite(deps, callerOf(request), signedInStaff(request), request.params.staffId, request.market.locale),
  );

  app.put(PATHS.member, { schema: changeMemberSchema, preHandler: guards.ready }, async (request) =>
    changeMember(deps, callerOf(request), signedInStaff(request), request.params.staffId, request.body),
  );

  app.post(PATHS.deactivate, { schema: deactivateSchema, preHandler: guards.ready }, async (request) =>
    setMemberActive(deps, callerOf(request), signedInStaff(request), request.params.staffId, false),
  );

  app.post(PATHS.reactivate, { schema: reactivateSchema, preHandler: guards.ready }, async (request) =>
    setMemberActive(deps, callerOf(request), signedInStaff(request), request.params.staffId, true),
  );

  app.post(PATHS.checkInvite, { schema: checkInviteSchema }, async (request) => checkInvite(deps, request.body.token));

  app.post(PATHS.acceptInvite, { schema: acceptInviteSchema }, async (request) => acceptInvite(deps, callerOf(request), request.body));
};

export default teamRoutes;
