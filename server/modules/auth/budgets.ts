/**
 * Budgets of the requests that mail an address: sign-up, forgot password and the verification
 * email. Each route has a budget per client (request.ip) and one per address, counted in a
 * sliding window on the same rows and locks as sign-in throttling (throttle.ts), so they hold
 * across API instances.
 * - The client's budget counts every request that passes the form's checks. Past it the route
 *   answers 429 with Retry-After: it says something about the caller only, never about an account.
 * - The address budget counts the mails the route sends to one address. On the signed-out routes
 *   a mail past it is silently not sent and the answer stays the same: a 429 there would tell a
 *   caller that others asked about that address lately (mostly its owner, so mostly a real
 *   account), and the owner's inbox is what the budget protects. A signed-in customer asking for
 *   their own verification email is told to wait instead: the address is theirs.
 */
import { ACCOUNT_MESSAGES } from '@/domain/messages';
import type { AuthDeps } from './deps';
import { reserveCounted } from './throttle';
import { WaitError } from './wait-error';

export type MailRoute = 'sign-up' | 'forgot-password' | 'verification-email';

export type MailBudgets = { windowMs: number; perAddress: number; perClient: number };

export const DEFAULT_MAIL_BUDGETS: MailBudgets = { windowMs: 3600_000, perAddress: 3, perClient: 10 };

const keyOf = (route: MailRoute, kind: 'client' | 'address', value: string) => `${route}:${kind}:${value}`.slice(0, 300);

export class TooManyRequestsError extends WaitError {
  constructor(waitMs: number) {
    super(waitMs, {
      oneMinute: { message: ACCOUNT_MESSAGES.tooManyAccountRequestsOneMinute, code: 'too_many_account_requests_one_minute' },
      minutes: { message: ACCOUNT_MESSAGES.tooManyAccountRequests, code: 'too_many_account_requests' },
    });
  }
}

/** Takes one request from the client's budget of `route`, or refuses with a 429. */
export async function spendClientBudget(deps: Pick<AuthDeps, 'db' | 'budgets' | 'now'>, route: MailRoute, ip: string): Promise<void> {
  const { windowMs, perClient } = deps.budgets;
  const reservation = await reserveCounted(deps.db, [{ key: keyOf(route, 'client', ip), limit: perClient }], windowMs, deps.now());
  if (!reservation.allowed) throw new TooManyRequestsError(reservation.waitMs);
}

/** Takes one mail from the address's budget of `route`: true when it may be sent, else the wait. */
async function reserveAddress(deps: Pick<AuthDeps, 'db' | 'budgets' | 'now'>, route: MailRoute, email: string) {
  const { windowMs, perAddress } = deps.budgets;
  return reserveCounted(deps.db, [{ key: keyOf(route, 'address', email), limit: perAddress }], windowMs, deps.now());
}

/** Signed out: whether one more mail of `route` may go to `email` (false: send nothing, say nothing). */
export async function spendAddressBudget(deps: Pick<AuthDeps, 'db' | 'budgets' | 'now'>, route: MailRoute, email: string): Promise<boolean> {
  return (await reserveAddress(deps, route, email)).allowed;
}

/** Signed in, for the caller's own address: one more mail of `route`, or a 429. */
export async function spendOwnAddressBudget(deps: Pick<AuthDeps, 'db' | 'budgets' | 'now'>, route: MailRoute, email: string): Promise<void> {
  const reservation = await reserveAddress(deps, route, email);
  if (!reservation.allowed) throw new TooManyRequestsError(reservation.waitMs);
}
