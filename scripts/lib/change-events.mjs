/**
 * The storefront's side of back-office change events: with REDIS_URL set, it subscribes to the
 * channel the API instances announce committed changes on (server/cache/change-feed.ts: channel
 * `<REDIS_KEY_PREFIX>changes`, message `{ "keys": [...], "from": "<instance>" }`) and hands each
 * event's keys to `onChange` (scripts/web.mjs).
 *
 * - The same subscription tells the caches inside the rendered app (the shell's footer and
 *   navigation, lib/api/shell.ts), which the Next bundle holds apart from this module: they meet
 *   on `globalThis[Symbol.for('hickory.storefront.changes')]` (lib/cache/storefront-changes.ts
 *   reads it), `{ heard, keepMs, listeners }`. `heard` is true while the subscription holds, so
 *   those caches may keep what they read for long; otherwise they keep it for `keepMs` at most.
 * - A subscription that fails logs one warning, and ioredis reconnects and subscribes again. Events
 *   sent while it was down are lost, so when it is back `onChange('all')` runs. Meanwhile those
 *   caches keep what they read for PAGE_CACHE_FRESH_MS at most, as without Redis, and so does nginx
 *   in front (scripts/lib/shared-answers.mjs), whose pages the events otherwise drop at once where
 *   it has the purge module (scripts/lib/page-purge.mjs, called by scripts/web.mjs's onChange).
 * - Without REDIS_URL nothing subscribes.
 */
import { Redis } from 'ioredis';
import { redactedUrl } from '../../server/redacted-url.mjs';

const STOREFRONT_CHANGES = Symbol.for('hickory.storefront.changes');

/** This process's meeting point with the rendered app's caches, made on first use. */
export function storefrontChanges() {
  globalThis[STOREFRONT_CHANGES] ??= { heard: false, keepMs: 1000, listeners: new Set() };
  return globalThis[STOREFRONT_CHANGES];
}

/** Tells the rendered app's caches that `keys` (or 'all') changed. */
function tellStorefrontCaches(keys) {
  for (const listener of storefrontChanges().listeners) listener(keys);
}

/** REDIS_KEY_PREFIX's default, as the API reads it (server/config.ts). */
const DEFAULT_KEY_PREFIX = 'hickory:';

/** The channel of change events for `env` (REDIS_KEY_PREFIX, as the API reads it). */
export function changeChannel(env) {
  const prefix = env.REDIS_KEY_PREFIX?.trim();
  return `${prefix || DEFAULT_KEY_PREFIX}changes`;
}

/** The keys of a message from the channel, or null when it is not one. */
export function keysOfMessage(message) {
  try {
    const parsed = JSON.parse(message);
    const keys = parsed?.keys;
    return Array.isArray(keys) && keys.every((key) => typeof key === 'string') ? keys : null;
  } catch {
    return null;
  }
}

/**
 * Subscribes to the change events of `env` (REDIS_URL, REDIS_KEY_PREFIX) and calls `onChange(keys)`
 * for each, or `onChange('all')` once a dropped subscription is back. Null without REDIS_URL; else
 * `{ ready, close() }`, `ready` resolving once the subscription holds.
 */
export function subscribeToChanges(env, onChange, log = console) {
  const url = env.REDIS_URL?.trim();
  if (!url) return null;
  const channel = changeChannel(env);
  const where = `${redactedUrl(url)} (${channel})`;
  // Named after its channel, so `CLIENT LIST` tells what it is.
  const subscriber = new Redis(url, {
    connectionName: `${channel}-storefront`,
    connectTimeout: 2000,
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  /** null before the first connection, then whether the subscription holds. */
  let subscribed = null;
  subscriber.on('ready', () => {
    if (subscribed === false) log.info(`Change events are heard again from ${where}: the shell's caches start afresh`);
    if (subscribed !== null) {
      // ioredis subscribes again as it reconnects.
      storefrontChanges().heard = true;
      onChange('all');
      tellStorefrontCaches('all');
    }
    subscribed = true;
  });
  const lost = (reason) => {
    storefrontChanges().heard = false;
    if (subscribed === false) return;
    subscribed = false;
    log.warn(`Change events are not heard from ${where} (${reason}): the shell's footer and navigation are kept for PAGE_CACHE_FRESH_MS until Redis answers`);
  };
  subscriber.on('error', (error) => lost(error.message));
  // Redis closing the connection (a restart, CLIENT KILL) is no error, but events are lost all the same.
  subscriber.on('close', () => lost('the connection closed'));
  subscriber.on('message', (from, message) => {
    if (from !== channel) return;
    const keys = keysOfMessage(message);
    if (keys && keys.length > 0) {
      onChange(keys);
      tellStorefrontCaches(keys);
    }
  });
  const ready = subscriber.subscribe(channel).then(() => {
    storefrontChanges().heard = true;
  });
  ready.catch(() => {
    // A connection that never came up already logged its warning; ioredis keeps trying.
  });
  return {
    ready,
    async close() {
      storefrontChanges().heard = false;
      for (const event of ['ready', 'error', 'close']) subscriber.removeAllListeners(event);
      subscriber.on('error', () => {});
      if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
      else subscriber.disconnect();
    },
  };
}
