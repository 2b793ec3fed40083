/**
 * The rendered app's side of the storefront's change events. The storefront process
 * (scripts/web.mjs) holds the one Redis subscription to back-office change events
 * (scripts/lib/change-events.mjs); the caches inside the Next bundle meet it on
 * `globalThis[Symbol.for('hickory.storefront.changes')]`, since the bundle's modules are not the
 * script's. Either side makes the meeting point on first use.
 *
 * - `heard` is true while the subscription holds: a cache may then keep what it read until an event
 *   names it. Otherwise (no REDIS_URL, the subscription down, `npm run dev`) a cache keeps it for
 *   `keepMs` at most: the front page cache's lifetime, PAGE_CACHE_FRESH_MS (1000 ms unless set).
 * - Listeners hear an event's keys, or 'all' when events may have been missed.
 */
export type StorefrontChangeListener = (keys: readonly string[] | 'all') => void;

type StorefrontChanges = { heard: boolean; keepMs: number; listeners: Set<StorefrontChangeListener> };

const STOREFRONT_CHANGES = Symbol.for('hickory.storefront.changes');

function storefrontChanges(): StorefrontChanges {
  const shared = globalThis as typeof globalThis & { [STOREFRONT_CHANGES]?: StorefrontChanges };
  shared[STOREFRONT_CHANGES] ??= { heard: false, keepMs: 1000, listeners: new Set() };
  return shared[STOREFRONT_CHANGES];
}

/** Calls `listener` on each change event this process hears. Returns the way to stop. */
export function onStorefrontChange(listener: StorefrontChangeListener): () => void {
  const { listeners } = storefrontChanges();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** How long a cache may keep what it read: `longMs` while events are heard, else the front page cache's lifetime. */
export function storefrontKeepMs(longMs: number): number {
  const { heard, keepMs } = storefrontChanges();
  return heard ? longMs : Math.min(longMs, keepMs);
}

/** Whether an event's keys concern `key` (an event for 'all' concerns every key). */
export function changeConcerns(keys: readonly string[] | 'all', key: string): boolean {
  return keys === 'all' || keys.includes(key);
}
