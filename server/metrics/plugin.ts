/**
 * Prometheus metrics: `app.metrics` records, GET /metrics answers the platform's scraper (see
 * access.ts for who may read it). Every answer is timed per route pattern (never the raw URL,
 * so ids do not multiply the series); the checkout's payment answers are counted by outcome.
 * What lives in the database (the order outbox backlog, pg-boss's queue) and the pool's use are
 * read when scraped, not per request. The storefront's Web Vitals arrive as beacons (web-vitals.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseConnection } from '@/server/db/client';
import { ForbiddenError, UnauthorizedError } from '@/server/errors';
import { metricsAccess } from './access';
import type { Instruments } from './instruments';
import { checkoutOutcome, paymentOutcome, settlingMethod } from './payment-routes';
import { outboxBacklog, pgBossBacklog } from './repository';
import webVitalsRoutes from './web-vitals';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Instruments;
  }
}

export type MetricsPluginOptions = {
  instruments: Instruments;
  database: DatabaseConnection;
  /** METRICS_TOKEN: null serves loopback callers only. */
  token: string | null;
  /** The real clock (the outbox's age). */
  now?: () => Date;
};

export const METRICS_TOKEN_REQUIRED = 'Metrics need the metrics token: send Authorization: Bearer <METRICS_TOKEN>';
export const METRICS_LOOPBACK_ONLY = 'Metrics are served on this host only; set METRICS_TOKEN to scrape them from elsewhere';

/** Requests no route matched share one series, whatever their URL. */
const UNMATCHED_ROUTE = 'unmatched';

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

function countPayment(instruments: Instruments, request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  const method = settlingMethod(request.method, routeOf(request));
  // A replayed answer (same Idempotency-Key) was counted when first given.
  if (!method || reply.getHeader('idempotent-replayed') !== undefined) return;
  const paid = typeof payload === 'string' && payload.includes('"paid":true');
  const payment = paymentOutcome(reply.statusCode, paid);
  instruments.payment(method, payment);
  const checkout = checkoutOutcome(payment);
  if (checkout) instruments.checkout(checkout);
}

async function readDatabaseGauges(options: MetricsPluginOptions, log: FastifyInstance['log']): Promise<void> {
  const { instruments, database, now = () => new Date() } = options;
  const { gauges } = instruments;
  const pool = database.poolStats?.();
  if (pool) {
    gauges.poolConnections.set({ state: 'total' }, pool.total);
    gauges.poolConnections.set({ state: 'idle' }, pool.idle);
    gauges.poolConnections.set({ state: 'waiting' }, pool.waiting);
    gauges.poolMax.set(pool.max);
  }
  try {
    const outbox = await outboxBacklog(database.db);
    gauges.outboxPending.set(outbox.pending);
    gauges.outboxFailing.set(outbox.failing);
    gauges.outboxOldestSeconds.set(outbox.oldestCreatedAt ? Math.max(0, (now().getTime() - outbox.oldestCreatedAt.getTime()) / 1000) : 0);
    if (database.kind === 'postgres') {
      const waiting = await pgBossBacklog(database.db);
      for (const state of ['created', 'retry']) gauges.jobQueue.set({ state }, waiting[state] ?? 0);
    }
  } catch (error) {
    // The process's own metrics still answer while the database does not (/ready says so too).
    log.warn({ err: error }, 'metrics: the database gauges could not be read');
  }
}

async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions): Promise<void> {
  const { instruments, token } = options;
  app.decorate('metrics', instruments);

  app.addHook('onSend', async (request, reply, payload) => {
    countPayment(instruments, request, reply, payload);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    instruments.request(request.method, routeOf(request), reply.statusCode, reply.elapsedTime / 1000);
  });

  // The storefront's Web Vitals beacons, shown per page on /metrics (web-vitals.ts).
  await app.register(webVitalsRoutes, { instruments, prefix: '/online-ordering' });

  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    const access = metricsAccess({ socketAddress: request.socket.remoteAddress, headers: request.headers }, token);
    if (access === 'token-required') throw new UnauthorizedError(METRICS_TOKEN_REQUIRED);
    if (access === 'loopback-only') throw new ForbiddenError(METRICS_LOOPBACK_ONLY);
    await readDatabaseGauges(options, request.log);
    const { contentType, body } = await instruments.scrape();
    return reply.type(contentType).send(body);
  });
}

export default fp(metricsPlugin, { name: 'hickory-metrics', fastify: '5.x' });
