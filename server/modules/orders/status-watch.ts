/**
 * Watches orders' statuses (and a delivery's courier stage and tracking link) for the live order
 * page. The database is the only source: every `intervalMs` while anyone watches, one query reads
 * the statuses of all watched orders, and a watcher hears of each change, whichever API instance made it. Nothing is held in memory but
 * who watches what, so it works with any number of instances.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import { statusesOf, type StatusSnapshot } from './repository';

export type { StatusSnapshot };
type Watcher = { seen: string; onChange: (snapshot: StatusSnapshot) => void };

/** What a watcher has seen of an order: its status and its courier's stage and link. */
export function snapshotKey(snapshot: Pick<StatusSnapshot, 'statusId' | 'courier'>): string {
  return `${snapshot.statusId}|${snapshot.courier?.stage ?? ''}|${snapshot.courier?.trackingUrl ?? ''}`;
}

export type StatusWatch = {
  /** Calls `onChange` whenever the order's status or courier differs from the last it heard (`first` at first). */
  watch(orderId: string, first: StatusSnapshot, onChange: Watcher['onChange']): () => void;
  close(): void;
};

export const STATUS_POLL_MS = 1000;

export function createStatusWatch({ db, log, intervalMs = STATUS_POLL_MS }: { db: Database; log: FastifyBaseLogger; intervalMs?: number }): StatusWatch {
  const watchers = new Map<string, Set<Watcher>>();
  let timer: NodeJS.Timeout | null = null;
  let polling = false;

  async function poll(): Promise<void> {
    if (polling || watchers.size === 0) return;
    polling = true;
    try {
      const rows = await statusesOf(db, [...watchers.keys()]);
      for (const row of rows) {
        for (const watcher of watchers.get(row.id) ?? []) {
          const key = snapshotKey(row);
          if (watcher.seen === key) continue;
          watcher.seen = key;
          watcher.onChange(row);
        }
      }
    } catch (error) {
      log.warn({ err: error }, 'could not read the statuses of watched orders; trying again');
    } finally {
      polling = false;
    }
  }

  function stopWhenIdle(): void {
    if (watchers.size > 0 || !timer) return;
    clearInterval(timer);
    timer = null;
  }

  return {
    watch(orderId, first, onChange) {
      const watcher: Watcher = { seen: snapshotKey(first), onChange };
      const set = watchers.get(orderId) ?? new Set<Watcher>();
      set.add(watcher);
      watchers.set(orderId, set);
      if (!timer) {
        timer = setInterval(() => void poll(), intervalMs);
        timer.unref();
      }
      return () => {
        set.delete(watcher);
        if (set.size === 0) watchers.delete(orderId);
        stopWhenIdle();
      };
    },
    close() {
      watchers.clear();
      stopWhenIdle();
    },
  };
}
