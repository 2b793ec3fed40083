/**
 * How the storefront's one REST client calls the API (lib/api/client.ts loads it at the first
 * call, so a page that calls nothing while it loads does not carry it). Every call carries the common headers, and an ordering call
 * the browser's device id (lib/device-id.ts); a failure becomes an ApiError with the human message
 * for its status (in the browser, once the diner's language is loaded, so the caller can tell it
 * in that language); a 401 in the browser ends the session and goes to the login page; a 408 is logged. An API out of reach
 * (refused connection, or no answer within SSR_API_TIMEOUT_MS on the server) is a 503: the
 * service is unavailable, and lib/page-loaders/with-page.ts answers such a page with 503 and Retry-After.
 */
import type { Filter } from '@/domain/filters';
import { GENERIC_FAILURE_MESSAGE } from '@/domain/generic-failure';
import { catalogueSettled } from '@/lib/i18n-client';
import { languageFor } from '@/lib/i18n-core';
import { ApiError, isApiError } from './api-error';
import { publicApiConfig, ssrApiTimeoutMs, type PublicApiConfig } from './config';
import type { ApiContext } from './context';
import { failureDetail, failureMessage } from './failure-message';
import { deviceHeaders } from '@/lib/device-id';
import { apiHeaders } from './headers';
import { isLoginFlowCall, redirectToLogin } from './unauthorized';
import { apiUrl, type QueryValues } from './url';

export type RequestOptions = {
  query?: QueryValues;
  filters?: Filter[];
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false: a 401 in the browser is only an error (the caller treats it as signed out), no login redirect. */
  loginRedirect?: boolean;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type ClientDependencies = {
  /** The backend addresses; read at every call. */
  config?: () => PublicApiConfig;
  /** The fetch to use; the global one at call time by default. */
  fetch?: typeof fetch;
  /** Milliseconds a call may take; SSR_API_TIMEOUT_MS on the server, none in the browser. */
  timeoutMs?: () => number | null;
};

const isBrowser = (): boolean => typeof window !== 'undefined';

async function successBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (response.status === 204 || text === '') return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError(500, GENERIC_FAILURE_MESSAGE, { cause, code: 'unreadable_answer' });
  }
}

async function failure(response: Response, method: Method, path: string, loginRedirect = true): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const message = failureMessage(text, response.headers.get('content-type'));
  const detail = failureDetail(text);
  const code = detail.code ?? (message === GENERIC_FAILURE_MESSAGE ? 'unreadable_answer' : undefined);
  const error = new ApiError(response.status, message, { ...detail, ...(code ? { code } : {}) });
  if (response.status === 408) console.warn(`The API timed out (408) on ${method} ${path}`);
  if (response.status === 401 && loginRedirect && isBrowser() && !isLoginFlowCall(path)) redirectToLogin();
  return error;
}

/** In the browser, a failure waits for the diner's language, so the page tells it in that language. */
async function toldInLanguage(error: ApiError, ctx: ApiContext): Promise<ApiError> {
  if (isBrowser()) await catalogueSettled(languageFor(ctx.locale));
  return error;
}

/** The caller's signal, joined with a timeout when there is one. */
function callSignal(signal: AbortSignal | undefined, timeoutMs: number | null): AbortSignal | undefined {
  if (timeoutMs === null) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

export function createClient(dependencies: ClientDependencies = {}) {
  const config = dependencies.config ?? publicApiConfig;
  const timeoutOf = dependencies.timeoutMs ?? ssrApiTimeoutMs;

  async function request<T>(method: Method, ctx: ApiContext, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    const url = apiUrl(config(), path, options.query, options.filters);
    const headers: Record<string, string> = { ...apiHeaders(ctx), ...deviceHeaders(ctx, path), ...options.headers };
    // A form with files goes as multipart: fetch writes its Content-Type with the boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const timeoutMs = timeoutOf();
    const signal = callSignal(options.signal, timeoutMs);
    let response: Response;
    try {
      const send = dependencies.fetch ?? globalThis.fetch;
      response = await send(url, { method, headers, body: body === undefined ? undefined : isForm ? body : JSON.stringify(body), signal });
      if (!response.ok) throw await toldInLanguage(await failure(response, method, path, options.loginRedirect !== false), ctx);
      return (await successBody(response)) as T;
    } catch (cause) {
      if (options.signal?.aborted || isApiError(cause)) throw cause;
      if (signal?.aborted) console.warn(`The API did not answer within ${timeoutMs} ms on ${method} ${path}`);
      throw await toldInLanguage(new ApiError(503, GENERIC_FAILURE_MESSAGE, { cause, code: 'unreachable' }), ctx);
    }
  }

  return {
    get: <T>(ctx: ApiContext, path: string, options?: RequestOptions) => request<T>('GET', ctx, path, undefined, options),
    post: <T>(ctx: ApiContext, path: string, body: unknown, options?: RequestOptions) => request<T>('POST', ctx, path, body, options),
    put: <T>(ctx: ApiContext, path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', ctx, path, body, options),
    delete: <T>(ctx: ApiContext, path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('DELETE', ctx, path, body, options),
  };
}

export type Client = ReturnType<typeof createClient>;
