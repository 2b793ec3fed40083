/**
 * Running late, said before the diner asks. An order the kitchen has not made ready by its
 * promised time plus the brand's grace is late: the diner is told a new ready time once. Still not
 * ready past the second threshold, it is credited once (points for an account, a single-use
 * coupon for a guest). Orders ready, handed over or cancelled are never late.
 */
export type LateSettings = {
  /** Minutes past the promised time before an order counts as late. */
  graceMinutes: number;
  /** Minutes past the promised time before a late order is credited (more than the grace). */
  creditAfterMinutes: number;
  /** Points posted to an account's ledger. */
  creditPoints: number;
  /** A guest's coupon: percent off their next order (a decimal string, "15.00"). */
  couponPercent: string;
};

export const DEFAULT_LATE_SETTINGS: LateSettings = { graceMinutes: 10, creditAfterMinutes: 30, creditPoints: 100, couponPercent: '15.00' };

/** The bounds of a brand's late settings, for the console's form and the API alike. */
export const LATE_LIMITS = {
  graceMinutes: { min: 0, max: 240 },
  creditAfterMinutes: { min: 1, max: 480 },
  creditPoints: { min: 1, max: 100_000 },
  couponPercent: { min: 1, max: 100 },
} as const;

export type LateSettingName = keyof LateSettings;

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** The first setting out of bounds, or null: the credit comes after the grace, the coupon is 1% to 100% in cents of a percent. */
export function lateSettingsProblem(settings: LateSettings): LateSettingName | null {
  const within = (value: number, { min, max }: { min: number; max: number }) => Number.isInteger(value) && value >= min && value <= max;
  if (!within(settings.graceMinutes, LATE_LIMITS.graceMinutes)) return 'graceMinutes';
  if (!within(settings.creditAfterMinutes, LATE_LIMITS.creditAfterMinutes) || settings.creditAfterMinutes <= settings.graceMinutes) return 'creditAfterMinutes';
  if (!within(settings.creditPoints, LATE_LIMITS.creditPoints)) return 'creditPoints';
  const percent = settings.couponPercent.trim();
  if (!PERCENT.test(percent) || Number(percent) < LATE_LIMITS.couponPercent.min || Number(percent) > LATE_LIMITS.couponPercent.max) return 'couponPercent';
  return null;
}

/** How much later than now a late order's new ready time is set, rounded up to 5 minutes. */
export const NEW_READY_AFTER_MINUTES = 10;

export type LateCandidate = {
  id: string;
  /** The promised ready time. */
  promisedAt: Date;
  /** Already told a new time / already credited (the order's late notice row). */
  noticed: boolean;
  credited: boolean;
};

export type LateAction = { orderId: string; notice: boolean; credit: boolean };

const MINUTE = 60_000;

/** What `now` brings about for each order still being made: a notice, a credit, both or nothing. */
export function lateActions(orders: readonly LateCandidate[], settings: LateSettings, now: Date): LateAction[] {
  const at = now.getTime();
  return orders.flatMap((order) => {
    const late = at >= order.promisedAt.getTime() + settings.graceMinutes * MINUTE;
    if (!late) return [];
    const notice = !order.noticed;
    const credit = !order.credited && at >= order.promisedAt.getTime() + settings.creditAfterMinutes * MINUTE;
    return notice || credit ? [{ orderId: order.id, notice, credit }] : [];
  });
}

/** The new ready time told to the diner: NEW_READY_AFTER_MINUTES from now, on the next 5 minutes. */
export function newReadyTime(now: Date): Date {
  const step = 5 * MINUTE;
  return new Date(Math.ceil((now.getTime() + NEW_READY_AFTER_MINUTES * MINUTE) / step) * step);
}

/** The earliest promised time that can be late at `now` under `settings`: orders promised after it are not looked at. */
export function latestLatePromise(settings: LateSettings, now: Date): Date {
  return new Date(now.getTime() - settings.graceMinutes * MINUTE);
}
