/**
 * Group orders' limits, one table for the host's and guests' forms and the API (./rules.ts
 * re-exports them beside the rules). A file of its own, without decimal.js, which the rules use
 * and the forms in the browser do not need.
 */

export const GROUP_ORDER_LIMITS = {
  /** A guest's or host's name as printed on the ticket. */
  name: { max: 40 },
  /** Minutes from now to the deadline the host may choose. */
  deadlineMinutes: { min: 10, max: 24 * 60 },
  /** The per-person limit, in the store's currency: a currency without decimals (yen) counts a hundred times as many units. */
  perPersonLimit: { min: '1.00', max: '1000.00' },
  /** People in one group, the host included. */
  guests: { max: 50 },
} as const;

/** The deadlines the host's form offers, in minutes from now. */
export const DEADLINE_CHOICES = [15, 30, 45, 60, 90, 120, 180] as const;
