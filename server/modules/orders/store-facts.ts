/**
 * What every checkout request reads of its store and brand and what changes only from the back
 * office: the store's row, weekly hours, handoff settings, cart-limit settings and menu
 * categories, its dated exceptions from a day on, and the brand's guest cap per slot and
 * quiet-time rule. They are kept per instance (server/cache/versioned-values.ts) at the version
 * of the rows they come from, read at most once per READ_CACHE_FRESH_MS and dropped at once by
 * the console's 'stores' and 'menus' change events, so a console change is seen as by the read
 * cache of the store pages. Every look-up takes the executor to read through (inside a
 * transaction, its `tx`).
 *
 * One set of facts per database handle: the app configures it (configureStoreFacts) with its
 * freshness and change feed; a handle never configured reads the version on every look-up.
 */
import type { StoreSchedule } from '@/domain/ordering/store-hours';
import type { QuietSlotSettings } from '@/domain/kitchen/quiet-slots';
import type { StoreHandoffSetting } from '@/domain/ordering';
import type { ChangeSubscription } from '@/server/cache/change-feed';
import { VERSION_KEYS } from '@/server/cache/version-keys';
import { createVersionedValues, type VersionedValues } from '@/server/cache/versioned-values';
import type { Database } from '@/server/db/client';
import { handoffSettingsOf, hoursOf, scheduleOf, storeOf, type HoursRow, type StoreRow } from '@/server/modules/locations';
import { guestSlotCapOf, quietSlotRule, scheduleSince } from '@/server/modules/timeslots';
import { categorySettingsOfStore, menuCategoriesOf, storeFactsVersion, type CategorySettingsRow } from './store-facts-repository';

export type StoreFacts = {
  store: StoreRow;
  hours: HoursRow[];
  handoffs: StoreHandoffSetting[];
  categorySettings: CategorySettingsRow[];
  menuCategories: number[];
};

export type BrandFacts = { guestCap: number | null; quietRule: QuietSlotSettings };

export type StoreFactsCache = {
  store(reader: Database, locationId: number): Promise<StoreFacts>;
  /** The store's weekly hours and dated exceptions from `since` ('YYYY-MM-DD') on. */
  schedule(reader: Database, facts: StoreFacts, since: string): Promise<StoreSchedule>;
  brand(reader: Database, brandId: number): Promise<BrandFacts>;
};

/** The settings row of the order's category, or undefined (the defaults). */
export function settingsOfCategory(facts: Pick<StoreFacts, 'categorySettings'>, categoryId: number): CategorySettingsRow | undefined {
  return facts.categorySettings.find((row) => row.categoryId === categoryId);
}

function createStoreFacts(values: VersionedValues<Database>): StoreFactsCache {
  return {
    store: (reader, locationId) =>
      values.get(reader, `store:${locationId}`, async (db) => ({
        store: await storeOf(db, locationId),
        hours: await hoursOf(db, locationId),
        handoffs: await handoffSettingsOf(db, locationId),
        categorySettings: await categorySettingsOfStore(db, locationId),
        menuCategories: await menuCategoriesOf(db, locationId),
      })),
    schedule: (reader, facts, since) => values.get(reader, `schedule:${facts.store.id}:${since}`, (db) => scheduleOf(db, facts.store, since, facts.hours)),
    brand: (reader, brandId) =>
      values.get(reader, `brand:${brandId}`, async (db) => ({ guestCap: await guestSlotCapOf(db, brandId), quietRule: await quietSlotRule(db, brandId) })),
  };
}

const configured = new WeakMap<Database, StoreFactsCache>();

/** The store facts of `db` (the app's handle), kept `freshMs` between version reads and dropped by `changes`' store and menu events. */
export function configureStoreFacts(db: Database, options: { freshMs: number; changes?: ChangeSubscription }): StoreFactsCache {
  const facts = createStoreFacts(
    createVersionedValues<Database>({ versionKeys: [VERSION_KEYS.stores, VERSION_KEYS.menus], version: storeFactsVersion, ...options }),
  );
  configured.set(db, facts);
  return facts;
}

/** The store facts of the database handle `db` (not a transaction's `tx`: look-ups take that). */
export function storeFactsOf(db: Database): StoreFactsCache {
  return configured.get(db) ?? configureStoreFacts(db, { freshMs: 0 });
}

/** What a slot listing or reservation knows already of the order's store and brand (timeslots' `known`). */
export async function slotFactsOf(cache: StoreFactsCache, reader: Database, facts: StoreFacts, order: { brandId: number; handoffId: number }, now: Date) {
  const { guestCap, quietRule } = await cache.brand(reader, order.brandId);
  return {
    schedule: await cache.schedule(reader, facts, scheduleSince(now)),
    leadMinutes: facts.handoffs.find((setting) => setting.handoffId === order.handoffId)?.leadMinutes ?? null,
    guestCap,
    quietRule,
  };
}
