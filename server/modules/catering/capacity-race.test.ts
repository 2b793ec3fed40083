import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { HttpError } from '@/server/errors';
import { orderClient } from '@/server/modules/orders/test-store';
import { buildQuoteStore, estimateInput, eventIn, holdsOf, leadActions, submitQuote } from './test-quotes';

describe.each(testDatabases())('kitchen capacity under concurrency on %s', (kind) => {
  let context: TestApp;

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
  });
  afterAll(() => context.close());

  it('gives the last places of a window to exactly one of several racing estimates', async () => {
    const store = await buildQuoteStore(context.db, { slotCapacity: 2 });
    const leads = await Promise.all(Array.from({ length: 4 }, () => submitQuote(context.app, context.db, store, { headcount: 50 })));
    const actions = leadActions(context.app, context.db);
    const results = await Promise.allSettled(leads.map(({ leadId }) => actions.sendEstimate(leadId, estimateInput(), { kind: 'staff' })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((entry): entry is PromiseRejectedResult => entry.status === 'rejected')) {
      expect(result.reason).toBeInstanceOf(HttpError);
      expect((result.reason as HttpError).code).toBe('catering_kitchen_full');
    }
    const holds = (await Promise.all(leads.map(({ leadId }) => holdsOf(context.db, leadId)))).map((rows) => rows.length);
    expect(holds.sort()).toEqual([0, 0, 0, 8]);
  });

  it('never oversells a slot an estimate and everyday orders race for', async () => {
    const store = await buildQuoteStore(context.db, { slotCapacity: 2 });
    const { leadId, quote } = await submitQuote(context.app, context.db, store, { headcount: 25, ...eventIn(2) });
    const orders = orderClient(context.app);
    const diners = await Promise.all(
      Array.from({ length: 3 }, async () => (await orders.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json()),
    );
    const slot = new Date(Date.parse(quote.event.startsAt) - 60 * 60_000).toISOString();
    const [estimate, ...answers] = await Promise.allSettled([
      leadActions(context.app, context.db).sendEstimate(leadId, estimateInput(), { kind: 'staff' }),
      ...diners.map((order) => orders.update(order.id, order.accessToken, { timeslot: slot })),
    ]);
    const dinersIn = answers.filter((answer) => answer.status === 'fulfilled' && answer.value.statusCode === 200).length;
    const held = estimate!.status === 'fulfilled' ? 1 : 0;
    expect(dinersIn + held).toBe(2);
    const reservations = await context.db.query.timeslotReservations.findMany({ where: (rows, { eq }) => eq(rows.slotStart, new Date(slot)) });
    expect(reservations).toHaveLength(dinersIn);
  });
});
