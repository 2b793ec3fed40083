/**
 * Today's smoke on the wire: what a menu item says of its meat's day (the menu and item pages),
 * and the staff console's board of a store's meats with their entries for today and tomorrow.
 */
import type { SmokeCount, SmokePieceCount } from '@/domain/kitchen/smoke-units';
import type { WeightUnit } from '@/domain/menu/weight-units';
import type { WireStaffStore } from './staff';

/** A counted meat as the menu shows it today; absent on an item the store does not count. */
export type WireItemSmoke = {
  countedAs: SmokeCount;
  /** The market's weight unit its quantities count, for a weighed meat; null for racks or pieces. */
  weightUnit: WeightUnit | null;
  /** The store's today ('YYYY-MM-DD'), the day these facts are of. */
  today: string;
  /** 'sold-out' at zero, 'left' below the store's threshold (with `left`), null otherwise. */
  notice: 'sold-out' | 'left' | null;
  /** What is left today, in units of sale, when `notice` is 'left'; else null. */
  left: number | null;
  /** Sold out today and tomorrow's smoke can take an order: the item page offers a pickup tomorrow. */
  reservableTomorrow: boolean;
};

export const STAFF_SMOKE_PATHS = {
  board: '/admin/smoke/stores/:storeId',
  entry: '/admin/smoke/stores/:storeId/items/:itemId/days/:day',
  threshold: '/admin/smoke/stores/:storeId/threshold',
} as const;

export const staffSmokePath = (path: string, storeId: number, itemId?: number, day?: string) =>
  path.replace(':storeId', String(storeId)).replace(':itemId', String(itemId ?? '')).replace(':day', day ?? '');

/** A meat's day on the board, in the unit the manager enters ("27.5" kg); null amounts: not entered. */
export type WireSmokeDay = { date: string; entered: boolean; smoked: string | null; drawn: string; left: string | null };

export type WireSmokeMeat = {
  itemId: number;
  title: string;
  countedAs: SmokeCount;
  /** The unit the manager enters: 'lb' or 'kg' for a weighed meat, else null (racks or pieces). */
  entryUnit: 'lb' | 'kg' | null;
  today: WireSmokeDay;
  tomorrow: WireSmokeDay;
};

export type WireSmokeBoard = {
  store: WireStaffStore;
  /** The caller may enter the smoke (store managers and brand admins). */
  mayEnter: boolean;
  /** The store's share of a day's smoke below which the menu says what is left. */
  lowPercent: number;
  today: string;
  tomorrow: string;
  meats: WireSmokeMeat[];
};

export type WireSmokeEntryRequest = { amount: string; countedAs?: SmokePieceCount };

export type WireSmokeThresholdRequest = { percent: number };
