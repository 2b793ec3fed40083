/**
 * How today's smoke of a meat is counted and entered. A meat sold by weight (an item whose unit
 * is `lb`) is counted in the market's weight unit its lines are sold in (lb, 100 g or kg:
 * domain/menu/weight-units.ts), so an order's line draws its own quantity; a manager enters it
 * in pounds in the US and in kilograms elsewhere ("60 lb brisket", "27.5 kg"). Any other meat is
 * counted in racks or pieces, as the manager says ("24 racks of ribs").
 */
import { Decimal } from 'decimal.js';
import type { WeightUnit } from '@/domain/menu/weight-units';

export const SMOKE_COUNTS = ['rack', 'piece', 'weight'] as const;
export type SmokeCount = (typeof SMOKE_COUNTS)[number];

/** What a manager may choose for a meat not sold by weight. */
export const SMOKE_PIECE_COUNTS = ['rack', 'piece'] as const;
export type SmokePieceCount = (typeof SMOKE_PIECE_COUNTS)[number];

/** The most a day's entry may hold, in the unit it is entered in (a typo's 100000 racks is refused). */
export const MAX_SMOKE_ENTRY = 10_000;

/** The longest amount a manager may type ("27.5"). */
export const MAX_SMOKE_ENTRY_LENGTH = 12;

/** How a meat is counted: by weight when sold by weight, else as asked (racks unless pieces). */
export function countedAsOf(weightUnit: WeightUnit | null, asked: SmokePieceCount | undefined): SmokeCount {
  return weightUnit ? 'weight' : (asked ?? 'rack');
}

/** The unit a manager enters a weighed meat in: pounds where it is sold by the pound, else kilograms. */
export function entryWeightUnit(weightUnit: WeightUnit): 'lb' | 'kg' {
  return weightUnit === 'lb' ? 'lb' : 'kg';
}

/** Units of sale in one unit of entry: a kilogram is ten 100 g. */
const UNITS_PER_ENTRY: Record<WeightUnit, number> = { lb: 1, kg: 1, '100g': 10 };

const AMOUNT = /^\d{1,6}(\.\d{1,3})?$/;

/**
 * The units of sale an entry stands for (60 lb → 60; 27.5 kg sold per 100 g → 275; 20 kg sold
 * per kg → 20; 24 racks → 24), or null when it is not a whole number of them, negative, or
 * above MAX_SMOKE_ENTRY.
 */
export function unitsOfEntry(amount: string, weightUnit: WeightUnit | null): number | null {
  const text = amount.trim();
  if (!AMOUNT.test(text)) return null;
  const entered = new Decimal(text);
  if (entered.greaterThan(MAX_SMOKE_ENTRY)) return null;
  const units = entered.times(weightUnit ? UNITS_PER_ENTRY[weightUnit] : 1);
  return units.isInteger() ? units.toNumber() : null;
}

/** An amount of units of sale as the manager enters it (275 units of 100 g → "27.5" kg). */
export function entryOfUnits(units: number, weightUnit: WeightUnit | null): string {
  return new Decimal(units).dividedBy(weightUnit ? UNITS_PER_ENTRY[weightUnit] : 1).toString();
}
