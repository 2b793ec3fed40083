/**
 * Every request gets an answer within its time budget: REQUEST_BUDGET_MS, or the route's own
 * (`config: { timeBudgetMs }`), counted from the moment its body has arrived (receiving the
 * request itself is bounded by Fastify's requestTimeout, REQUEST_RECEIVE_MS, set in app.ts, so a
 * slow upload is not cut short). A request still unanswered then is answered 503 with Retry-After
 * in the one error shape, whatever it waits on (a lock, a pool, a call that never returns).
 * The database's own limits (server/db/timeouts.ts) are shorter, so a request stuck in a
 * transaction is normally ended, and its transaction rolled back, before this net is needed.
 * An answer already under way (a stream whose head is sent, a hijacked reply) is left alone.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { wireError } from '@/server/errors';

export const REQUEST_BUDGET_MS = 12_000;
/** How long a client has to send its whole request, head and body. */
export const REQUEST_RECEIVE_MS = 60_000;
export const REQUEST_OVER_BUDGET_MESSAGE = 'This request took too long to answer; try again shortly.';
const RETRY_AFTER_SECONDS = 2;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's time budget in milliseconds, instead of REQUEST_BUDGET_MS. */
    timeBudgetMs?: number;
  }
}

export type RequestBudgetOptions = { budgetMs?: number };

const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();

function stop(request: FastifyRequest): void {
  const timer = timers.get(request);
  if (timer) clearTimeout(timer);
  timers.delete(request);
}

function answerOverBudget(request: FastifyRequest, reply: FastifyReply, budgetMs: number): void {
  timers.delete(request);
  if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) return;
  request.log.warn({ budgetMs, url: request.url, method: request.method }, 'request over its time budget');
  void reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send(wireError(503, REQUEST_OVER_BUDGET_MESSAGE, undefined, { code: 'unavailable' }));
}

async function requestBudget(app: FastifyInstance, { budgetMs = REQUEST_BUDGET_MS }: RequestBudgetOptions): Promise<void> {
  // First of the preValidation hooks (registered before the input guard and the market).
  app.addHook('preValidation', async (request, reply) => {
    const own = request.routeOptions.config?.timeBudgetMs;
    const budget = typeof own === 'number' && own > 0 ? own : budgetMs;
    timers.set(request, setTimeout(() => answerOverBudget(request, reply, budget), budget));
  });
  app.addHook('onResponse', async (request) => stop(request));
  app.addHook('onRequestAbort', async (request) => stop(request));
}

export default fp(requestBudget, { name: 'hickory-request-budget', fastify: '5.x' });
