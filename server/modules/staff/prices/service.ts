/**
 * The prices back office (brand admins only, their brand's items and stores): the price list,
 * one base price, one store's price, and bulk changes previewed, applied at once or planned;
 * item, section and menu titles in the console's language (English where none is written).
 * Every change is one transaction with its audit row (before and after), and reprices the open
 * carts that hold a moved item (cart-prices.ts).
 */
import { interpolate } from '@/domain/interpolate';
import { PRICE_MESSAGES, storePrice, type PriceChangeSpec, type PriceMove } from '@/domain/pricing';
import {
  PREVIEW_MOVES_MAX,
  type WireBasePriceChange,
  type WireBulkPriceRequest,
  type WireBulkPriceResult,
  type WirePriceItem,
  type WirePriceList,
  type WirePricePreview,
  type WireScheduledPriceChanges,
  type WireStorePriceChange,
} from '@/domain/wire/staff-prices';
import { htmlLang, type LocaleTag } from '@/domain/markets';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import type { Translations } from '@/server/db/schema';
import { translated } from '@/server/locale';
import { ForbiddenError, NotFoundError } from '@/server/errors';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { repriceOpenCarts } from './cart-prices';
import { applyMoves, checkedSpec, plannedMoves, scopeOf, type CheckedSpec } from './bulk';
import { optionTitles, storeOptionPrices } from './option-repository';
import { presentChange, presentMove } from './presenter';
import * as prices from './repository';
import { checkedRunAt, scheduleChange } from './schedule';

export type PriceDeps = { db: Database; now: () => Date };

export { notFound };

export function assertAdmin(staff: StaffIdentity): void {
  if (staff.role !== 'brand_admin') throw new ForbiddenError(PRICE_MESSAGES.adminsOnly, { code: 'forbidden' });
}

function notFound(name: 'itemNotFound' | 'storeNotFound' | 'notSold' | 'optionNotSold', params: Record<string, number>): NotFoundError {
  return new NotFoundError(interpolate(PRICE_MESSAGES[name], params), { code: name === 'storeNotFound' ? 'store_not_found' : 'not_found', params });
}

type Titled = { title: string; translations: Translations };

/** The brand's items with their titles in `locale`, in that language's order. */
async function itemsIn(db: Database, brandId: number, locale: LocaleTag): Promise<WirePriceItem[]> {
  const collator = new Intl.Collator(htmlLang(locale));
  const rows = await prices.brandItems(db, brandId);
  return rows
    .map(({ translations, ...item }) => ({ ...item, title: translated(item.title, translations, locale) }))
    .sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
}

const titleIn = (row: Titled, locale: LocaleTag) => translated(row.title, row.translations, locale);

export async function priceList(db: Database, staff: StaffIdentity, locale: LocaleTag, storeId?: number): Promise<WirePriceList> {
  assertAdmin(staff);
  const [items, sections, stores] = [await itemsIn(db, staff.brandId, locale), await prices.brandSections(db, staff.brandId), await prices.brandStores(db, staff.brandId)];
  const chosen = storeId === undefined ? undefined : stores.find((store) => store.id === storeId);
  if (storeId !== undefined && !chosen) throw notFound('storeNotFound', { storeId });
  const states = new Map(stores.map((store) => [store.stateId, { id: store.stateId, name: store.stateName, countryCode: store.countryCode }]));
  const markets = new Map(stores.map((store) => [store.countryCode, { code: store.countryCode, name: store.countryName, currency: store.currency }]));
  return {
    items,
    sections: sections.map((section) => ({
      id: section.id,
      title: titleIn(section, locale),
      menuTitle: titleIn({ title: section.menuTitle, translations: section.menuTranslations }, locale),
    })),
    stores: stores.map(({ id, title, stateId, stateName, countryCode, currency }) => ({ id, title, stateId, stateName, countryCode, currency })),
    states: [...states.values()],
    markets: [...markets.values()],
    store: chosen ? { id: chosen.id, currency: chosen.currency, prices: await prices.storePrices(db, chosen.id), options: await optionsAt(db, chosen.id, locale) } : null,
  };
}

/** The options of the items `locationId` sells, titled in `locale`. */
async function optionsAt(db: Database, locationId: number, locale: LocaleTag) {
  const rows = await storeOptionPrices(db, locationId);
  return rows.map((row) => ({
    optionId: row.optionId,
    itemId: row.itemId,
    title: translated(row.title, row.translations, locale),
    groupTitle: translated(row.groupTitle, row.groupTranslations, locale),
    brandPrice: storePrice(row.brandPrice, null),
    override: row.override === null ? null : storePrice(row.override, null),
    price: storePrice(row.price, null),
  }));
}

