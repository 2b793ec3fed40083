/**
 * Watches stores' kitchens for the live kitchen screen, as the order page's status watch does
 * for an order (orders/status-watch.ts): the database is the only source. Every `intervalMs`
 * while anyone watches, each watched store's fingerprint (repository.ts) is read, and its
 * watchers hear when it changed, whichever API instance made the change.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import { kitchenFingerprint } from './repository';

type Listener = { fingerprint: string; onChange: () => void };
type Watched = { from: Date; to: Date; listeners: Set<Listener> };

export type KitchenWatch = {
  /** Calls `onChange` whenever the store's fingerprint of the span differs from the last one it heard (`fingerprint` at first); returns the stop. */
  watch(storeId: number, span: { from: Date; to: Date }, fingerprint: string, onChange: () => void): () => void;
  close(): void;
};

export const KITCHEN_POLL_MS = 1000;

export function createKitchenWatch({ db, log, intervalMs = KITCHEN_POLL_MS }: { db: Database; log: FastifyBaseLogger; intervalMs?: number }): KitchenWatch {
  const stores = new Map<string, Watched>();
  let timer: NodeJS.Timeout | null = null;
  let polling = false;

  async function poll(): Promise<void> {
    if (polling || stores.size === 0) return;
    polling = true;
    try {
      for (const [key, watched] of stores) {
        const fingerprint = await kitchenFingerprint(db, Number(key.split('@')[0]), watched.from, watched.to);
        for (const listener of watched.listeners) {
          if (listener.fingerprint === fingerprint) continue;
          listener.fingerprint = fingerprint;
          listener.onChange();
        }
      }
    } catch (error) {
      log.warn({ err: error }, 'could not read the kitchens of watched stores; trying again');
    } finally {
      polling = false;
    }
  }

  function stopWhenIdle(): void {
    if (stores.size > 0 || !timer) return;
    clearInterval(timer);
    timer = null;
  }

  return {
    watch(storeId, span, fingerprint, onChange) {
      const key = `${storeId}@${span.from.toISOString()}`;
      const watched = stores.get(key) ?? { ...span, listeners: new Set<Listener>() };
      const listener: Listener = { fingerprint, onChange };
      watched.listeners.add(listener);
      stores.set(key, watched);
      if (!timer) {
        timer = setInterval(() => void poll(), intervalMs);
        timer.unref();
      }
      return () => {
        watched.listeners.delete(listener);
        if (watched.listeners.size === 0) stores.delete(key);
        stopWhenIdle();
      };
    },
    close() {
      stores.clear();
      stopWhenIdle();
    },
  };
}
