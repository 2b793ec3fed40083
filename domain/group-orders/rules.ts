/**
 * Group orders' pure rules: the limits of the host's form and the API (one table for both), when
 * a group still takes items, and whether a guest's lines stay within the per-person limit.
 */
import Decimal from 'decimal.js';
import { GROUP_ORDER_LIMITS } from './limits';

export { DEADLINE_CHOICES, GROUP_ORDER_LIMITS } from './limits';

/** The lowest and highest per-person limit in a currency with `decimals` decimals (2, or 0 for yen). */
export function perPersonLimitRange(decimals: number): { min: string; max: string } {
  const { min, max } = GROUP_ORDER_LIMITS.perPersonLimit;
  const scale = decimals === 0 ? 100 : 1;
  return { min: new Decimal(min).times(scale).toFixed(decimals), max: new Decimal(max).times(scale).toFixed(decimals) };
}

/** A per-person limit as typed ('25', '25.5') in a currency with `decimals` decimals, as a 2-decimal string; null when it is no amount within the range. */
export function parsePerPersonLimit(text: string, decimals = 2): string | null {
  const trimmed = text.trim();
  const pattern = decimals === 0 ? /^\d{1,9}$/ : /^\d{1,7}(\.\d{1,2})?$/;
  if (!pattern.test(trimmed)) return null;
  const amount = new Decimal(trimmed);
  const { min, max } = perPersonLimitRange(decimals);
  if (amount.lessThan(min) || amount.greaterThan(max)) return null;
  return amount.toFixed(2);
}

/** A name as kept: trimmed, inner runs of spaces made one; null when nothing is left or it is too long. */
export function cleanGuestName(text: string): string | null {
  const name = text.trim().replace(/\s+/g, ' ');
  if (name === '' || name.length > GROUP_ORDER_LIMITS.name.max) return null;
  return name;
}

/** Whether a group takes items at `now`: not locked by the host, its deadline not reached. */
export function takesItems(group: { lockedAt: Date | null; deadline: Date }, now: Date): boolean {
  return group.lockedAt === null && now.getTime() < group.deadline.getTime();
}

/** The sum of line totals (money strings), to 2 decimals. */
export function sumLineTotals(lineTotals: readonly string[]): string {
  return lineTotals.reduce((sum, total) => sum.plus(total), new Decimal(0)).toFixed(2);
}

/** Whether a guest's subtotal stays within the per-person limit (none: always). */
export function withinLimit(subtotal: string, limit: string | null): boolean {
  return limit === null || new Decimal(subtotal).lessThanOrEqualTo(limit);
}
