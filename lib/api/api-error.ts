/**
 * The one error of the REST client: an HTTP status and the human message of SPEC §8.
 * An API out of reach (refused connection, no answer in time) is an ApiError with status 503.
 */
export class ApiError extends Error {
  override readonly name = 'API Error' as const;
  readonly status: number;

  constructor(status: number, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'API Error' && 'status' in error);
}
