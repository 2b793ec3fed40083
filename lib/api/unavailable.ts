/**
 * When a page's data could not be had because the API is out of reach: it refused the
 * connection, did not answer in time (lib/api/config.ts SSR_API_TIMEOUT_MS), or answered 502,
 * 503 or 504 (it, or the proxy in front of it, says it cannot serve now). Such a page answers
 * 503 with Retry-After instead of an error page: trying again shortly is the remedy.
 * A 404 or any other 4xx or 500 is the API's real answer and is not "unavailable".
 */
import { ServerError } from '@apollo/client';
import { isApiError } from './api-error';

const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** What an unavailable page tells the browser to wait before trying again. */
export const RETRY_AFTER_SECONDS = 10;

const MAX_CAUSE_DEPTH = 5;

type ErrorShape = { name?: unknown; message?: unknown; cause?: unknown };

function isNetworkFailure(error: ErrorShape): boolean {
  // AbortSignal.timeout() rejects fetch with a TimeoutError (a DOMException, not always an
  // Error of this realm); Node's fetch reports a refused, reset or unresolvable connection as
  // `TypeError: fetch failed`.
  return error.name === 'TimeoutError' || (error instanceof TypeError && error.message === 'fetch failed');
}

/** Whether `error` (or what caused it) says the API is unreachable, too slow, or unavailable. */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_CAUSE_DEPTH) return false;
  if (isApiError(error) && UNAVAILABLE_STATUSES.has(error.status)) return true;
  if (ServerError.is(error) && UNAVAILABLE_STATUSES.has(error.statusCode)) return true;
  if (isNetworkFailure(error)) return true;
  return isServiceUnavailable((error as ErrorShape).cause, depth + 1);
}
