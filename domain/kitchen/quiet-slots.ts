/**
 * A quieter time earns points. A slot is quiet when the make-load already booked in it is under
 * the brand's threshold, a percentage of the store's make capacity; a signed-in diner whose order
 * is promised for a quiet slot earns the brand's bonus points once it is paid.
 *
 * - Quiet means booked × 100 < threshold × capacity: an empty slot is quiet under any threshold
 *   above 0, and a slot at its capacity never is.
 * - Whether a slot is quiet is decided when the diner chooses the time and kept with the order, so
 *   a rush booked after it does not take the bonus away.
 * - A cancelled or refunded order gives the bonus back with its points.
 * - Only a time the diner picks earns it: "as soon as possible" chooses no quieter time.
 * - A brand turns the bonus off by setting the threshold or the points to 0.
 */
export type QuietSlotSettings = {
  /** A slot is quiet while its booked make-load is under this percentage of the make capacity (0 to 100; 0: off). */
  thresholdPercent: number;
  /** Points a quiet slot earns (0: off). */
  bonusPoints: number;
};

export type QuietSlotSettingName = keyof QuietSlotSettings;

export const DEFAULT_QUIET_SLOT_SETTINGS: QuietSlotSettings = { thresholdPercent: 30, bonusPoints: 50 };

/** No bonus anywhere (a brand without the points program). */
export const OFF_QUIET_SLOT_SETTINGS: QuietSlotSettings = { thresholdPercent: 0, bonusPoints: 0 };

/** The bounds of a brand's quiet-slot settings, for the console's form and the API alike (the table's CHECKs too). */
export const QUIET_SLOT_LIMITS = {
  thresholdPercent: { min: 0, max: 100 },
  bonusPoints: { min: 0, max: 10_000 },
} as const;

export const QUIET_SLOT_SETTING_NAMES: readonly QuietSlotSettingName[] = ['thresholdPercent', 'bonusPoints'];

/** The first setting that is not a whole number within its bounds, or null. */
export function quietSlotSettingsProblem(settings: QuietSlotSettings): QuietSlotSettingName | null {
  return (
    QUIET_SLOT_SETTING_NAMES.find((name) => {
      const value = settings[name];
      const { min, max } = QUIET_SLOT_LIMITS[name];
      return !Number.isInteger(value) || value < min || value > max;
    }) ?? null
  );
}

/** Whether a slot with `booked` make-minutes of `capacity` is under `thresholdPercent` of it. */
export function isQuietSlot(booked: number, capacity: number, thresholdPercent: number): boolean {
  if (capacity <= 0 || thresholdPercent <= 0) return false;
  return Math.max(0, booked) * 100 < thresholdPercent * capacity;
}

/** The points a slot earns under the brand's settings: its bonus when quiet, else 0 (0 also when off). */
export function quietSlotBonus(booked: number, capacity: number, settings: QuietSlotSettings): number {
  if (settings.bonusPoints <= 0) return 0;
  return isQuietSlot(booked, capacity, settings.thresholdPercent) ? settings.bonusPoints : 0;
}

/** The texts of refused quiet-slot settings and the code the API sends with each (`quiet_slot_…`); the console has a text for each code (quietSlots.error.<code>). */
export const QUIET_SLOT_MESSAGES = {
  settingInvalid: 'The quiet-time setting [field] is out of range: a threshold of 0% to 100% of the make capacity, 0 to 10000 points (0 turns the bonus off)',
  adminsOnly: 'Only brand admins may change the quiet-time bonus',
} as const;

export const QUIET_SLOT_ERROR_CODES = ['quiet_slot_setting_invalid', 'quiet_slot_admins_only'] as const;
export type QuietSlotErrorCode = (typeof QUIET_SLOT_ERROR_CODES)[number];
