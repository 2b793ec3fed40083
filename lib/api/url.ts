/** The URL of a REST call: the host by path prefix, then the query and the filters. */
import { serializeFilters, type Filter } from '@/domain/filters';
import type { PublicApiConfig } from './config';

export type QueryValues = Record<string, string | number | boolean | undefined>;

const ORDERING_PREFIX = /^\/online-ordering(?:[/?#]|$)/;

/** Paths under /online-ordering go to the ordering API; every other path to the serverless host. */
function baseUrlFor(config: PublicApiConfig, path: string): string {
  return ORDERING_PREFIX.test(path) ? config.orderingApiUrl : config.serverlessApiUrl;
}

export function apiUrl(config: PublicApiConfig, path: string, query: QueryValues = {}, filters: Filter[] = []): string {
  if (!path.startsWith('/')) throw new TypeError(`API path "${path}" must start with "/"`);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  if (filters.length > 0) params.set('filter', serializeFilters(filters));
  const search = params.toString();
  const url = `${baseUrlFor(config, path).replace(/\/+$/, '')}${path}`;
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
