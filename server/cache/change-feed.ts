/**
 * Change events: after a back-office change commits, the version keys it touched ('stores',
 * 'menus', 'content' ...) are announced, so every read cache drops what it knows of them at once
 * instead of waiting for its next version check, and every storefront drops its page cache.
 *
 * - An event reaches this instance's own listeners at once, with or without Redis.
 * - With REDIS_URL it is also published on the Redis channel `<REDIS_KEY_PREFIX>changes` as JSON
 *   `{ "keys": [...], "from": "<instance>" }` (scripts/lib/change-events.mjs, the storefront's
 *   side, reads the same channel and message). Every instance subscribes on a connection of its
 *   own and hands the other instances' events to its listeners.
 * - A subscription that fails logs one warning, and ioredis reconnects and subscribes again. Events
 *   sent while it was down are lost, so when it is back the listeners hear `'all'`. Meanwhile the
 *   read caches' version check (READ_CACHE_FRESH_MS) is what keeps them current, as without Redis.
 * - Announcing never fails the change: a Redis that does not answer is logged, once until it does.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { redactedUrl } from '@/server/redis';

/** The keys a change touched, or 'all' when changes may have been missed. */
export type ChangeListener = (keys: readonly string[] | 'all') => void;

/** What a cache needs of the feed: to hear its events. Returns the way to stop hearing them. */
export type ChangeSubscription = { subscribe(listener: ChangeListener): () => void };

export type ChangeFeed = ChangeSubscription & {
  /** Announces `keys` after the change that touched them has committed. */
  publish(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
};

/** The channel of change events under `keyPrefix` (REDIS_KEY_PREFIX). */
export function changeChannelOf(keyPrefix: string): string {
  return `${keyPrefix}changes`;
}

/** The keys of a message from the channel, or null when it is not one. */
export function keysOfMessage(message: string): { keys: string[]; from: string | null } | null {
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { keys, from } = parsed as { keys?: unknown; from?: unknown };
    if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string')) return null;
    return { keys, from: typeof from === 'string' ? from : null };
  } catch {
    return null;
  }
}

function listeners() {
  const all = new Set<ChangeListener>();
  return {
    add(listener: ChangeListener) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    tell(keys: readonly string[] | 'all') {
      for (const listener of all) listener(keys);
    },
    clear: () => all.clear(),
  };
}

/** Without Redis: events reach this instance's listeners only; other instances rely on their version checks. */
export function createLocalChangeFeed(): ChangeFeed {
  const heard = listeners();
  return {
    subscribe: heard.add,
    async publish(keys) {
      if (keys.length > 0) heard.tell(keys);
    },
    async close() {
      heard.clear();
    },
  };
}

export type RedisChangeFeedOptions = {
  url: string;
  keyPrefix: string;
  /** The app's shared Redis connection (server/redis.ts): events are published through it. */
  publisher: Redis;
  log: FastifyBaseLogger;
};

export function createRedisChangeFeed({ url, keyPrefix, publisher, log }: RedisChangeFeedOptions): ChangeFeed {
  const heard = listeners();
  const channel = changeChannelOf(keyPrefix);
  const instance = randomUUID();
  const where = { redis: redactedUrl(url), channel };
  // A subscribed connection can do nothing else, so it is a connection of its own; the subscribe
  // command waits in the offline queue until Redis answers, and ioredis subscribes again on reconnect.
  // Named after its channel, so `CLIENT LIST` tells what it is.
  const subscriber = new Redis(url, {
    connectionName: channel,
    connectTimeout: 2000,
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  let subscribed: boolean | null = null;
  let publishing = true;

  subscriber.on('ready', () => {
    if (subscribed === false) log.info(where, 'change events are heard again: read caches re-check what they know');
    else if (subscribed === null) log.info(where, 'change events are heard through Redis: read caches re-read what a change touched at once');
    // Whatever was announced before this connection subscribed was not heard.
    if (subscribed !== null) heard.tell('all');
    subscribed = true;
  });
  const lost = (reason: string) => {
    if (subscribed === false) return;
    subscribed = false;
    log.warn({ ...where, reason }, 'change events are not heard: read caches fall back to their version check until Redis answers');
  };
  subscriber.on('error', (error: Error) => lost(error.message));
  // Redis closing the connection (a restart, CLIENT KILL) is no error, but events are lost all the same.
  subscriber.on('close', () => lost('the connection closed'));
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const event = keysOfMessage(message);
    if (event && event.from !== instance && event.keys.length > 0) heard.tell(event.keys);
  });
  subscriber.subscribe(channel).catch(() => {
    // A connection that never came up already logged its warning; ioredis keeps trying.
  });

  return {
    subscribe: heard.add,
    async publish(keys) {
      if (keys.length === 0) return;
      heard.tell(keys);
      try {
        await publisher.publish(channel, JSON.stringify({ keys, from: instance }));
        if (!publishing) log.info(where, 'change events are announced again');
        publishing = true;
      } catch (error) {
        if (publishing) log.warn({ ...where, reason: (error as Error).message }, 'a change could not be announced: other instances see it at their next version check');
        publishing = false;
      }
    },
    async close() {
      heard.clear();
      for (const event of ['ready', 'error', 'close']) subscriber.removeAllListeners(event);
      subscriber.on('error', () => {});
      if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
      else subscriber.disconnect();
    },
  };
}

/** The feed of an app: through Redis when there is one, else this instance's own. */
export function createChangeFeed(options: Omit<RedisChangeFeedOptions, 'publisher' | 'url'> & { url: string | null; publisher: Redis | null }): ChangeFeed {
  const { url, publisher } = options;
  return url && publisher ? createRedisChangeFeed({ ...options, url, publisher }) : createLocalChangeFeed();
}
