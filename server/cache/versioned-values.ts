/**
 * The read cache's rule (read-cache.ts) for values a request works with rather than answers it
 * serialises: a store's row, hours and settings, read by every checkout. Every value belongs to
 * one version of some rows, read from the database at most once per `freshMs` (0: on every
 * look-up) through the executor the caller hands in, so a caller inside a transaction reads it
 * through its own `tx` and never through the outer handle. A change event naming one of
 * `versionKeys` drops the known version at once, as in the read cache; a version read under way
 * when such an event arrives is used once and not kept.
 *
 * Values are shared by every caller: they must be treated as read-only.
 */
import type { ChangeSubscription } from './change-feed';
import { concerns } from './read-cache';

export type VersionedValuesOptions<R> = {
  /** The change events that concern these values ('stores', 'menus' ...). */
  versionKeys: readonly string[];
  /** The version of every row the values are made of, read through `reader`. */
  version(reader: R): Promise<string>;
  freshMs: number;
  changes?: ChangeSubscription;
  /** Beyond this many values, the least recently stored go first. */
  maxEntries?: number;
  now?: () => number;
};

type Entry = { version: string; value: unknown; expiresAt: number };

export function createVersionedValues<R>({ versionKeys, version, freshMs, changes, maxEntries = 2048, now = Date.now }: VersionedValuesOptions<R>) {
  let known: { value: string; checkedAt: number } | undefined;
  let events = 0;
  const entries = new Map<string, Entry>();
  changes?.subscribe((keys) => {
    if (keys !== 'all' && !keys.some((changed) => versionKeys.some((key) => concerns(changed, key)))) return;
    events += 1;
    known = undefined;
  });

  async function currentVersion(reader: R): Promise<string> {
    if (known && now() - known.checkedAt < freshMs) return known.value;
    const checkedAt = now();
    const seen = events;
    const value = await version(reader);
    if (events === seen) known = { value, checkedAt };
    return value;
  }

  return {
    /** The value under `key` at the rows' current version: from memory, else built through `reader` and kept (until `expiresAt`, ms, when given). */
    async get<T>(reader: R, key: string, build: (reader: R) => Promise<T>, expiresAt = Infinity): Promise<T> {
      const current = await currentVersion(reader);
      const entry = entries.get(key);
      if (entry && entry.version === current && now() < entry.expiresAt) return entry.value as T;
      const value = await build(reader);
      entries.delete(key);
      entries.set(key, { version: current, value, expiresAt });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}

export type VersionedValues<R> = ReturnType<typeof createVersionedValues<R>>;
