/**
 * Declined cards: limits, and what the diner is told.
 * - Before the gateway is asked, the order, the client (request.ip) and the card token must each
 *   have a decline left (domain/payments/budgets.ts: 5 per order, 10 per client an hour, 3 per
 *   token a day); otherwise 429, coded, and the gateway never hears of the card. A charge
 *   reserves one use of the client's and the token's budgets inside the attempt's transaction,
 *   so parallel charges never overspend them, and gives them back unless the bank declined.
 * - Every decline reads the same to the diner (card_declined, in their language): which reason
 *   the bank gave would tell a card tester what to change. The reason is kept on the attempt
 *   (failure_code, shown to staff) and in the server log.
 */
import { interpolate } from '@/domain/interpolate';
import { DECLINE_CLIENT_BUDGET, DECLINE_TOKEN_BUDGET, DECLINES_PER_ORDER } from '@/domain/payments/budgets';
import { DECLINE_LIMIT_MESSAGES, DECLINE_MESSAGES, GENERIC_DECLINE_CODE } from '@/domain/payments/messages';
import type { Database } from '@/server/db/client';
import { HttpError } from '@/server/errors';
import { budgetKeys, lockBudgets, longestBudgetWait, releaseUses, spendBudgets } from './budgets';

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

/** 429: the order has had its declines; another tender (gift card, PayPal) still pays it. */
export function orderDeclinesLimit(): HttpError {
  return new HttpError(429, DECLINE_LIMIT_MESSAGES.orderLimit, undefined, { code: 'order_declines_limit' });
}

export type ChargeSource = { clientIp: string; token: string };

/**
 * Inside the transaction that writes the attempt (the order row locked): refuses when the order,
 * the client or the token has no decline left, else reserves one decline of the client and the
 * token. The ids give the reservation back (releaseDeclines). `declinedOfOrder`: the order's declined attempts so far (paymentFactsOf).
 */
export async function reserveDecline(tx: Database, declinedOfOrder: number, source: ChargeSource, now: Date): Promise<number[]> {
  if (declinedOfOrder >= DECLINES_PER_ORDER) throw orderDeclinesLimit();
  const client = budgetKeys.declineClient(source.clientIp);
  const token = budgetKeys.declineToken(source.token);
  await lockBudgets(tx, [client, token]);
  const waitMs = await longestBudgetWait(tx, [[client, DECLINE_CLIENT_BUDGET], [token, DECLINE_TOKEN_BUDGET]], now);
  if (waitMs > 0) throw new TooManyDeclinesError(waitMs);
  return spendBudgets(tx, [client, token], now);
}

/** After the gateway answered: a decline keeps its reservation, any other outcome gives it back. */
export async function settleReservation(db: Database, reserved: readonly number[], declined: boolean): Promise<void> {
  if (!declined) await releaseUses(db, reserved);
}
