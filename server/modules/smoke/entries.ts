/**
 * The manager's entries: a store's counted meats (those sold by weight, and any it has counted)
 * with today's and tomorrow's smoke, what orders drew and what is left, in the unit the manager
 * enters; and an entry, written as the 'smoked' row that makes the day's smoke what was entered,
 * under the day's lock, never below what orders already drew (tomorrow's reservations included).
 */
import { drawnOf, entryChangeOf, type SmokeDay } from '@/domain/kitchen/smoke-ledger';
import { SMOKE_MESSAGES, smokeErrorCode, type SmokeMessageName } from '@/domain/kitchen/smoke-messages';
import { countedAsOf, entryOfUnits, entryWeightUnit, unitsOfEntry, type SmokeCount, type SmokePieceCount } from '@/domain/kitchen/smoke-units';
import { interpolate } from '@/domain/interpolate';
import type { CountryCode, LocaleTag } from '@/domain/markets';
import { weightUnitOf, type WeightUnit } from '@/domain/menu/weight-units';
import type { WireSmokeDay, WireSmokeMeat } from '@/domain/wire/smoke';
import type { Database } from '@/server/db/client';
import { BadRequestError, ConflictError, NotFoundError } from '@/server/errors';
import { translated } from '@/server/locale';
import { todayAndTomorrow } from './days';
import { storeMeats, type StoreMeatRow } from './meat-repository';
import { countedMeats, dayOf, daysOf, insertLedgerRows, lockDays, markEntered } from './repository';

export type SmokeEntryStore = { id: number; timeZone: string; countryCode: string };

function refusal(name: SmokeMessageName, params: Record<string, string | number>) {
  return { message: interpolate(SMOKE_MESSAGES[name], params), detail: { code: smokeErrorCode(name), params } };
}

function dayOnBoard(date: string, day: SmokeDay | undefined, weightUnit: WeightUnit | null): WireSmokeDay {
  const text = (units: number) => entryOfUnits(units, weightUnit);
  if (!day) return { date, entered: false, smoked: null, drawn: '0', left: null };
  return { date, entered: day.entered, smoked: day.entered ? text(day.smoked) : null, drawn: text(drawnOf(day)), left: day.entered ? text(Math.max(day.left, 0)) : null };
}

function meatOnBoard(meat: StoreMeatRow, countedAs: SmokeCount, weightUnit: WeightUnit | null, locale: LocaleTag, days: { today: [string, SmokeDay | undefined]; tomorrow: [string, SmokeDay | undefined] }): WireSmokeMeat {
  return {
    itemId: meat.id,
    title: translated(meat.title, meat.translations, locale),
    countedAs,
    entryUnit: weightUnit ? entryWeightUnit(weightUnit) : null,
    today: dayOnBoard(days.today[0], days.today[1], weightUnit),
    tomorrow: dayOnBoard(days.tomorrow[0], days.tomorrow[1], weightUnit),
  };
}

/** The store's meats on the board, today's and tomorrow's days with them. */
export async function smokeBoardOf(db: Database, store: SmokeEntryStore, now: Date, locale: LocaleTag): Promise<{ today: string; tomorrow: string; meats: WireSmokeMeat[] }> {
  const { today, tomorrow } = todayAndTomorrow(now, store.timeZone);
  const meats = await storeMeats(db, store.id);
  const counted = await countedMeats(db, store.id, meats.map((meat) => meat.id));
  const shown = meats.filter((meat) => meat.unit === 'lb' || counted.has(meat.id));
  const days = await daysOf(db, store.id, shown.map((meat) => meat.id), today, tomorrow);
  return {
    today,
    tomorrow,
    meats: shown.map((meat) => {
      const weightUnit = weightUnitOf(meat.unit, store.countryCode as CountryCode);
      return meatOnBoard(meat, counted.get(meat.id) ?? countedAsOf(weightUnit, undefined), weightUnit, locale, {
        today: [today, dayOf(days, meat.id, today)],
        tomorrow: [tomorrow, dayOf(days, meat.id, tomorrow)],
      });
    }),
  };
}

export type SmokeEntry = { itemId: number; day: string; amount: string; countedAs?: SmokePieceCount; staffId: number };

/**
 * Enters a meat's smoke for today or tomorrow inside the caller's transaction (its audit row
 * beside it): 404 for an item the store does not sell, 400 for a day other than today or
 * tomorrow or an amount that is not a whole number of the meat's units, 409 below what orders
 * already drew. Returns the day before and after, as the board shows them.
 */
export async function enterSmoke(tx: Database, store: SmokeEntryStore, entry: SmokeEntry, now: Date, locale: LocaleTag): Promise<{ before: WireSmokeDay; after: WireSmokeDay; meat: WireSmokeMeat }> {
  const meat = (await storeMeats(tx, store.id, entry.itemId))[0];
  if (!meat) {
    const { message, detail } = refusal('itemNotFound', { itemId: entry.itemId, storeId: store.id });
    throw new NotFoundError(message, detail);
  }
  const { today, tomorrow } = todayAndTomorrow(now, store.timeZone);
  if (entry.day !== today && entry.day !== tomorrow) {
    const { message, detail } = refusal('dayInvalid', { date: entry.day });
    throw new BadRequestError(message, undefined, detail);
  }
  const weightUnit = weightUnitOf(meat.unit, store.countryCode as CountryCode);
  const title = translated(meat.title, meat.translations, locale);
  const units = unitsOfEntry(entry.amount, weightUnit);
  if (units === null) {
    const { message, detail } = refusal('entryInvalid', { item: title, unit: weightUnit ? entryWeightUnit(weightUnit) : countedAsOf(null, entry.countedAs) });
    throw new BadRequestError(message, undefined, detail);
  }
  const countedAs = countedAsOf(weightUnit, entry.countedAs);
  await lockDays(tx, store.id, entry.day, new Map([[meat.id, countedAs]]), now);
  const before = dayOf(await daysOf(tx, store.id, [meat.id], entry.day, entry.day), meat.id, entry.day);
  const change = entryChangeOf(before ?? null, units);
  if ('drawn' in change) {
    const { message, detail } = refusal('entryBelowDrawn', { item: title, drawn: entryOfUnits(change.drawn, weightUnit), date: entry.day });
    throw new ConflictError(message, detail);
  }
  const key = { locationId: store.id, itemId: meat.id, day: entry.day };
  if (change.delta !== 0) await insertLedgerRows(tx, [{ ...key, kind: 'smoked', quantity: change.delta, staffId: entry.staffId, createdAt: now }]);
  await markEntered(tx, key, countedAs, now);
  const days = await daysOf(tx, store.id, [meat.id], today, tomorrow);
  const board = meatOnBoard(meat, countedAs, weightUnit, locale, { today: [today, dayOf(days, meat.id, today)], tomorrow: [tomorrow, dayOf(days, meat.id, tomorrow)] });
  return { before: dayOnBoard(entry.day, before, weightUnit), after: entry.day === today ? board.today : board.tomorrow, meat: board };
}
