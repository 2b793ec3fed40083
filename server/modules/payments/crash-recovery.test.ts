/**
 * A crash between the gateway's capture and the API's write charges once. The API runs as a
 * child process (test/crash-entry.ts) whose gateway kills the process (SIGKILL) right after a
 * capture; the API is started again, "a minute later" by its clock, and then: exactly one
 * capture at the gateway, one paid order, one payment row, one confirmation email, and the
 * client's retry with the same Idempotency-Key gets the original success.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '@/server/app';
import { openPglite, openPostgres, type DatabaseConnection } from '@/server/db/client';
import * as t from '@/server/db/schema';
import { testConfig, testDatabases, type TestDatabaseKind } from '@/server/test/build-app';
import { adminQuery, pgliteTemplate } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import { PAYPAL_SANDBOX_PATH } from './paypal-sandbox-page';
import { BILLING, buildPayableOrder, buildStore, paymentClient, type PayableOrder } from './test/payable-order';

jest.setTimeout(90_000);

const ROOT = path.resolve(__dirname, '../../..');
const ENTRY = path.join(__dirname, 'test', 'crash-entry.ts');
/** A port nothing listens on now, chosen once for this file so parallel runs do not collide. */
let PORT = 0;
let BASE = '';

beforeAll(async () => {
  PORT = await freePort();
  BASE = `http://127.0.0.1:${PORT}/online-ordering/payment-management`;
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
const A_MINUTE_LATER = 60_000;

type Target = { env: Record<string, string>; open(): Promise<DatabaseConnection>; dispose(): Promise<void> };

async function pgliteTarget(): Promise<Target> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hickory-crash-'));
  const dataDir = path.join(dir, 'pglite');
  await (await openPglite({ dataDir, loadDataDir: await pgliteTemplate() })).close();
  return {
    env: { PGLITE_DIR: dataDir },
    open: () => openPglite({ dataDir }),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `hickory_crash_${randomBytes(6).toString('hex')}`;
  await adminQuery(server, `CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openPostgres(url.toString()),
    dispose: () => adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

type Api = { child: ChildProcess; exited: Promise<NodeJS.Signals | number | null> };

/** Starts test/crash-entry.ts and resolves once it listens. */
async function startApi(target: Target, extra: Record<string, string>): Promise<Api> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...target.env, ...extra };
  if (!target.env.DATABASE_URL) delete env.DATABASE_URL;
  Object.assign(env, { API_PORT: String(PORT), LOG_LEVEL: 'warn', NODE_ENV: 'test', STOREFRONT_ORIGIN: 'http://storefront.test' });
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    void exited.then((how) => reject(new Error(`the API exited (${String(how)}) before listening: ${stderr}`)));
  });
  return { child, exited };
}

async function stopApi(api: Api): Promise<void> {
  api.child.kill('SIGTERM');
  await api.exited;
}

/** The order's payment state, read until it is paid or 20 s have passed. */
async function paymentStateOnceSettled(order: PayableOrder): Promise<{ paid: boolean }> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(`${BASE}/orders/${order.id}/payment`, { headers: { 'x-order-token': order.token } });
    const state = (await response.json()) as { paid: boolean };
    if (state.paid || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function post(route: string, order: PayableOrder, key: string, body: object) {
  return fetch(`${BASE}/orders/${order.id}/payment/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-order-token': order.token, 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}

type Prepared = { order: PayableOrder; route: string; body: object; captureKind: 'capture' | 'paypal-capture' };

/** A payable order, and the card token or approved PayPal order to pay it with, made in-process. */
async function prepare(target: Target, method: 'card' | 'paypal'): Promise<Prepared> {
  const database = await target.open();
  const app = await buildApp({ config: testConfig({ apiPublicUrl: `http://127.0.0.1:${PORT}` }), database, logger: false });
  try {
    await buildReferenceData(database.db);
    const order = await buildPayableOrder(app, await buildStore(database.db));
    const pay = paymentClient(app);
    if (method === 'card') {
      const body = { token: await pay.token(), cardholderName: 'Ada Pitmaster', billing: BILLING };
      return { order, route: 'card', body, captureKind: 'capture' };
    }
    const { paypalOrderId } = (await pay.paypal(order)).json() as { paypalOrderId: string };
    const confirm = `/online-ordering${PAYPAL_SANDBOX_PATH}/approve/confirm?token=${encodeURIComponent(paypalOrderId)}`;
    const back = await app.inject({ method: 'GET', url: confirm });
    const payerId = new URL(back.headers.location as string).searchParams.get('PayerID');
    return { order, route: 'paypal/capture', body: { token: paypalOrderId, payerId }, captureKind: 'paypal-capture' };
  } finally {
    await app.close();
    await database.close();
  }
}

async function books(target: Target, prepared: Prepared) {
  const database = await target.open();
  try {
    const { db } = database;
    const orderId = prepared.order.id;
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    return {
      captures: await db.select().from(t.sandboxLedger).where(eq(t.sandboxLedger.kind, prepared.captureKind)),
      statusId: order?.statusId,
      payments: await db.select().from(t.payments).where(eq(t.payments.orderId, orderId)),
      emails: await db.select().from(t.outboxEmails).where(and(eq(t.outboxEmails.orderId, orderId))),
      attempts: await db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.orderId, orderId)),
      pendingKeys: (await db.select().from(t.idempotencyKeys)).filter((row) => row.statusCode === null),
    };
  } finally {
    await database.close();
  }
}

const makeTarget = (kind: TestDatabaseKind) => (kind === 'pglite' ? pgliteTarget() : postgresTarget());

describe.each(testDatabases())('a crash right after the capture, on %s', (kind) => {
  it.each(['card', 'paypal'] as const)('%s: charged once, paid once, mailed once; the retry gets the original success', async (method) => {
    const target = await makeTarget(kind);
    try {
      const prepared = await prepare(target, method);
      const key = `crash-${method}-${randomBytes(4).toString('hex')}`;

      const doomed = await startApi(target, { CRASH_AFTER_CAPTURE: method });
      await expect(post(prepared.route, prepared.order, key, prepared.body)).rejects.toThrow();
      expect(await doomed.exited).toBe('SIGKILL');

      const api = await startApi(target, { CLOCK_OFFSET_MS: String(A_MINUTE_LATER) });
      try {
        // The reconciler runs at start (on PostgreSQL through the job queue): the order becomes paid before anyone retries.
        expect(await paymentStateOnceSettled(prepared.order)).toMatchObject({ paid: true, amountDue: '0.00' });

        const retry = await post(prepared.route, prepared.order, key, prepared.body);
        expect(retry.status).toBe(200);
        const answer = await retry.json();
        expect(answer).toMatchObject({ orderId: prepared.order.id, paid: true, status: 'paid', amountPaid: prepared.order.total });
        expect(answer.payments).toHaveLength(1);

        const again = await post(prepared.route, prepared.order, key, prepared.body);
        expect(again.status).toBe(200);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        expect(await again.json()).toEqual(answer);
      } finally {
        await stopApi(api);
      }

      const after = await books(target, prepared);
      expect(after.captures).toHaveLength(1);
      expect(after.statusId).toBe(2);
      expect(after.payments).toHaveLength(1);
      expect(after.payments[0]).toMatchObject({ amount: prepared.order.total, captureReference: after.captures[0]!.resultId });
      expect(after.emails).toHaveLength(1);
      expect(after.attempts.map((attempt) => attempt.status)).toEqual(['succeeded']);
      expect(after.pendingKeys).toEqual([]);
    } finally {
      await target.dispose();
    }
  });
});
