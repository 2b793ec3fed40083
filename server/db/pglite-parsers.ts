/**
 * PGlite answers drizzle's queries without copying its type parsers on every query.
 *
 * Drizzle passes its own `parsers` with every PGlite query: dates, times, intervals and their
 * arrays come back as the database wrote them, and drizzle's columns parse them. PGlite then
 * copies its whole table of parsers (over 300 types) to merge them in, on every query: about a
 * tenth of a millisecond each, several percent of the API's CPU under checkout load. Here the
 * client's own table takes drizzle's overrides once, at open, and drizzle's per-query copy is
 * dropped, so every query, in or out of a transaction, parses exactly as drizzle asked.
 */
import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

type Options = Parameters<PGlite['query']>[2];

const asWritten = (value: string) => value;

/** The types drizzle's PGlite driver reads as written (drizzle-orm/pglite/session): its columns parse them. */
export const AS_WRITTEN_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/** `options` without its parsers when each is one the client already applies; otherwise as given. */
function withoutKnownParsers(options: Options): Options {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const known = Object.keys(parsers).every((oid) => AS_WRITTEN_TYPES.includes(Number(oid)));
  return known ? { ...options, parsers: undefined } : options;
}

function leanQuery<T extends Pick<PGlite, 'query'>>(target: T): T {
  const query = target.query.bind(target) as PGlite['query'];
  target.query = ((text: string, params?: unknown[], options?: Options) => query(text, params, withoutKnownParsers(options))) as PGlite['query'];
  return target;
}

/**
 * Makes `client` (ready, its array types loaded) read drizzle's as-written types itself, and
 * drop drizzle's per-query copy of those parsers, in transactions too.
 */
export function adoptDrizzleParsers(client: PGlite): PGlite {
  for (const oid of AS_WRITTEN_TYPES) client.parsers[oid] = asWritten;
  leanQuery(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => transaction((tx) => callback(leanQuery(tx)))) as PGlite['transaction'];
  return client;
}
