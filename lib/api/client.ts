/**
 * The storefront's one REST client: apiGet, apiPost, apiPut and apiDelete, through the client of
 * lib/api/create-client.ts. That client (its headers, device id, addresses, failure texts and
 * login redirect) is fetched at the first call, not with the page: most pages call the API only
 * when the diner acts, and the ones that call it at once wait for one small chunk. A chunk that
 * cannot be fetched is a 503 like an API out of reach, and the next call tries again.
 */
import { GENERIC_FAILURE_MESSAGE } from '@/domain/generic-failure';
import { ApiError } from './api-error';
import type { ApiContext } from './context';
import type { Client, RequestOptions } from './create-client';

export type { ApiContext } from './context';
export type { RequestOptions } from './create-client';

let loading: Promise<Client> | undefined;

function defaultClient(): Promise<Client> {
  loading ??= import('./create-client').then(
    ({ createClient }) => createClient(),
    (cause: unknown) => {
      loading = undefined;
      throw new ApiError(503, GENERIC_FAILURE_MESSAGE, { cause, code: 'unreachable' });
    },
  );
  return loading;
}

export async function apiGet<T>(ctx: ApiContext, path: string, options?: RequestOptions): Promise<T> {
  return (await defaultClient()).get<T>(ctx, path, options);
}

export async function apiPost<T>(ctx: ApiContext, path: string, body: unknown, options?: RequestOptions): Promise<T> {
  return (await defaultClient()).post<T>(ctx, path, body, options);
}

export async function apiPut<T>(ctx: ApiContext, path: string, body: unknown, options?: RequestOptions): Promise<T> {
  return (await defaultClient()).put<T>(ctx, path, body, options);
}

export async function apiDelete<T>(ctx: ApiContext, path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return (await defaultClient()).delete<T>(ctx, path, body, options);
}