/** The base price of an item: stores without their own price sell at it from now on. */
export async function changeBasePrice(deps: PriceDeps, caller: StaffCaller, staff: StaffIdentity, itemId: number, body: WireBasePriceChange, locale: LocaleTag): Promise<WirePriceItem> {
  assertAdmin(staff);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const item = await prices.itemOfBrand(tx, staff.brandId, itemId);
    if (!item) throw notFound('itemNotFound', { itemId });
    const basePrice = storePrice(body.basePrice, null);
    await prices.updateBasePrice(tx, itemId, basePrice);
    for (const locationId of await prices.storesAtBase(tx, itemId)) await repriceOpenCarts(tx, locationId, [itemId], now);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'price-base-change',
      subjectType: 'price',
      subjectId: `item-${itemId}`,
      before: { itemId, title: item.title, basePrice: item.basePrice },
      after: { itemId, title: item.title, basePrice },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
  });
  const items = await itemsIn(deps.db, staff.brandId, locale);
  return items.find((item) => item.id === itemId)!;
}

/** One store's price of an item; null: the store sells at the base price again. */
export async function changeStorePrice(
  deps: PriceDeps,
  caller: StaffCaller,
  staff: StaffIdentity,
  storeId: number,
  itemId: number,
  body: WireStorePriceChange,
): Promise<{ itemId: number; override: string | null; price: string }> {
  assertAdmin(staff);
  const now = deps.now();
  const stores = await prices.brandStores(deps.db, staff.brandId);
  if (!stores.some((store) => store.id === storeId)) throw notFound('storeNotFound', { storeId });
  return deps.db.transaction(async (tx) => {
    const row = await prices.lockStoreItem(tx, storeId, itemId);
    if (!row) throw notFound('notSold', { storeId, itemId });
    const override = body.price === null ? null : storePrice(body.price, null);
    await prices.setStorePrice(tx, storeId, itemId, override);
    await repriceOpenCarts(tx, storeId, [itemId], now);
    const before = { itemId, title: row.title, override: row.override, price: storePrice(row.basePrice, row.override) };
    const after = { itemId, title: row.title, override, price: storePrice(row.basePrice, override) };
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'price-store-change',
      subjectType: 'price',
      subjectId: `store-${storeId}-item-${itemId}`,
      locationId: storeId,
      before,
      after,
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
    return { itemId, override, price: after.price };
  });
}

export async function previewChange(db: Database, staff: StaffIdentity, request: PriceChangeSpec, locale: LocaleTag): Promise<WirePricePreview> {
  assertAdmin(staff);
  const checked = await checkedSpec(db, staff.brandId, request);
  const moves = await plannedMoves(db, staff.brandId, checked);
  const titles = new Map((await itemsIn(db, staff.brandId, locale)).map((item) => [item.id, item.title]));
  const listed = moves.slice(0, PREVIEW_MOVES_MAX);
  const optionIds = [...new Set(listed.flatMap((move) => (move.option ? [move.option.id] : [])))];
  const optionTitle = new Map((await optionTitles(db, optionIds)).map((row) => [row.id, titleIn(row, locale)]));
  const shown = listed.map((move) =>
    presentMove({ ...move, itemTitle: titles.get(move.itemId) ?? move.itemTitle, option: move.option && { id: move.option.id, title: optionTitle.get(move.option.id) ?? move.option.title } }),
  );
  return { moves: shown, total: moves.length, currency: checked.currency };
}

/** Applies the change now (one transaction, one audit row listing every move), or plans it for `runAt`. */
export async function bulkChange(deps: PriceDeps, caller: StaffCaller, staff: StaffIdentity, request: WireBulkPriceRequest, locale: LocaleTag): Promise<WireBulkPriceResult> {
  assertAdmin(staff);
  const now = deps.now();
  const { runAt, ...spec } = request;
  const checked: CheckedSpec = await checkedSpec(deps.db, staff.brandId, spec);
  if (runAt) {
    const at = checkedRunAt(runAt, now);
    const scheduled = await scheduleChange(deps.db, caller, staff, checked, at, now, locale);
    return { applied: 0, scheduled };
  }
  const moves: PriceMove[] = await deps.db.transaction((tx) =>
    applyMoves(tx, staff.brandId, checked, now, { staffId: staff.id, requestId: caller.requestId, clientAddress: caller.ip, changeId: null }),
  );
  return { applied: moves.length, scheduled: null };
}

export async function scheduledChanges(db: Database, staff: StaffIdentity, locale: LocaleTag): Promise<WireScheduledPriceChanges> {
  assertAdmin(staff);
  const rows = await prices.scheduledChangesOf(db, staff.brandId);
  const changes = [];
  for (const row of rows) changes.push(presentChange(row, await scopeOf(db, staff.brandId, row.spec, locale)));
  return { changes };
}

export { scopeOf };
