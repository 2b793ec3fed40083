/**
 * Pausing a store's online orders, per handoff: store managers and brand admins (store staff:
 * 403; a store the caller does not run: 404; a handoff the store does not offer: 409
 * store_pause_handoff_not_offered). Each pause and resume is one transaction with its audit row
 * (before and after). The rules of what a pause closes are domain/kitchen/store-pause.ts.
 */
import { interpolate } from '@/domain/interpolate';
import { activePause, pauseEndsAt, type PauseChoice } from '@/domain/kitchen/store-pause';
import { storeHandoffs } from '@/domain/ordering';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import { STORE_MESSAGES, storeErrorCode } from '@/domain/stores';
import type { WirePauseRequest, WireStorePauses } from '@/domain/wire/staff-pauses';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '@/server/errors';
import { handoffSettingsOf } from '@/server/modules/locations';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { storeOf, type StaffStoreRow } from '../repository';
import { deletePause, pauseRows, savePause, type PauseRow } from './repository';

/** `now`: the real time the audit records; `calendar`: the diner's calendar (the demo clock in demo mode), which the timeslots read pauses by. */
export type PauseDeps = { db: Database; now: () => Date; calendar: () => Date };

const MANAGING_ROLES = ['store_manager', 'brand_admin'];
export const HANDOFF_NOT_OFFERED_MESSAGE = 'Store [storeId] does not offer handoff [handoffId]';

async function managedStore(db: Database, caller: StaffIdentity, storeId: number): Promise<StaffStoreRow> {
  if (!MANAGING_ROLES.includes(caller.role)) throw new ForbiddenError(STORE_MESSAGES.managersOnly, { code: storeErrorCode('managersOnly') });
  const store = await storeOf(db, { id: caller.id, role: caller.role, brandId: caller.brandId }, storeId);
  if (!store) throw new NotFoundError(interpolate(STAFF_MESSAGES.storeNotFound, { storeId }), { code: 'store_not_found', params: { storeId } });
  return store;
}

async function offeredHandoffIds(db: Database, storeId: number): Promise<number[]> {
  return storeHandoffs(await handoffSettingsOf(db, storeId)).map((offer) => offer.handoffId);
}

const presentPause = (pause: PauseRow | undefined) => ({ paused: pause !== undefined, until: pause?.until?.toISOString() ?? null });

export async function storePauses(deps: PauseDeps, caller: StaffIdentity, storeId: number): Promise<WireStorePauses> {
  const store = await managedStore(deps.db, caller, storeId);
  const now = deps.calendar();
  const rows = await pauseRows(deps.db, store.id);
  return {
    store: { id: store.id, title: store.title, timeZone: store.timeZone },
    handoffs: (await offeredHandoffIds(deps.db, store.id)).map((handoffId) => ({ handoffId, ...presentPause(activePause(rows, handoffId, now)) })),
  };
}

async function assertOffered(db: Database, storeId: number, handoffId: number): Promise<void> {
  if ((await offeredHandoffIds(db, storeId)).includes(handoffId)) return;
  const params = { storeId, handoffId };
  throw new ConflictError(interpolate(HANDOFF_NOT_OFFERED_MESSAGE, params), { code: 'store_pause_handoff_not_offered', params });
}

const audited = (caller: StaffCaller, identity: StaffIdentity, storeId: number, handoffId: number, at: Date) => ({
  staffId: identity.id,
  subjectType: 'store' as const,
  subjectId: `${storeId}:${handoffId}`,
  locationId: storeId,
  requestId: caller.requestId,
  clientAddress: caller.ip,
  at,
});

export async function pauseHandoff(deps: PauseDeps, caller: StaffCaller, identity: StaffIdentity, storeId: number, handoffId: number, body: WirePauseRequest): Promise<WireStorePauses> {
  const store = await managedStore(deps.db, identity, storeId);
  await assertOffered(deps.db, store.id, handoffId);
  const now = deps.calendar();
  const choice: PauseChoice = body.minutes ?? 'resume';
  const until = pauseEndsAt(choice, now);
  await deps.db.transaction(async (tx) => {
    const before = activePause(await pauseRows(tx, store.id), handoffId, now);
    await savePause(tx, { locationId: store.id, handoffId, until, pausedAt: deps.now(), pausedBy: identity.id });
    await recordAudit(tx, {
      ...audited(caller, identity, store.id, handoffId, deps.now()),
      action: 'store-pause',
      before: { handoffId, ...presentPause(before) },
      after: { handoffId, paused: true, until: until?.toISOString() ?? null, minutes: body.minutes },
    });
  });
  return storePauses(deps, identity, storeId);
}

export async function resumeHandoff(deps: PauseDeps, caller: StaffCaller, identity: StaffIdentity, storeId: number, handoffId: number): Promise<WireStorePauses> {
  const store = await managedStore(deps.db, identity, storeId);
  await assertOffered(deps.db, store.id, handoffId);
  const now = deps.calendar();
  await deps.db.transaction(async (tx) => {
    const removed = await deletePause(tx, store.id, handoffId);
    const before = removed && activePause([removed], handoffId, now);
    await recordAudit(tx, {
      ...audited(caller, identity, store.id, handoffId, deps.now()),
      action: 'store-resume',
      before: { handoffId, ...presentPause(before) },
      after: { handoffId, paused: false, until: null },
    });
  });
  return storePauses(deps, identity, storeId);
}
