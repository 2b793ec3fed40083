/**
 * The staff team's calls (contract: domain/wire/staff-team.ts): a manager's team, an invitation,
 * a role and store change, deactivation, and the invitation link's two steps. Each manager call
 * takes a staff context (lib/staff/session.ts); the link's steps need no token.
 */
import type { StaffRole, WireStaffSession } from '@/domain/wire/staff';
import { STAFF_SECOND_FACTOR_PATHS } from '@/domain/wire/staff-second-factor';
import {
  STAFF_TEAM_PATHS as PATHS,
  staffTeamMemberPath,
  type WireInviteCheck,
  type WireTeam,
  type WireTeamChangeRequest,
  type WireTeamInviteRequest,
  type WireTeamMember,
} from '@/domain/wire/staff-team';
import { apiGet, apiPost, apiPut, type ApiContext } from './client';

export type StaffTeam = WireTeam;
export type StaffTeamMember = WireTeamMember;
export type StaffTeamInvite = WireTeamInviteRequest;
export type StaffTeamChange = WireTeamChangeRequest;
export type StaffInviteCheck = WireInviteCheck;
export type { StaffRole };

const path = (relative: string) => `/online-ordering${relative}`;

export function fetchStaffTeam(ctx: ApiContext): Promise<StaffTeam> {
  return apiGet(ctx, path(PATHS.team));
}

export function inviteStaffMember(ctx: ApiContext, body: StaffTeamInvite): Promise<StaffTeamMember> {
  return apiPost(ctx, path(PATHS.invites), body);
}

export function resendStaffInvite(ctx: ApiContext, staffId: number): Promise<StaffTeamMember> {
  return apiPost(ctx, path(staffTeamMemberPath(PATHS.resend, staffId)), undefined);
}

export function changeStaffMember(ctx: ApiContext, staffId: number, body: StaffTeamChange): Promise<StaffTeamMember> {
  return apiPut(ctx, path(staffTeamMemberPath(PATHS.member, staffId)), body);
}

export function setStaffMemberActive(ctx: ApiContext, staffId: number, active: boolean): Promise<StaffTeamMember> {
  return apiPost(ctx, path(staffTeamMemberPath(active ? PATHS.reactivate : PATHS.deactivate, staffId)), undefined);
}

export function resetStaffSecondFactor(ctx: ApiContext, staffId: number): Promise<unknown> {
  return apiPost(ctx, path(STAFF_SECOND_FACTOR_PATHS.reset.replace(':staffId', String(staffId))), undefined);
}

export function checkStaffInvite(ctx: ApiContext, token: string): Promise<StaffInviteCheck> {
  return apiPost(ctx, path(PATHS.checkInvite), { token });
}

export function acceptStaffInvite(ctx: ApiContext, token: string, password: string): Promise<WireStaffSession> {
  return apiPost(ctx, path(PATHS.acceptInvite), { token, password });
}
