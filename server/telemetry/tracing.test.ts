/**
 * Tracing end to end: the real API entry (server/index.ts) in a child process, sending its spans
 * to a local OTLP/HTTP receiver (a plain node:http server collecting the JSON POSTs), on PGlite
 * and on PostgreSQL (where its queries are traced too), with Redis when TEST_REDIS_URL is set
 * (whose commands are traced by name only). A probe preloaded into the child lists
 * the OpenTelemetry files it loaded, so the test sees the SDK is not loaded without the setting.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { freePort, makeTarget, type Target } from '@/server/modules/payments/test/crash-harness';
import { testDatabases } from '@/server/test/databases';

const ROOT = path.resolve(__dirname, '../..');
const PROBE = path.join(__dirname, 'loaded-modules-probe.cjs');
const ROUTE = '/online-ordering/locations/:locationId';
const SECRET = 'do-not-export-me';
const REDIS_URL = process.env.TEST_REDIS_URL;

type OtlpValue = { stringValue?: string; intValue?: string | number };
type OtlpSpan = { traceId: string; spanId: string; name: string; kind: number; attributes: { key: string; value: OtlpValue }[] };
type OtlpBody = { resourceSpans?: { resource: { attributes: { key: string; value: OtlpValue }[] }; scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[] }[] };
type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; trace_id?: string; span_id?: string };

type Receiver = { server: Server; url: string; bodies: { path: string; text: string }[] };

/** A stand-in OTLP/HTTP collector: keeps every POSTed body and answers 200. */
async function startReceiver(): Promise<Receiver> {
  const bodies: Receiver['bodies'] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => {
      bodies.push({ path: request.url ?? '', text });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies };
}

type Run = { logs: LogLine[]; loadedModules: string[]; requestId: string; status: number };

/** Starts the API, asks for an unknown store (with a token in the query), stops it with SIGTERM. */
/** A whole API process started through tsx, migrating its database, may take minutes on a busy 2-core machine. */
const API_RUN_MS = 180_000;

async function runApi(target: Target, tracingEnv: Record<string, string>): Promise<Run> {
  const port = await freePort();
  const loadedModulesFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'hickory-otel-')), 'loaded.json');
  const env: NodeJS.ProcessEnv = { ...process.env, ...target.env, ...tracingEnv };
  if (!target.env.DATABASE_URL) delete env.DATABASE_URL;
  for (const name of ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_SERVICE_NAME']) if (!(name in tracingEnv)) delete env[name];
  Object.assign(env, {
    API_PORT: String(port),
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    DEMO_MODE: 'false',
    JWT_SECRET: 'tracing-test-jwt-secret-0123456789abcdef',
    PAYMENT_GATEWAY: 'sandbox',
    PAYMENT_SANDBOX_SECRET: 'tracing-test-sandbox-secret-0123456789',
    STOREFRONT_ORIGIN: 'http://storefront.test',
    LOADED_MODULES_FILE: loadedModulesFile,
  });
  const child = spawn(process.execPath, ['--require', PROBE, '--import', 'tsx', 'server/index.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // Redis takes no command before it connects (no offline queue): with Redis, the request waits for it.
      const redisReady = !env.REDIS_URL || stdout.includes('connected to Redis');
      if (stdout.includes('ordering API ready') && redisReady) resolve();
    });
    void exited.then((code) => reject(new Error(`the API exited (${String(code)}) before it was ready: ${stderr}${stdout}`)));
  });
  const response = await fetch(`http://127.0.0.1:${port}/online-ordering/locations/999999?token=${SECRET}`);
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  const logs = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
  return { logs, loadedModules: JSON.parse(readFileSync(loadedModulesFile, 'utf8')) as string[], requestId: response.headers.get('x-request-id')!, status: response.status };
}

function spansOf(receiver: Receiver): OtlpSpan[] {
  return receiver.bodies
    .filter((body) => body.path === '/v1/traces')
    .flatMap((body) => (JSON.parse(body.text) as OtlpBody).resourceSpans ?? [])
    .flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans));
}

const attribute = (span: OtlpSpan, key: string) => span.attributes.find((entry) => entry.key === key)?.value.stringValue;

const SERVER_SPAN_KIND = 2;

