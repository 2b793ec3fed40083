/**
 * What the timeslots cost with make-time on: a store with a day of bookings (orders holding
 * reservations across today's and tomorrow's slots, some paid tickets open past their start)
 * answers GET /timeslots/:orderId through the real app, in-process, on a fresh database; beside it
 * the pure slot computation (domain/ordering/timeslots.ts) over the same 7 days with and without
 * the make-load check, in-process.
 *
 * Usage: tsx bench/lib/timeslot-cost.ts <pglite | postgres>   (postgres: TEST_DATABASE_URL names the server)
 * Prints one JSON line: { kind, bookings, requests, p50, p95, perSecond, domainWithout, domainWith }.
 */
import { eq } from 'drizzle-orm';
import { generateTimeslots, type TimeslotRequest } from '@/domain/ordering/timeslots';
import { buildAuthApp, testClock } from '@/server/auth/test-app';
import * as t from '@/server/db/schema';
import { buildOrderableStore, orderClient } from '@/server/modules/orders/test-store';
import type { TestDatabaseKind } from '@/server/test/databases';
import { runOnDatabase } from './run-on-database';
import { buildReferenceData } from '@/server/test/factories';

const BOOKINGS = 120;
const REQUESTS = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function domainCost(make: boolean): number {
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, active: true, opened: '11:00:00', closed: '21:00:00' }));
  const now = new Date();
  const booked: Record<string, number> = {};
  for (let slot = 0; slot < 400; slot += 1) booked[new Date(Math.ceil(now.getTime() / 900_000) * 900_000 + slot * 900_000).toISOString()] = (slot * 7) % 90;
  const request: TimeslotRequest = { hours, timeZone: 'America/Chicago', now, leadMinutes: 20, capacity: 4, days: 7, ...(make ? { make: { capacity: 90, booked, load: 18 } } : {}) };
  const runs = 2000;
  const begin = performance.now();
  for (let run = 0; run < runs; run += 1) generateTimeslots(request);
  return Math.round(((performance.now() - begin) / runs) * 1000) / 1000;
}

async function measure(kind: TestDatabaseKind) {
  const app = await buildAuthApp(kind, { clock: testClock(new Date()), config: { rateLimitMax: 1_000_000 } });
  try {
    await buildReferenceData(app.db);
    const store = await buildOrderableStore(app.db, { title: 'Bench Timeslots', slotCapacity: 10_000 });
    const diner = orderClient(app.app);
    const open = async () => {
      const order = (await diner.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
      await diner.addItem(order.id, order.accessToken, { itemId: store.tea.id, quantity: 2, optionIds: [] });
      return order as { id: string; accessToken: string };
    };
    const first = await open();
    const slots = (await diner.timeslots(first.id, first.accessToken)).json().days.flatMap((day: { slots: { start: string }[] }) => day.slots.map((slot) => slot.start));
    for (let index = 0; index < BOOKINGS; index += 1) {
      const order = await open();
      const taken = await diner.update(order.id, order.accessToken, { timeslot: slots[40 + (index % 60)] });
      if (taken.statusCode !== 200) throw new Error(`booking ${index}: ${taken.body}`);
      // A third are paid tickets already past their start: the backlog the quote grows by.
      if (index % 3 === 0) await app.db.update(t.orders).set({ statusId: 2, timeslotStart: new Date(Date.now() - 5 * 60_000) }).where(eq(t.orders.id, order.id));
    }
    const times: number[] = [];
    for (let index = 0; index < REQUESTS; index += 1) {
      const begin = performance.now();
      const answer = await diner.timeslots(first.id, first.accessToken);
      times.push(performance.now() - begin);
      if (answer.statusCode !== 200) throw new Error(`timeslots: ${answer.body}`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const total = times.reduce((sum, ms) => sum + ms, 0);
    return {
      kind,
      bookings: BOOKINGS,
      requests: REQUESTS,
      p50: Math.round(percentile(sorted, 50) * 10) / 10,
      p95: Math.round(percentile(sorted, 95) * 10) / 10,
      perSecond: Math.round((REQUESTS / total) * 1000),
      domainWithout: domainCost(false),
      domainWith: domainCost(true),
    };
  } finally {
    await app.close();
  }
}

runOnDatabase(measure);
