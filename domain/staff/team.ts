/**
 * Who manages whom in a brand's staff team, and how long an invitation link works:
 * - a brand admin manages every member of the brand, and may give any role;
 * - a store manager sees and manages the store staff and store managers who work at one of their
 *   own stores, may give only those two roles, and assigns only their own stores (the member's
 *   other stores stay as they are, unseen);
 * - store staff manage nobody;
 * - nobody changes their own role, stores or access.
 * Brand admins work at every store of the brand, so they have no store list; everyone else has at
 * least one store.
 */
import type { FieldRule } from '@/domain/validation';
import type { StaffRole } from '@/domain/wire/staff';

/** The invitation form's fields: the console's form and the API's schema are built from these. */
export const STAFF_INVITE_FIELDS = {
  firstName: { max: 80, required: 'firstNameRequired' },
  lastName: { max: 80, required: 'lastNameRequired' },
  email: { max: 254, required: 'emailRequired', format: 'email', invalid: 'invalidEmail' },
} as const satisfies Record<string, FieldRule>;

/** The most stores one invitation or change names. */
export const TEAM_STORES_MAX = 1000;

/** An invitation link works once, for this long after it was sent. */
export const INVITE_LINK_HOURS = 72;

export type TeamInviteState = 'open' | 'used' | 'expired' | 'replaced';

export type TeamManager = { id: number; role: StaffRole; storeIds: readonly number[] };
export type TeamMemberFacts = { id: number; role: StaffRole; storeIds: readonly number[] };

export function inviteExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITE_LINK_HOURS * 3600_000);
}

/** What an invitation link is now. */
export function inviteState(invite: { expiresAt: Date; usedAt: Date | null; replacedAt: Date | null }, now: Date): TeamInviteState {
  if (invite.usedAt) return 'used';
  if (invite.replacedAt) return 'replaced';
  return now.getTime() < invite.expiresAt.getTime() ? 'open' : 'expired';
}

export function managesTeam(role: StaffRole): boolean {
  return role === 'brand_admin' || role === 'store_manager';
}

/** The roles a manager may give. */
export function assignableRoles(role: StaffRole): readonly StaffRole[] {
  if (role === 'brand_admin') return ['store_staff', 'store_manager', 'brand_admin'];
  return role === 'store_manager' ? ['store_staff', 'store_manager'] : [];
}

/** Whether the manager sees the member at all (a member they may not see answers as unknown). */
export function seesMember(manager: TeamManager, member: TeamMemberFacts): boolean {
  if (manager.role === 'brand_admin') return true;
  if (manager.role !== 'store_manager' || member.role === 'brand_admin') return false;
  return member.storeIds.some((id) => manager.storeIds.includes(id));
}

/**
 * The member's stores after a manager asks for `requested`: a brand admin's choice is the list; a
 * store manager's replaces only their own stores among the member's. A brand admin has none.
 */
export function storesAfterChange(manager: TeamManager, current: readonly number[], requested: readonly number[], role: StaffRole): number[] {
  if (role === 'brand_admin') return [];
  const unique = [...new Set(requested)];
  if (manager.role === 'brand_admin') return unique.sort((a, b) => a - b);
  const kept = current.filter((id) => !manager.storeIds.includes(id));
  return [...new Set([...kept, ...unique])].sort((a, b) => a - b);
}

/** The requested stores a manager may not assign (not theirs), in the order asked. */
export function storesOutOfReach(manager: TeamManager, requested: readonly number[], brandStoreIds: readonly number[]): number[] {
  const reachable = manager.role === 'brand_admin' ? brandStoreIds : manager.storeIds.filter((id) => brandStoreIds.includes(id));
  return requested.filter((id) => !reachable.includes(id));
}
