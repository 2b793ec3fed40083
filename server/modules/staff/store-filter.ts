/**
 * Which stores' records a staff member reads in a console listing: `storeId` alone (404 when it
 * is not one of theirs, as the staff queue answers), else every store of theirs (a brand admin:
 * the whole brand, `storeIds` null).
 */
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { storesOf } from './repository';

export type StaffStoreFilter = { brandId: number; storeIds: number[] | null };

export async function staffStoreFilter(db: Database, staff: StaffIdentity, storeId?: number): Promise<StaffStoreFilter> {
  const scope = { id: staff.id, role: staff.role, brandId: staff.brandId };
  if (storeId !== undefined) {
    const [store] = await storesOf(db, scope, storeId);
    if (!store) throw new NotFoundError(STAFF_MESSAGES.storeNotFound.replace('[storeId]', String(storeId)), { code: 'store_not_found', params: { storeId } });
    return { brandId: staff.brandId, storeIds: [store.id] };
  }
  if (staff.role === 'brand_admin') return { brandId: staff.brandId, storeIds: null };
  return { brandId: staff.brandId, storeIds: (await storesOf(db, scope)).map((store) => store.id) };
}
