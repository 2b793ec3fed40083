/**
 * Payment budgets: how many failures a client, a card token or an order may spend before the
 * API refuses without looking further. Pure rules taking `now`; the uses are rows the API keeps
 * (server/modules/payments/budgets.ts), so every instance counts the same budget.
 * - A client (its address) may try 10 wrong gift card PINs or unknown numbers an hour, across cards.
 * - A client may have 10 cards declined an hour, a card token 3 a day, an order 5 in all. Only a
 *   decline the bank gave counts: a charge still waiting for its answer does not.
 * - A client may have 30 card charges waiting for the bank at once (a use is given back with the
 *   answer, or lapses after 10 minutes when the request died). A burst of cards from one address
 *   thus stops there, and its declines can pass the decline budget by at most that many.
 */
const HOUR_MS = 60 * 60_000;

/** At most `limit` uses in any `windowMs`. */
export type Budget = { limit: number; windowMs: number };

export const GIFT_CARD_CLIENT_BUDGET: Budget = { limit: 10, windowMs: HOUR_MS };
export const DECLINE_CLIENT_BUDGET: Budget = { limit: 10, windowMs: HOUR_MS };
export const DECLINE_TOKEN_BUDGET: Budget = { limit: 3, windowMs: 24 * HOUR_MS };
export const DECLINES_PER_ORDER = 5;
export const CHARGES_IN_FLIGHT_CLIENT_BUDGET: Budget = { limit: 30, windowMs: 10 * 60_000 };

/** The start of the window that counts at `now`. */
export function windowStart(budget: Budget, now: Date): Date {
  return new Date(now.getTime() - budget.windowMs);
}

/**
 * Milliseconds until one more use is allowed, given the times of the uses so far (any order);
 * 0 when one is allowed now. A use counts while it is younger than the window.
 */
export function budgetWaitMs(uses: readonly Date[], budget: Budget, now: Date): number {
  const since = windowStart(budget, now).getTime();
  const inWindow = uses.map((use) => use.getTime()).filter((at) => at > since).sort((a, b) => a - b);
  if (inWindow.length < budget.limit) return 0;
  const freeing = inWindow[inWindow.length - budget.limit]!;
  return Math.max(1, freeing + budget.windowMs - now.getTime());
}
