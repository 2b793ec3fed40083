/**
 * The Menu availability screen's use cases: a store's items with their availability; marking an
 * item sold out today (every staff role, at their own stores) until the store's next business
 * day starts, or back on sale; and an item's serving times and holiday flag (brand admins, for
 * the whole brand). Another store, or an item the store does not sell, answers 404; every change
 * is one transaction with its audit row (before and after). The menu read's version counts the
 * rows written here, so the diners' menus show a change at once on every API instance.
 */
import { interpolate } from '@/domain/interpolate';
import type { LocaleTag } from '@/domain/markets';
import { daypartsText, isDaypart, overlappingDayparts, soldOutTodayUntil } from '@/domain/menu/availability';
import { AVAILABILITY_MESSAGES, availabilityErrorCode, type AvailabilityMessageName } from '@/domain/menu/availability-messages';
import { storeDateOf } from '@/domain/ordering/order-day';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import type { WireServingRequest, WireStaffMenu, WireStaffMenuItem, WireStaffMenuSection } from '@/domain/wire/staff-menu';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { ForbiddenError, NotFoundError, refusalOfStatus, type HttpError } from '@/server/errors';
import { translated } from '@/server/locale';
import { scheduleOf } from '@/server/modules/locations';
import { availabilityOf, type ItemAvailabilityRow } from '@/server/modules/menus';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { presentStore } from '../presenter';
import { storeOf } from '../repository';
import { setServing, setSoldOut, storeItem, storeMenuRows } from './repository';

export type MenuAvailabilityDeps = { db: Database; now: () => Date };

function refusal(status: 400 | 403 | 404, name: AvailabilityMessageName, params?: Record<string, string | number>): HttpError {
  const message = interpolate(AVAILABILITY_MESSAGES[name], params);
  const detail = { code: availabilityErrorCode(name), ...(params ? { params } : {}) };
  return status === 403 ? new ForbiddenError(message, detail) : refusalOfStatus(status, message, detail);
}

function presentItem(title: string, facts: ItemAvailabilityRow | undefined, now: Date, id: number): WireStaffMenuItem {
  const until = facts?.soldOutUntil && Date.parse(facts.soldOutUntil) > now.getTime() ? facts.soldOutUntil : null;
  return { id, title, sold: facts?.sold ?? false, soldOutUntil: until, dayparts: [...(facts?.dayparts ?? [])], holidayOnly: facts?.holidayOnly ?? false };
}

const mayChangeServing = (staff: StaffIdentity) => staff.role === 'brand_admin';

export async function storeMenu(deps: MenuAvailabilityDeps, staff: StaffIdentity, storeId: number, locale: LocaleTag): Promise<WireStaffMenu> {
  const store = await requireStore(deps.db, staff, storeId);
  const rows = await storeMenuRows(deps.db, store.id);
  const facts = await availabilityOf(deps.db, store.id, [...new Set(rows.map((row) => row.itemId))]);
  const byId = new Map(facts.map((row) => [row.id, row]));
  const now = deps.now();
  const sections: WireStaffMenuSection[] = [];
  for (const row of rows) {
    let section = sections.at(-1);
    if (section?.id !== row.sectionId) {
      section = { id: row.sectionId, menuTitle: translated(row.menuTitle, row.menuTranslations, locale), title: translated(row.sectionTitle, row.sectionTranslations, locale), items: [] };
      sections.push(section);
    }
    section.items.push(presentItem(translated(row.itemTitle, row.itemTranslations, locale), byId.get(row.itemId), now, row.itemId));
  }
  return { store: presentStore(store), mayChangeServing: mayChangeServing(staff), sections };
}

/** The caller's store, or 404 (another store looks unknown). */
async function requireStore(db: Database, staff: StaffIdentity, storeId: number) {
  const store = await storeOf(db, { id: staff.id, role: staff.role, brandId: staff.brandId }, storeId);
  if (!store) throw new NotFoundError(interpolate(STAFF_MESSAGES.storeNotFound, { storeId }), { code: 'store_not_found', params: { storeId } });
  return store;
}

/** The item at the caller's store, or 404. */
async function requireItem(db: Database, storeId: number, itemId: number) {
  const item = await storeItem(db, storeId, itemId);
  if (!item) throw refusal(404, 'itemNotFound', { itemId, storeId });
  return item;
}

async function presentOne(db: Database, storeId: number, item: { id: number; title: string; translations: Parameters<typeof translated>[1] }, locale: LocaleTag, now: Date) {
  const [facts] = await availabilityOf(db, storeId, [item.id]);
  return presentItem(translated(item.title, item.translations, locale), facts, now, item.id);
}

export async function markSoldOut(deps: MenuAvailabilityDeps, caller: StaffCaller, staff: StaffIdentity, target: { storeId: number; itemId: number; soldOut: boolean }, locale: LocaleTag): Promise<WireStaffMenuItem> {
  const store = await requireStore(deps.db, staff, target.storeId);
  const item = await requireItem(deps.db, store.id, target.itemId);
  const now = deps.now();
  const before = await presentOne(deps.db, store.id, item, locale, now);
  const until = target.soldOut ? soldOutTodayUntil(await scheduleOf(deps.db, store, storeDateOf(now, store.timeZone)), now) : null;
  await deps.db.transaction(async (tx) => {
    await setSoldOut(tx, { storeId: store.id, itemId: item.id, until, staffId: staff.id, at: now });
    await recordAudit(tx, {
      staffId: staff.id,
      action: target.soldOut ? 'menu-item-sold-out' : 'menu-item-back',
      subjectType: 'menu-item',
      subjectId: String(item.id),
      locationId: store.id,
      before: { soldOutUntil: before.soldOutUntil },
      after: { soldOutUntil: until?.toISOString() ?? null },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
  });
  return presentOne(deps.db, store.id, item, locale, now);
}

/** The serving times as asked, checked: each a start before its end, none overlapping; in start order. */
export function checkedServing(request: WireServingRequest): WireServingRequest {
  const bad = request.dayparts.find((part) => !isDaypart(part));
  if (bad) throw refusal(400, 'daypartInvalid');
  const overlap = overlappingDayparts(request.dayparts);
  if (overlap) throw refusal(400, 'daypartsOverlap', { first: daypartsText([overlap[0]]), second: daypartsText([overlap[1]]) });
  return { dayparts: [...request.dayparts].sort((a, b) => a.starts.localeCompare(b.starts)), holidayOnly: request.holidayOnly };
}

export async function changeServing(deps: MenuAvailabilityDeps, caller: StaffCaller, staff: StaffIdentity, target: { storeId: number; itemId: number }, request: WireServingRequest, locale: LocaleTag): Promise<WireStaffMenuItem> {
  const store = await requireStore(deps.db, staff, target.storeId);
  const item = await requireItem(deps.db, store.id, target.itemId);
  if (!mayChangeServing(staff)) throw refusal(403, 'adminsOnly');
  const serving = checkedServing(request);
  const now = deps.now();
  const before = await presentOne(deps.db, store.id, item, locale, now);
  await deps.db.transaction(async (tx) => {
    await setServing(tx, item.id, serving);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'menu-item-serving',
      subjectType: 'menu-item',
      subjectId: String(item.id),
      locationId: store.id,
      before: { dayparts: before.dayparts, holidayOnly: before.holidayOnly },
      after: { dayparts: serving.dayparts, holidayOnly: serving.holidayOnly },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
  });
  return presentOne(deps.db, store.id, item, locale, now);
}
