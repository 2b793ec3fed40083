/**
 * The API's clock. Services take `now` from a clock function; `requestClock` is the one the app
 * hands them. In demo mode (and tests) a request may set the time it runs at with the
 * X-Hickory-Clock header (an ISO instant), so journeys can see the holiday season, or its end,
 * on any day; the one running API serves other requests at the real time meanwhile. Outside
 * demo mode the header is ignored.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const CLOCK_HEADER = 'x-hickory-clock';

export type Clock = () => Date;

const requestTime = new AsyncLocalStorage<Date>();

/** The time of the current request: the demo clock it set, else the real time. */
export const requestClock: Clock = () => {
  const fixed = requestTime.getStore();
  return fixed ? new Date(fixed.getTime()) : new Date();
};

/** The instant an X-Hickory-Clock value names, or null when it names none. */
export function parseClockHeader(value: string | string[] | undefined): Date | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || text.length > 40 || !/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** With `demoMode`, every request runs at the time its X-Hickory-Clock header names. */
async function clockPlugin(app: FastifyInstance, { demoMode }: { demoMode: boolean }): Promise<void> {
  if (!demoMode) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const fixed = parseClockHeader(request.headers[CLOCK_HEADER]);
    if (fixed) requestTime.run(fixed, done);
    else done();
  });
}

export default fp(clockPlugin, { name: 'clock' });
