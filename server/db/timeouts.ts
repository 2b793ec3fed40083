/**
 * How long a request may wait on PostgreSQL, so no request waits for good on another
 * instance's lock, a stuck transaction or a pool with no free connection:
 * - a lock is waited for at most LOCK_TIMEOUT_MS (then SQLSTATE 55P03), a statement runs at
 *   most STATEMENT_TIMEOUT_MS (then 57014);
 * - a transaction left idle (its process stuck or gone quiet between two statements) is ended
 *   by the server after IDLE_IN_TRANSACTION_TIMEOUT_MS, so its locks never outlive it;
 * - a pooled connection is waited for at most POOL_CONNECT_TIMEOUT_MS.
 * The request then answers 503 with Retry-After (server/plugins/error-handler.ts); each is well
 * inside the request's own time budget (server/plugins/request-budget.ts). Migrations at start
 * run without them: an index on a large table may take longer.
 */
export const LOCK_TIMEOUT_MS = 5_000;
export const STATEMENT_TIMEOUT_MS = 10_000;
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;
export const POOL_CONNECT_TIMEOUT_MS = 10_000;

/** The pg Pool settings that put those limits on every connection of the application's pool. */
export const POOL_TIMEOUTS = {
  lock_timeout: LOCK_TIMEOUT_MS,
  statement_timeout: STATEMENT_TIMEOUT_MS,
  idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
} as const;

/** lock_not_available, query_canceled (a statement timeout). */
const BUSY_STATES = new Set(['55P03', '57014']);
/** What pg's pool says when no connection frees up in time. */
const POOL_TIMEOUT = /timeout exceeded when trying to connect/i;

/** Whether an error (or one it wraps, as drizzle does) is the database too busy to answer in time. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && BUSY_STATES.has(code)) return true;
    if (POOL_TIMEOUT.test(current.message)) return true;
  }
  return false;
}
