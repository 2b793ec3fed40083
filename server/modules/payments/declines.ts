/**
 * Declined cards: limits, and what the diner is told.
 * - Before the gateway is asked, the order, the client (request.ip) and the card token must each
 *   have a decline left (domain/payments/budgets.ts: 5 per order, 10 per client an hour, 3 per
 *   token a day); otherwise 429, coded, and the gateway never hears of the card. Only declines
 *   count: a charge holds one use of its client's charges-in-flight budget (30 at once) inside
 *   the attempt's transaction, under the client's lock, and with the bank's answer gives it back,
 *   exchanged for a use of the client's and the token's decline budgets when the bank declined.
 *   Parallel charges of one client can so pass its decline budget by at most its charges in flight.
 * - Every decline reads the same to the diner (card_declined, in their language): which reason
 *   the bank gave would tell a card tester what to change. The reason is kept on the attempt
 *   (failure_code, shown to staff) and in the server log.
 */
import { interpolate } from '@/domain/interpolate';
import { ACCOUNT_MESSAGES } from '@/domain/messages';
import { CHARGES_IN_FLIGHT_CLIENT_BUDGET, DECLINE_CLIENT_BUDGET, DECLINE_TOKEN_BUDGET, DECLINES_PER_ORDER } from '@/domain/payments/budgets';
import { DECLINE_LIMIT_MESSAGES, DECLINE_MESSAGES, GENERIC_DECLINE_CODE } from '@/domain/payments/messages';
import type { Database } from '@/server/db/client';
import { HttpError } from '@/server/errors';
import { budgetKeys, earliestWindowStart, exchangeUses, lockBudgets, longestWaitOf, spendBudgets, useOf, type KeyedBudgets, type KeyUses } from './budgets';
import { budgetUsesOfKeys } from './budget-repository';

/** 402: the bank said no. The diner reads one text whatever the reason. */
export class PaymentDeclinedError extends HttpError {
  constructor() {
    super(402, DECLINE_MESSAGES[GENERIC_DECLINE_CODE], undefined, { code: GENERIC_DECLINE_CODE });
  }
}

/** 429: the client or the card token has no decline left for a while. */
export class TooManyDeclinesError extends HttpError {
  readonly headers: Record<string, string>;
  constructor(waitMs: number) {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    const message = minutes === 1 ? DECLINE_LIMIT_MESSAGES.tooManyOneMinute : interpolate(DECLINE_LIMIT_MESSAGES.tooMany, { minutes });
    super(429, message, undefined, { code: 'too_many_declines', params: { minutes } });
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) };
  }
}

/** 429: the client has as many card charges waiting for the bank as it may; the connection's own text. */
export class TooManyChargesError extends HttpError {
  readonly headers: Record<string, string>;
  constructor(waitMs: number) {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    const oneMinute = minutes === 1;
    const message = oneMinute ? ACCOUNT_MESSAGES.tooManyAccountRequestsOneMinute : interpolate(ACCOUNT_MESSAGES.tooManyAccountRequests, { minutes });
    super(429, message, undefined, oneMinute ? { code: 'too_many_account_requests_one_minute' } : { code: 'too_many_account_requests', params: { minutes } });
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) };
  }
}

/** 429: the order has had its declines; another tender (gift card, PayPal) still pays it. */
export function orderDeclinesLimit(): HttpError {
  return new HttpError(429, DECLINE_LIMIT_MESSAGES.orderLimit, undefined, { code: 'order_declines_limit' });
}

export type ChargeSource = { clientIp: string; token: string };

/** A charge's use of its client's charges-in-flight budget, and the decline budgets a decline spends. */
export type DeclineHold = { held: readonly number[]; declineKeys: readonly string[] };

/** Holds nothing: a charge resumed under the key of one that already held its use. */
export const NO_HOLD: DeclineHold = { held: [], declineKeys: [] };

/** A charge's use of its client's charges in flight, not written yet, and the decline budgets a decline spends. */
export type DeclineCheck = { use: ReturnType<typeof useOf>; declineKeys: readonly string[] };

/** The budgets a charge from `source` answers to, the keys locked while they are checked and spent, and where their uses start to count. */
export function chargeBudgetsOf(source: ChargeSource, now: Date) {
  const client = budgetKeys.declineClient(source.clientIp);
  const token = budgetKeys.declineToken(source.token);
  const charging = budgetKeys.chargingClient(source.clientIp);
  const budgets: KeyedBudgets = [
    [client, DECLINE_CLIENT_BUDGET],
    [token, DECLINE_TOKEN_BUDGET],
    [charging, CHARGES_IN_FLIGHT_CLIENT_BUDGET],
  ];
  // The client's lock guards its charges in flight too.
  return { budgets, charging, declineKeys: [client, token], lockKeys: [client, token], since: earliestWindowStart(budgets, now), now };
}

export type ChargeBudgets = ReturnType<typeof chargeBudgetsOf>;

/**
 * With the budgets' keys locked and their uses since `budgets.since` read: refuses when the order,
 * the client or the token has no decline left, or the client has its most charges in flight;
 * else answers the charge in flight to hold, for the caller to write with its attempt (the lock
 * held until its transaction ends). `declinedOfOrder`: the order's declined attempts so far (paymentFactsOf).
 */
export function checkChargeBudgets(budgets: ChargeBudgets, declinedOfOrder: number, uses: KeyUses): DeclineCheck {
  if (declinedOfOrder >= DECLINES_PER_ORDER) throw orderDeclinesLimit();
  const longest = longestWaitOf(budgets.budgets, uses, budgets.now);
  if (longest.wait > 0) throw longest.key === budgets.charging ? new TooManyChargesError(longest.wait) : new TooManyDeclinesError(longest.wait);
  return { use: useOf(budgets.charging, budgets.now), declineKeys: budgets.declineKeys };
}

/** Inside the caller's transaction: locks the budgets of a charge from `source`, reads their uses and checks them (checkChargeBudgets). */
export async function checkDeclineBudgets(tx: Database, declinedOfOrder: number, source: ChargeSource, now: Date): Promise<DeclineCheck> {
  const budgets = chargeBudgetsOf(source, now);
  await lockBudgets(tx, budgets.lockKeys);
  return checkChargeBudgets(budgets, declinedOfOrder, await budgetUsesOfKeys(tx, budgets.budgets.map(([key]) => key), budgets.since));
}

/** checkDeclineBudgets, with the charge in flight written now (a purchase without an attempt row to write it with). */
export async function reserveDecline(tx: Database, declinedOfOrder: number, source: ChargeSource, now: Date): Promise<DeclineHold> {
  const { use, declineKeys } = await checkDeclineBudgets(tx, declinedOfOrder, source, now);
  return { held: await spendBudgets(tx, [use.key], use.at), declineKeys };
}

/** After the gateway answered (or gave no answer): the charge in flight is given back; a decline spends the decline budgets. */
export async function settleReservation(db: Database, hold: DeclineHold, declined: boolean, now: Date): Promise<void> {
  await exchangeUses(db, hold.held, declined ? hold.declineKeys : [], now);
}
