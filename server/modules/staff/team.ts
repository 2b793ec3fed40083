/**
 * The staff team, as use cases for managers (domain/staff/team.ts says who manages whom): the
 * team list, a role and store change, deactivation (the member's sessions end at once) and
 * reactivation. Invitations are in team-invites.ts. A member the caller may not see answers 404,
 * store staff 403; every change is one transaction with its audit row (before and after).
 */
import { interpolate } from '@/domain/interpolate';
import { assignableRoles, managesTeam, seesMember, storesAfterChange, storesOutOfReach, type TeamManager } from '@/domain/staff/team';
import { TEAM_MESSAGES, teamErrorCode, type TeamMessageName } from '@/domain/staff/team-messages';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import type { StaffRole } from '@/domain/wire/staff';
import type { WireTeam, WireTeamChangeRequest, WireTeamMember } from '@/domain/wire/staff-team';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { ForbiddenError, NotFoundError, refusalOfStatus, type HttpError } from '@/server/errors';
import { recordAudit } from './audit';
import type { StaffCaller, StaffDeps } from './deps';
import { presentStore } from './presenter';
import { storesOf } from './repository';
import * as team from './team-repository';

export const teamCode = (name: TeamMessageName, params?: Record<string, string | number>) => ({ code: teamErrorCode(name), ...(params ? { params } : {}) });

/** A refused team step with its text, code and params, as the error of its status. */
export function teamRefusal(status: 400 | 403 | 404 | 409, name: TeamMessageName, params?: Record<string, string | number>): HttpError {
  const message = interpolate(TEAM_MESSAGES[name], params);
  return status === 403 ? new ForbiddenError(message, teamCode(name, params)) : refusalOfStatus(status, message, teamCode(name, params));
}

/** The caller as a manager of the team, or 403 for store staff. */
export async function managerOf(db: Database, caller: StaffIdentity): Promise<TeamManager> {
  if (!managesTeam(caller.role)) throw new ForbiddenError(TEAM_MESSAGES.managersOnly, teamCode('managersOnly'));
  return { id: caller.id, role: caller.role, storeIds: caller.role === 'brand_admin' ? [] : await team.memberStoreIds(db, caller.id) };
}

/** What a manager sees of a member: the stores of theirs only (all of them for a brand admin). */
export function presentTeamMember(row: team.TeamRow, manager: TeamManager): WireTeamMember {
  const invited = !row.deactivatedAt && row.mustChangePassword && row.invite !== null && row.invite.usedAt === null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    stores: manager.role === 'brand_admin' ? row.stores : row.stores.filter((store) => manager.storeIds.includes(store.id)),
    status: row.deactivatedAt ? 'deactivated' : invited ? 'invited' : 'active',
    secondFactor: row.secondFactor,
    inviteExpiresAt: invited ? row.invite!.expiresAt.toISOString() : null,
  };
}

const factsOf = (row: team.TeamRow) => ({ id: row.id, role: row.role, storeIds: row.stores.map((store) => store.id) });

/** The member as the manager may see them, or 404. */
export async function visibleMember(db: Database, caller: StaffIdentity, manager: TeamManager, staffId: number): Promise<team.TeamRow> {
  const [row] = await team.brandTeam(db, caller.brandId, staffId);
  if (!row || !seesMember(manager, factsOf(row))) throw teamRefusal(404, 'memberNotFound', { id: staffId });
  return row;
}

/** The member after a change, as the manager sees them. */
export async function presentedMember(db: Database, caller: StaffIdentity, manager: TeamManager, staffId: number): Promise<WireTeamMember> {
  const [row] = await team.brandTeam(db, caller.brandId, staffId);
  return presentTeamMember(row!, manager);
}

export async function teamOf(deps: StaffDeps, caller: StaffIdentity): Promise<WireTeam> {
  const manager = await managerOf(deps.db, caller);
  const rows = await team.brandTeam(deps.db, caller.brandId);
  const stores = await storesOf(deps.db, { id: caller.id, role: caller.role, brandId: caller.brandId });
  return {
    members: rows.filter((row) => seesMember(manager, factsOf(row))).map((row) => presentTeamMember(row, manager)),
    roles: [...assignableRoles(caller.role)],
    stores: stores.map(presentStore),
  };
}

/** The role and stores a manager asks for, checked: a role they may give, stores of theirs, at least one for store roles. */
export async function checkedAssignment(db: Database, caller: StaffIdentity, manager: TeamManager, role: StaffRole, storeIds: readonly number[]): Promise<void> {
  if (!assignableRoles(manager.role).includes(role)) throw teamRefusal(403, 'roleNotAllowed', { role });
  const [outside] = storesOutOfReach(manager, storeIds, await team.brandStoreIds(db, caller.brandId));
  if (outside !== undefined) throw new NotFoundError(interpolate(STAFF_MESSAGES.storeNotFound, { storeId: outside }), { code: 'store_not_found', params: { storeId: outside } });
  if (role !== 'brand_admin' && storeIds.length === 0) throw teamRefusal(400, 'storesRequired');
}

function refuseYourself(caller: StaffIdentity, staffId: number): void {
  if (caller.id === staffId) throw teamRefusal(409, 'notYourself');
}

export async function changeMember(deps: StaffDeps, caller: StaffCaller, identity: StaffIdentity, staffId: number, body: WireTeamChangeRequest): Promise<WireTeamMember> {
  const manager = await managerOf(deps.db, identity);
  const row = await visibleMember(deps.db, identity, manager, staffId);
  refuseYourself(identity, staffId);
  // A store manager changes only the roles they may give (a brand admin is never theirs to see).
  if (!assignableRoles(manager.role).includes(row.role)) throw teamRefusal(403, 'roleNotAllowed', { role: row.role });
  await checkedAssignment(deps.db, identity, manager, body.role, body.storeIds);
  const before = { role: row.role, storeIds: factsOf(row).storeIds };
  const after = { role: body.role, storeIds: storesAfterChange(manager, before.storeIds, body.storeIds, body.role) };
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await team.setRole(tx, staffId, after.role, now);
    await team.replaceStores(tx, staffId, after.storeIds);
    await recordAudit(tx, { staffId: identity.id, action: 'staff-change', subjectType: 'staff', subjectId: String(staffId), before, after, requestId: caller.requestId, clientAddress: caller.ip, at: now });
  });
  return presentedMember(deps.db, identity, manager, staffId);
}

/** Deactivated: the member signs in no more, and every session of theirs is refused from the next request on. Reactivated: they sign in again. */
export async function setMemberActive(deps: StaffDeps, caller: StaffCaller, identity: StaffIdentity, staffId: number, active: boolean): Promise<WireTeamMember> {
  const manager = await managerOf(deps.db, identity);
  const row = await visibleMember(deps.db, identity, manager, staffId);
  refuseYourself(identity, staffId);
  if (!assignableRoles(manager.role).includes(row.role)) throw teamRefusal(403, 'roleNotAllowed', { role: row.role });
  if (active && !row.deactivatedAt) throw teamRefusal(409, 'notDeactivated');
  if (!active && row.deactivatedAt) throw teamRefusal(409, 'alreadyDeactivated');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await team.setDeactivated(tx, staffId, active ? null : now, now);
    if (!active) await team.revokeAllStaffSessions(tx, staffId, now);
    await recordAudit(tx, {
      staffId: identity.id,
      action: active ? 'staff-reactivate' : 'staff-deactivate',
      subjectType: 'staff',
      subjectId: String(staffId),
      before: { active: !active },
      after: { active },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
  });
  return presentedMember(deps.db, identity, manager, staffId);
}
