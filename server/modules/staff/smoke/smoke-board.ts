/**
 * The Today's smoke screen's use cases: a store's board (every staff role, at their own stores);
 * entering a meat's smoke and setting the store's threshold (store managers and brand admins).
 * Another store answers 404; each change is one transaction with its audit row (before and after).
 */
import { interpolate } from '@/domain/interpolate';
import { SMOKE_MESSAGES, smokeErrorCode } from '@/domain/kitchen/smoke-messages';
import type { SmokePieceCount } from '@/domain/kitchen/smoke-units';
import type { LocaleTag } from '@/domain/markets';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import type { WireSmokeBoard, WireSmokeMeat } from '@/domain/wire/smoke';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { ForbiddenError, NotFoundError } from '@/server/errors';
import { enterSmoke, setLowPercent, smokeBoardOf, smokeStoreOf } from '@/server/modules/smoke';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { presentStore } from '../presenter';
import { storeOf } from '../repository';

export type SmokeBoardDeps = { db: Database; now: () => Date };

const mayEnter = (staff: StaffIdentity) => staff.role === 'store_manager' || staff.role === 'brand_admin';

async function requireStore(db: Database, staff: StaffIdentity, storeId: number) {
  const store = await storeOf(db, { id: staff.id, role: staff.role, brandId: staff.brandId }, storeId);
  if (!store) throw new NotFoundError(interpolate(STAFF_MESSAGES.storeNotFound, { storeId }), { code: 'store_not_found', params: { storeId } });
  return store;
}

function requireManager(staff: StaffIdentity): void {
  if (!mayEnter(staff)) throw new ForbiddenError(SMOKE_MESSAGES.managersOnly, { code: smokeErrorCode('managersOnly') });
}

export async function smokeBoard(deps: SmokeBoardDeps, staff: StaffIdentity, storeId: number, locale: LocaleTag): Promise<WireSmokeBoard> {
  const store = await requireStore(deps.db, staff, storeId);
  const facts = await smokeStoreOf(deps.db, store.id);
  const board = await smokeBoardOf(deps.db, store, deps.now(), locale);
  return { store: presentStore(store), mayEnter: mayEnter(staff), lowPercent: facts!.lowPercent, ...board };
}

export async function enterStoreSmoke(
  deps: SmokeBoardDeps,
  caller: StaffCaller,
  staff: StaffIdentity,
  target: { storeId: number; itemId: number; day: string; amount: string; countedAs?: SmokePieceCount },
  locale: LocaleTag,
): Promise<WireSmokeMeat> {
  const store = await requireStore(deps.db, staff, target.storeId);
  requireManager(staff);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { before, after, meat } = await enterSmoke(tx, store, { ...target, staffId: staff.id }, now, locale);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'smoke-entry',
      subjectType: 'menu-item',
      subjectId: String(target.itemId),
      locationId: store.id,
      before: { day: target.day, smoked: before.smoked, drawn: before.drawn },
      after: { day: target.day, smoked: after.smoked, countedAs: meat.countedAs, unit: meat.entryUnit ?? meat.countedAs },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
    return meat;
  });
}

export async function setSmokeThreshold(deps: SmokeBoardDeps, caller: StaffCaller, staff: StaffIdentity, storeId: number, percent: number, locale: LocaleTag): Promise<WireSmokeBoard> {
  const store = await requireStore(deps.db, staff, storeId);
  requireManager(staff);
  const now = deps.now();
  const before = (await smokeStoreOf(deps.db, store.id))!.lowPercent;
  await deps.db.transaction(async (tx) => {
    await setLowPercent(tx, store.id, percent);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'smoke-threshold',
      subjectType: 'store',
      subjectId: String(store.id),
      locationId: store.id,
      before: { lowPercent: before },
      after: { lowPercent: percent },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
  });
  return smokeBoard(deps, staff, storeId, locale);
}
