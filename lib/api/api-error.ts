/**
 * The one error of the REST client: an HTTP status, the human message of the error shape, and
 * the API's stable `code` with the `params` its message was written from (domain/error-codes.ts),
 * which lib/api/error-text.ts translates. Errors the client makes itself carry a code of their
 * own: an API out of reach (refused connection, no answer in time) is a 503 `unreachable`, an
 * answer that cannot be read is `unreadable_answer`.
 */
import type { ErrorCode, ErrorParams } from '@/domain/error-codes';

type ClientErrorCode = 'unreachable' | 'unreadable_answer';

type ApiErrorOptions = { cause?: unknown; code?: ErrorCode | ClientErrorCode; params?: ErrorParams };

export class ApiError extends Error {
  override readonly name = 'API Error' as const;
  readonly status: number;
  /** Absent when the answer had none (a proxy's page, an older API). */
  readonly code?: ErrorCode | ClientErrorCode;
  readonly params?: ErrorParams;

  constructor(status: number, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    if (options.code) this.code = options.code;
    if (options.params) this.params = options.params;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'API Error' && 'status' in error);
}
