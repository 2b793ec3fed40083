/**
 * Counts the SQL statements the API sends to its database, for the checkout benchmark's
 * statements-per-request figure. PostgreSQL here has no pg_stat_statements loaded (it needs
 * shared_preload_libraries and a restart of a server others share), so the count is taken at the
 * driver, below drizzle: every `query` of each pooled pg connection (BEGIN and COMMIT included, as
 * drizzle sends them), or on PGlite every `query`/`exec` plus the BEGIN and COMMIT (or ROLLBACK)
 * its `transaction()` sends itself. Bench-only: only bench/lib/api-server.ts installs it.
 * With BENCH_STATEMENT_LOG set to a file, each statement's text is appended there too (one line
 * each), to read which statements a request sends.
 */
import { appendFileSync } from 'node:fs';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { DatabaseConnection } from '@/server/db/client';

export type StatementCounter = { total(): number };

type Tick = (text?: unknown) => void;

/** The SQL text of a driver call's first argument (a string, or pg's { text } config). */
function textOf(first: unknown): string {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first) return String((first as { text: unknown }).text);
  return String(first);
}

type Method = (...args: unknown[]) => unknown;

/** Wraps each of `names` on `target` so that every call ticks once, with its first argument (the SQL). */
function countCalls<T extends object>(target: T, names: readonly string[], tick: Tick): T {
  const methods = target as unknown as Record<string, Method>;
  for (const name of names) {
    const original = methods[name]!.bind(target);
    methods[name] = (...args: unknown[]) => {
      tick(args[0]);
      return original(...args);
    };
  }
  return target;
}

function countPool(pool: Pool, tick: Tick): void {
  pool.on('connect', (client: PoolClient) => void countCalls(client, ['query'], tick));
}

function countPglite(client: PGlite, tick: Tick): void {
  countCalls(client, ['query', 'exec'], tick);
  const transaction = client.transaction.bind(client);
  client.transaction = (async (callback: (tx: Transaction) => Promise<unknown>) => {
    tick('BEGIN');
    try {
      return await transaction((tx) => callback(countCalls(tx, ['query', 'exec'], tick)));
    } finally {
      tick('COMMIT (or ROLLBACK)');
    }
  }) as typeof client.transaction;
}

/** Starts counting the statements sent through `database` from now on. */
export function countStatements(database: DatabaseConnection): StatementCounter {
  let statements = 0;
  const log = process.env.BENCH_STATEMENT_LOG;
  const tick: Tick = (text) => {
    statements += 1;
    if (log) appendFileSync(log, `${statements}\t${textOf(text).replace(/\s+/g, ' ').slice(0, 300)}\n`);
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') countPool(client as Pool, tick);
  else countPglite(client as PGlite, tick);
  return { total: () => statements };
}
