/**
 * A per-instance cache of serialised public answers (the locations list, a store's menus).
 * Each answer belongs to a version key (all stores; one store's menus) whose version is read
 * from the database (server/db/row-versions.ts) at most once per `freshMs`, however many answers
 * share it. An answer is served from memory while it was built at the current version and
 * before its own `expiresAt` (an answer that depends on the time of day ends at the next
 * minute); otherwise it is rebuilt. A write from anywhere (another instance, the seed, psql)
 * so shows on every instance within `freshMs`; with `freshMs` 0 every request reads the version.
 */
import { createHash } from 'node:crypto';

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
  const started = start().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}

export function createReadCache({ freshMs, maxEntries = 256, now = Date.now }: ReadCacheOptions) {
  const versions = new Map<string, KnownVersion>();
  const entries = new Map<string, Entry>();
  const readingVersions = new Map<string, Promise<string>>();
  const building = new Map<string, Promise<Entry>>();

  function currentVersion(source: AnswerSource): string | Promise<string> {
    const known = versions.get(source.versionKey);
    if (known && now() - known.checkedAt < freshMs) return known.value;
    return singleFlight(readingVersions, source.versionKey, async () => {
      const checkedAt = now();
      const value = await source.version();
      remember(versions, source.versionKey, { value, checkedAt }, maxEntries);
      return value;
    });
  }

  return {
    /** The answer under `key`, from memory when still current, else built (once for concurrent callers). */
    async get(key: string, source: AnswerSource): Promise<CachedAnswer> {
      // The version is read before the answer is built: a write in between only makes the next read rebuild.
      const version = await currentVersion(source);
      const entry = entries.get(key);
      if (entry && entry.version === version && now() < entry.expiresAt) return entry;
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
