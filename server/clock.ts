/**
 * The API's clocks. Services take `now` from a clock function.
 * - `requestClock` is the calendar a diner sees (holiday window, hours, timeslots, lifecycle
 *   demos). In demo mode a request may set the time it runs at with the X-Hickory-Clock header
 *   (an ISO instant), so journeys can see the holiday season, or its end, on any day; the one
 *   running API serves other requests at the real time meanwhile. Outside demo mode the header
 *   is ignored.
 * - `realClock` is the time of every security control: lockouts, rate limits, token and link
 *   expiry, coupon validity at payment and reward eligibility. No header moves it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { DEMO_CLOCK_HEADER, parseDemoClock } from '@/domain/demo-clock';

export const CLOCK_HEADER = DEMO_CLOCK_HEADER;

export type Clock = () => Date;

const requestTime = new AsyncLocalStorage<Date>();

/** The real time, whatever the request's demo clock says. */
export const realClock: Clock = () => new Date();

/** The time of the current request: the demo clock it set, else the real time. */
export const requestClock: Clock = () => {
  const fixed = requestTime.getStore();
  return fixed ? new Date(fixed.getTime()) : new Date();
};

/** The instant an X-Hickory-Clock value names, or null when it names none. */
export const parseClockHeader = parseDemoClock;

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
