/** The staff team as managers see it: members with their stores, second factor and invitation; invitation links; role, store and access changes. */
import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { StaffRole } from '@/domain/wire/staff';
import type { Database } from '@/server/db/client';
import { brands, locations, staffAccounts, staffInvites, staffSecondFactors, staffSessions, staffStoreAssignments } from '@/server/db/schema';

export type TeamRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: StaffRole;
  mustChangePassword: boolean;
  deactivatedAt: Date | null;
  stores: { id: number; title: string }[];
  secondFactor: boolean;
  /** The newest invitation link, whatever its state. */
  invite: InviteRow | null;
};

export type InviteRow = typeof staffInvites.$inferSelect;

/** Every member of the brand (or only the one asked for), by name, with what the team screen shows of each. */
export async function brandTeam(db: Database, brandId: number, only?: number): Promise<TeamRow[]> {
  const accounts = await db
    .select({
      id: staffAccounts.id,
      firstName: staffAccounts.firstName,
      lastName: staffAccounts.lastName,
      email: staffAccounts.email,
      role: staffAccounts.role,
      mustChangePassword: staffAccounts.mustChangePassword,
      deactivatedAt: staffAccounts.deactivatedAt,
      confirmedAt: staffSecondFactors.confirmedAt,
    })
    .from(staffAccounts)
    .leftJoin(staffSecondFactors, eq(staffSecondFactors.staffId, staffAccounts.id))
    .where(and(eq(staffAccounts.brandId, brandId), ...(only === undefined ? [] : [eq(staffAccounts.id, only)])))
    .orderBy(asc(staffAccounts.lastName), asc(staffAccounts.firstName), asc(staffAccounts.id));
  const ids = accounts.map((account) => account.id);
  if (ids.length === 0) return [];
  const stores = await db
    .select({ staffId: staffStoreAssignments.staffId, id: locations.id, title: locations.title })
    .from(staffStoreAssignments)
    .innerJoin(locations, eq(locations.id, staffStoreAssignments.locationId))
    .where(inArray(staffStoreAssignments.staffId, ids))
    .orderBy(asc(locations.title), asc(locations.id));
  const invites = await db.select().from(staffInvites).where(inArray(staffInvites.staffId, ids)).orderBy(asc(staffInvites.id));
  const newest = new Map<number, InviteRow>();
  for (const invite of invites) newest.set(invite.staffId, invite);
  return accounts.map(({ confirmedAt, ...account }) => ({
    ...account,
    stores: stores.filter((store) => store.staffId === account.id).map(({ id, title }) => ({ id, title })),
    secondFactor: Boolean(confirmedAt),
    invite: newest.get(account.id) ?? null,
  }));
}

export async function brandStoreIds(db: Database, brandId: number): Promise<number[]> {
  const rows = await db.select({ id: locations.id }).from(locations).where(eq(locations.brandId, brandId));
  return rows.map((row) => row.id);
}

export async function memberStoreIds(db: Database, staffId: number): Promise<number[]> {
  const rows = await db.select({ id: staffStoreAssignments.locationId }).from(staffStoreAssignments).where(eq(staffStoreAssignments.staffId, staffId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export async function brandTitle(db: Database, brandId: number): Promise<string> {
  const [row] = await db.select({ title: brands.title }).from(brands).where(eq(brands.id, brandId));
  return row?.title ?? '';
}

export async function replaceStores(db: Database, staffId: number, storeIds: readonly number[]): Promise<void> {
  await db.delete(staffStoreAssignments).where(eq(staffStoreAssignments.staffId, staffId));
  if (storeIds.length > 0) await db.insert(staffStoreAssignments).values(storeIds.map((locationId) => ({ staffId, locationId })));
}

export async function setRole(db: Database, staffId: number, role: StaffRole, now: Date): Promise<void> {
  await db.update(staffAccounts).set({ role, updatedAt: now }).where(eq(staffAccounts.id, staffId));
}

export async function setDeactivated(db: Database, staffId: number, deactivatedAt: Date | null, now: Date): Promise<void> {
  await db.update(staffAccounts).set({ deactivatedAt, updatedAt: now }).where(eq(staffAccounts.id, staffId));
}

/** Every session of the member ends now. */
export async function revokeAllStaffSessions(db: Database, staffId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** The member's links not used yet stop working: only a newer one does. */
export async function replaceOpenInvites(db: Database, staffId: number, now: Date): Promise<void> {
  await db
    .update(staffInvites)
    .set({ replacedAt: now })
    .where(and(eq(staffInvites.staffId, staffId), isNull(staffInvites.usedAt), isNull(staffInvites.replacedAt)));
}

export async function insertInvite(db: Database, invite: typeof staffInvites.$inferInsert): Promise<void> {
  await db.insert(staffInvites).values(invite);
}

export async function findInvite(db: Database, tokenHash: string): Promise<InviteRow | undefined> {
  const [row] = await db.select().from(staffInvites).where(eq(staffInvites.tokenHash, tokenHash));
  return row;
}

/** Uses the link if it is open now, in the statement that checks it (two clicks cannot both use it); the member's id, or undefined. */
export async function useInvite(db: Database, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(staffInvites)
    .set({ usedAt: now })
    .where(and(eq(staffInvites.tokenHash, tokenHash), isNull(staffInvites.usedAt), isNull(staffInvites.replacedAt), gt(staffInvites.expiresAt, now)))
    .returning({ staffId: staffInvites.staffId });
  return row?.staffId;
}

/** Whether the member ever used an invitation link. */
export async function hasUsedInvite(db: Database, staffId: number): Promise<boolean> {
  const [row] = await db.select({ id: staffInvites.id }).from(staffInvites).where(and(eq(staffInvites.staffId, staffId), isNotNull(staffInvites.usedAt))).limit(1);
  return row !== undefined;
}
