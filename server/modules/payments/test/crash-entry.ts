/**
 * The ordering API as a child process for the crash tests: the real app on the configured
 * database (PGLITE_DIR or DATABASE_URL, as server/index.ts), with two dependency swaps:
 * - CRASH_AFTER_CAPTURE=card|paypal wraps that gateway so the process kills itself (SIGKILL,
 *   no cleanup, no shutdown hook) the moment the gateway has captured, before the API writes;
 * - CRASH_AFTER_COMMIT=1 kills the process (SIGKILL) the moment a transaction commits leaving an
 *   order in the database (order creation's), before any answer; the app's own transactions at
 *   start (jobs, schedules) pass;
 * - CRASH_AFTER_OUTBOX_COMMIT=1 kills it the moment a transaction commits leaving order outbox
 *   rows undelivered: a payment's, after the order is paid, before its email is sent;
 * - CLOCK_OFFSET_MS runs the payments clock ahead, so a restart "later" needs no real wait.
 * It prints "listening" once the app is ready (the reconciler has run) and serving.
 */
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { isNull } from 'drizzle-orm';
import { openDatabase, type Database } from '@/server/db/client';
import { orderOutbox, orders } from '@/server/db/schema';
import type { Gateways } from '@/server/modules/payments';

function crashAfterCapture(method: string | undefined) {
  const die = <T>(result: T): T => {
    process.kill(process.pid, 'SIGKILL');
    return result;
  };
  return ({ gateway, paypal }: Gateways): Gateways => ({
    gateway:
      method === 'card'
        ? { ...gateway, capture: async (id, amount) => die(await gateway.capture(id, amount)) }
        : gateway,
    paypal:
      method === 'paypal'
        ? { ...paypal, capture: async (id, payerId) => die(await paypal.capture(id, payerId)) }
        : paypal,
  });
}

/** Makes the first commit that leaves an order in the database kill the process, before its caller sees the result. */
function crashAfterCommit(db: Database): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Database['transaction']>) => {
    const result = await transaction(...args);
    const [order] = await db.select({ id: orders.id }).from(orders).limit(1);
    if (order) process.kill(process.pid, 'SIGKILL');
    return result;
  }) as Database['transaction'];
}

/** Makes the first commit that leaves order outbox rows undelivered kill the process, before they are delivered. */
function crashAfterOutboxCommit(db: Database): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Database['transaction']>) => {
    const result = await transaction(...args);
    const [waiting] = await db.select({ id: orderOutbox.id }).from(orderOutbox).where(isNull(orderOutbox.deliveredAt)).limit(1);
    if (waiting) process.kill(process.pid, 'SIGKILL');
    return result;
  }) as Database['transaction'];
}

async function main(): Promise<void> {
  const config = loadConfig();
  const offset = Number.parseInt(process.env.CLOCK_OFFSET_MS ?? '0', 10);
  const database = await openDatabase(config);
  if (process.env.CRASH_AFTER_COMMIT === '1') crashAfterCommit(database.db);
  if (process.env.CRASH_AFTER_OUTBOX_COMMIT === '1') crashAfterOutboxCommit(database.db);
  const app = await buildApp({
    config,
    database,
    payments: { now: () => new Date(Date.now() + offset), realNow: () => new Date(Date.now() + offset), gateways: crashAfterCapture(process.env.CRASH_AFTER_CAPTURE) },
  });
  process.once('SIGTERM', () => {
    void app
      .close()
      .finally(() => database.close())
      .finally(() => process.exit(0));
  });
  await app.listen({ port: config.apiPort, host: '127.0.0.1' });
  process.stdout.write('listening\n');
}

void main().catch((error: unknown) => {
  process.stderr.write(`crash-entry: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
