/**
 * The set-up of the time slot suites (guest cap, kitchen, quiet slots): the app on a real database
 * with its reference data and an orderable store open around the clock, an open order of sweet
 * teas, and a slot of its own for each case.
 */
import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { nthSlot, orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { buildStore } from '@/server/modules/payments/test/payable-order';
import { build, type TestApp, type TestDatabaseKind } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';

export type SlotSuite = {
  /** The app and the store; set before the first test. */
  context: TestApp;
  store: OrderableStore;
  /** An open pickup order of `teas` sweet teas, created and filled with `headers`. */
  openOrder(teas?: number, headers?: Record<string, string>): Promise<{ id: string; token: string }>;
  /** A slot later than the last case's, with one between, so the cases never share one. */
  freshSlot(): Promise<string>;
};

type Options = {
  /** Orders per slot (default: more than any case books). */
  slotCapacity?: number;
  /** 30 make-minutes per slot and 10 per sweet tea: three teas fill a slot. */
  smallKitchen?: boolean;
};

/** Call it inside the suite's `describe`: it adds the suite's beforeAll and afterAll. */
export function slotSuite(kind: TestDatabaseKind, options: Options = {}): SlotSuite {
  let slotIndex = 0;
  const suite: SlotSuite = {
    context: undefined as unknown as TestApp,
    store: undefined as unknown as OrderableStore,
    async openOrder(teas = 1, headers = {}) {
      const orders = orderClient(suite.context.app, headers);
      const { id, accessToken: token } = (await orders.create({ locationId: suite.store.location.id, handoff: 'pickup', categoryId: 1 })).json() as { id: string; accessToken: string };
      expect((await orders.addItem(id, token, { itemId: suite.store.tea.id, quantity: teas, optionIds: [] })).statusCode).toBe(201);
      return { id, token };
    },
    async freshSlot() {
      const order = await suite.openOrder();
      slotIndex += 2;
      return nthSlot((await orderClient(suite.context.app).timeslots(order.id, order.token)).json(), slotIndex);
    },
  };
  beforeAll(async () => {
    suite.context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    const { db } = suite.context;
    await buildReferenceData(db);
    suite.store = await buildStore(db, options.slotCapacity === undefined ? {} : { slotCapacity: options.slotCapacity });
    if (options.smallKitchen) {
      await db.update(t.locations).set({ makeCapacityMinutes: 30 }).where(eq(t.locations.id, suite.store.location.id));
      await db.update(t.items).set({ makeMinutes: 10 }).where(eq(t.items.id, suite.store.tea.id));
    }
  });
  afterAll(() => suite.context.close());
  return suite;
}
