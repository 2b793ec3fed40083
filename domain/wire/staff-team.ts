/**
 * The staff team's contract (under /online-ordering): a manager's list of members, invitations
 * by email, role and store changes, deactivation; and the invitation link's two public steps
 * (check it, then choose a password, which signs the member in).
 */
import type { StaffRole, WireStaffSession, WireStaffStore } from './staff';

export const STAFF_TEAM_PATHS = {
  team: '/admin/staff',
  invites: '/admin/staff/invites',
  member: '/admin/staff/:staffId',
  resend: '/admin/staff/:staffId/invite',
  deactivate: '/admin/staff/:staffId/deactivate',
  reactivate: '/admin/staff/:staffId/reactivate',
  checkInvite: '/staff/invite/check',
  acceptInvite: '/staff/invite/accept',
} as const;

export const staffTeamMemberPath = (path: string, staffId: number) => path.replace(':staffId', String(staffId));

/** invited: the link was sent and not used yet (or expired); active: signs in; deactivated: signs in no more. */
export type WireTeamStatus = 'invited' | 'active' | 'deactivated';

export type WireTeamMember = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: StaffRole;
  /** The member's stores the caller may see (a brand admin's list is empty: they work at every store). */
  stores: { id: number; title: string }[];
  status: WireTeamStatus;
  /** A confirmed authenticator app. */
  secondFactor: boolean;
  /** While invited: when the newest link stops working. */
  inviteExpiresAt: string | null;
};

/** The caller's team, the roles they may give and the stores they may assign. */
export type WireTeam = { members: WireTeamMember[]; roles: StaffRole[]; stores: WireStaffStore[] };

export type WireTeamInviteRequest = { firstName: string; lastName: string; email: string; role: StaffRole; storeIds: number[] };
export type WireTeamChangeRequest = { role: StaffRole; storeIds: number[] };

export type WireInviteCheck = { email: string; firstName: string; role: StaffRole; expiresAt: string };
export type WireInviteAccept = { token: string; password: string };
export type WireInviteSession = WireStaffSession;
