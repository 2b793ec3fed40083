/**
 * The ordering API as a child process for the crash tests: the real app on the configured
 * database (PGLITE_DIR or DATABASE_URL, as server/index.ts), with two dependency swaps:
 * - CRASH_AFTER_CAPTURE=card|paypal wraps that gateway so the process kills itself (SIGKILL,
 *   no cleanup, no shutdown hook) the moment the gateway has captured, before the API writes;
 * - CLOCK_OFFSET_MS runs the payments clock ahead, so a restart "later" needs no real wait.
 * It prints "listening" once the app is ready (the reconciler has run) and serving.
 */
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/client';
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

async function main(): Promise<void> {
  const config = loadConfig();
  const offset = Number.parseInt(process.env.CLOCK_OFFSET_MS ?? '0', 10);
  const database = await openDatabase(config);
  const app = await buildApp({
    config,
    database,
    payments: { now: () => new Date(Date.now() + offset), gateways: crashAfterCapture(process.env.CRASH_AFTER_CAPTURE) },
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
