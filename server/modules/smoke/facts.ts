/**
 * What the menu and item pages say of a store's counted meats today: "12 racks left today" once
 * what is left is at or below the store's share of the day's smoke, "Sold out today" at zero,
 * and whether a sold-out meat can be reserved from tomorrow's smoke. An item the store does not
 * count has no facts (it sells as it always did); at a store closed all day today, its meats say
 * nothing of today (no count, no "Sold out today").
 */
import { reservableFromTomorrow, smokeNoticeOf, smokesOn } from '@/domain/kitchen/smoke-ledger';
import type { CountryCode } from '@/domain/markets';
import { weightUnitOf } from '@/domain/menu/weight-units';
import type { WireItemSmoke } from '@/domain/wire/smoke';
import type { Database } from '@/server/db/client';
import { scheduleOf } from '@/server/modules/locations';
import { todayAndTomorrow } from './days';
import { smokeStoreOf } from './meat-repository';
import { countedMeats, dayOf, daysOf } from './repository';

export async function smokeFactsOf(db: Database, locationId: number, items: readonly { id: number; unit: string }[], now: Date): Promise<Map<number, WireItemSmoke>> {
  const counted = await countedMeats(db, locationId, [...new Set(items.map((item) => item.id))]);
  if (counted.size === 0) return new Map();
  const store = await smokeStoreOf(db, locationId);
  if (!store) return new Map();
  const { today, tomorrow } = todayAndTomorrow(now, store.timeZone);
  const days = await daysOf(db, locationId, [...counted.keys()], today, tomorrow);
  const smokingToday = smokesOn(today, await scheduleOf(db, store, today));
  const facts = new Map<number, WireItemSmoke>();
  for (const item of items) {
    const countedAs = counted.get(item.id);
    if (!countedAs || facts.has(item.id)) continue;
    // A store closed all day today has no smoke for today: nothing is said of it.
    const todays = smokingToday ? (dayOf(days, item.id, today) ?? null) : null;
    const notice = smokeNoticeOf(todays, store.lowPercent);
    facts.set(item.id, {
      countedAs,
      weightUnit: weightUnitOf(item.unit, store.countryCode as CountryCode),
      today,
      notice: notice?.kind ?? null,
      left: notice?.kind === 'left' ? notice.left : null,
      reservableTomorrow: reservableFromTomorrow(todays, dayOf(days, item.id, tomorrow) ?? null, store.lowPercent),
    });
  }
  return facts;
}
