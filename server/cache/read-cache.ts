/**
 * A per-instance cache of serialised public answers (the locations list, a store's menus).
 * Each answer belongs to a version key (all stores; one store's menus) whose version is read
 * from the database (server/db/row-versions.ts) at most once per `freshMs`, however many answers
 * share it. An answer is served from memory while it was built at the current version and
 * before its own `expiresAt` (an answer that depends on the time of day ends at the next
 * minute); otherwise it is rebuilt. A write from anywhere (another instance, the seed, psql)
 * so shows on every instance within `freshMs`; with `freshMs` 0 every request reads the version.
 *
 * Given a change feed (server/cache/change-feed.ts), an event naming a version key drops what the
 * cache knows of it, so the next request reads the version at once: a back-office change shows as
 * soon as its event arrives, and `freshMs` bounds only changes no event announced. A key names
 * itself and the keys under it ('menus' drops 'menus:12'); 'all' drops every version. A version
 * read under way when the event arrives is not kept: it may have been read before the change.
 */
import { createHash } from 'node:crypto';
import type { ChangeSubscription } from './change-feed';

export type CachedAnswer = { body: string; etag: string };

/** What the cache needs of an answer: the version it depends on, and how to build it. */
export type AnswerSource = {
  /** Answers with the same version key share one version read. */
  versionKey: string;
  version(): Promise<string>;
  /** The serialised answer; `expiresAt` (ms since the epoch) when it depends on the time. */
  build(): Promise<{ body: string; expiresAt?: number }>;
};

type Entry = CachedAnswer & { version: string; expiresAt: number };
type KnownVersion = { value: string; checkedAt: number };

export type ReadCacheOptions = {
  freshMs: number;
  /** Beyond this many answers (and as many version keys), the least recently stored go first. */
  maxEntries?: number;
  now?: () => number;
  /** Change events that drop known versions before `freshMs` ends. */
  changes?: ChangeSubscription;
  /** Told of each look-up: a hit is served from memory, a miss is built (the metrics' hit rate). */
  onLookup?: (outcome: 'hit' | 'miss') => void;
};

/** A strong validator of `body`: the same bytes give the same tag on every instance. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The start of the next minute after `ms`: when store hours can next open or close a store. */
export function nextMinute(ms: number): number {
  return (Math.floor(ms / 60_000) + 1) * 60_000;
}

function remember<T>(map: Map<string, T>, key: string, value: T, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as string);
}

/** Runs `start` once for concurrent callers of the same key. */
function singleFlight<T>(running: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  const current = running.get(key);
  if (current) return current;
  const started = start().finally(() => {
    if (running.get(key) === started) running.delete(key);
  });
  running.set(key, started);
  return started;
}

/** Whether an event naming `changed` concerns the version key `key`. */
export function concerns(changed: string, key: string): boolean {
  return key === changed || key.startsWith(`${changed}:`);
}

export function createReadCache({ freshMs, maxEntries = 256, now = Date.now, changes, onLookup }: ReadCacheOptions) {
  const versions = new Map<string, KnownVersion>();
  const entries = new Map<string, Entry>();
  const readingVersions = new Map<string, Promise<string>>();
  const building = new Map<string, Promise<Entry>>();
  /** Counts change events: a version read that saw one arrive is used once, never kept. */
  let events = 0;

  function forget(keys: readonly string[] | 'all'): void {
    events += 1;
    for (const known of [versions, readingVersions]) {
      for (const key of [...known.keys()]) {
        if (keys === 'all' || keys.some((changed) => concerns(changed, key))) known.delete(key);
      }
    }
  }
  changes?.subscribe(forget);

  function currentVersion(source: AnswerSource): string | Promise<string> {
    const known = versions.get(source.versionKey);
    if (known && now() - known.checkedAt < freshMs) return known.value;
    return singleFlight(readingVersions, source.versionKey, async () => {
      const checkedAt = now();
      const seen = events;
      const value = await source.version();
      if (events === seen) remember(versions, source.versionKey, { value, checkedAt }, maxEntries);
      return value;
    });
  }

  return {
    /** The answer under `key`, from memory when still current, else built (once for concurrent callers). */
    async get(key: string, source: AnswerSource): Promise<CachedAnswer> {
      // The version is read before the answer is built: a write in between only makes the next read rebuild.
      const version = await currentVersion(source);
      const entry = entries.get(key);
      if (entry && entry.version === version && now() < entry.expiresAt) {
        onLookup?.('hit');
        return entry;
      }
      onLookup?.('miss');
      return singleFlight(building, `${key}\n${version}`, async () => {
        const built = await source.build();
        const fresh = { body: built.body, etag: etagOf(built.body), version, expiresAt: built.expiresAt ?? Infinity };
        remember(entries, key, fresh, maxEntries);
        return fresh;
      });
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