/** The HTTP server spans of the route asked for. */
const serverSpans = (receiver: Receiver) => spansOf(receiver).filter((span) => span.kind === SERVER_SPAN_KIND && attribute(span, 'http.route') === ROUTE);

describe.each(testDatabases())('tracing (%s)', (kind) => {
  let target: Target;
  beforeAll(async () => {
    target = await makeTarget(kind);
  });
  afterAll(async () => {
    await target.dispose();
  });

  describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
    let receiver: Receiver;
    let run: Run;
    beforeAll(async () => {
      receiver = await startReceiver();
      const redis: Record<string, string> = REDIS_URL ? { REDIS_URL, REDIS_KEY_PREFIX: `hickory-test-${randomBytes(6).toString('hex')}:` } : {};
      run = await runApi(target, { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: 'hickory-api-test', OTEL_BSP_SCHEDULE_DELAY: '100', ...redis });
    }, API_RUN_MS);
    afterAll(async () => {
      await new Promise((resolve) => receiver.server.close(resolve));
    });

    it('exports the request as a server span named by its route pattern, for the configured service', () => {
      expect(run.status).toBe(404);
      expect(receiver.bodies.map((body) => body.path)).toEqual(receiver.bodies.map(() => '/v1/traces'));
      const server = serverSpans(receiver);
      expect(server).toHaveLength(1);
      expect(server[0]!.name).toBe(`GET ${ROUTE}`);
      const resources = receiver.bodies.flatMap((body) => (JSON.parse(body.text) as OtlpBody).resourceSpans ?? []);
      expect(resources[0]!.resource.attributes).toContainEqual({ key: 'service.name', value: { stringValue: 'hickory-api-test' } });
    });

    it("writes the request's log lines with the same trace id as its span", () => {
      const [server] = serverSpans(receiver);
      const lines = run.logs.filter((line) => line.reqId === run.requestId);
      expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      for (const line of lines) {
        expect(line.trace_id).toBe(server!.traceId);
        expect(line.span_id).toMatch(/^[0-9a-f]{16}$/);
      }
    });

    it('keeps the query token out of the spans, as out of the logs', () => {
      expect(receiver.bodies.length).toBeGreaterThan(0);
      for (const body of receiver.bodies) expect(body.text).not.toContain(SECRET);
      expect(JSON.stringify(run.logs)).not.toContain(SECRET);
      const [server] = serverSpans(receiver);
      expect(attribute(server!, 'http.target') ?? attribute(server!, 'url.query')).toContain('token=[REDACTED]');
    });

    if (kind === 'postgres') {
      it("traces the request's PostgreSQL queries under its span", () => {
        const [server] = serverSpans(receiver);
        const queries = spansOf(receiver).filter((span) => span.traceId === server!.traceId && attribute(span, 'db.system.name') === 'postgresql');
        expect(queries.length).toBeGreaterThan(0);
      });
    }

    if (REDIS_URL) {
      it("traces the request's Redis commands (the rate limit's) by name, without their keys", () => {
        const [server] = serverSpans(receiver);
        const commands = spansOf(receiver).filter((span) => span.traceId === server!.traceId && (attribute(span, 'db.system') ?? attribute(span, 'db.system.name')) === 'redis');
        expect(commands.length).toBeGreaterThan(0);
        for (const command of commands) {
          const statement = attribute(command, 'db.statement') ?? attribute(command, 'db.query.text') ?? '';
          expect(statement).toMatch(/^[a-z]+$/i);
        }
      });
    }

    it('loads the OpenTelemetry SDK', () => {
      expect(run.loadedModules.some((file) => file.includes('@opentelemetry/sdk-node'))).toBe(true);
    });
  });

  describe('with OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
    let run: Run;
    beforeAll(async () => {
      run = await runApi(target, {});
    }, API_RUN_MS);

    it('does not load the OpenTelemetry SDK, exporter or instrumentations and logs no trace ids', () => {
      expect(run.status).toBe(404);
      // Only the API facade, which drizzle-orm and prom-client load for themselves (a no-op without the SDK).
      expect(run.loadedModules.filter((file) => !file.includes('node_modules/@opentelemetry/api/'))).toEqual([]);
      const lines = run.logs.filter((line) => line.reqId === run.requestId);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).not.toHaveProperty('trace_id');
    });
  });
});
