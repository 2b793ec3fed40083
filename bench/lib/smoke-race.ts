/**
 * The last racks of today's smoke, raced: a store manager enters 10 racks of ribs, 50 diners each
 * with one rack in their cart pay by card at once (Promise.all through the real app, in-process,
 * on a fresh database), and we count who got one. Exactly 10 must be paid; the other 40 must get
 * the coded sold-out answer (409 smoke_sold_out_today) before their card is asked (no payment
 * attempt recorded for them); the ledger must end at zero. The carts
 * are filled before the race; only the payments are timed.
 *
 * Usage: tsx bench/lib/smoke-race.ts <pglite | postgres>   (postgres: TEST_DATABASE_URL names the server)
 * Prints one JSON line: { kind, racks, diners, paid, soldOut, other, left, loserAttempts, ms, messages, others }.
 */
import { and, eq, inArray, sum } from 'drizzle-orm';
import { todayAndTomorrow } from '@/server/modules/smoke';
import { buildAuthApp, testClock } from '@/server/auth/test-app';
import { paymentAttempts, smokeLedger } from '@/server/db/schema';
import { buildOrderableStore, orderClient } from '@/server/modules/orders/test-store';
import { BILLING, GUEST, paymentClient } from '@/server/modules/payments/test/payable-order';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import type { TestDatabaseKind } from '@/server/test/databases';
import { runOnDatabase } from './run-on-database';
import { buildItem, buildReferenceData } from '@/server/test/factories';

const RACKS = 10;
const DINERS = 50;

async function race(kind: TestDatabaseKind) {
  const t = await buildAuthApp(kind, { clock: testClock(new Date()) });
  try {
    await buildReferenceData(t.db);
    const store = await buildOrderableStore(t.db, { title: 'Bench Smokehouse', slotCapacity: 10_000, makeCapacityMinutes: 100_000 });
    const ribs = await buildItem(t.db, { title: 'Baby Back Ribs', unit: 'each', sectionId: store.section.id, prices: { [store.location.id]: '24.99' } });
    const manager = await staffClient(t.app).signIn(await buildStaff(t.db, { role: 'store_manager', storeIds: [store.location.id] }));
    const { today } = todayAndTomorrow(new Date(), 'America/Chicago');
    const entered = await t.app.inject({
      method: 'PUT',
      url: `/online-ordering/admin/smoke/stores/${store.location.id}/items/${ribs.id}/days/${today}`,
      headers: { authorization: `Bearer ${manager}` },
      payload: { amount: String(RACKS), countedAs: 'rack' },
    });
    if (entered.statusCode !== 200) throw new Error(`entering the smoke: ${entered.body}`);
    const diner = orderClient(t.app);
    const pay = paymentClient(t.app);
    const carts = [];
    for (let index = 0; index < DINERS; index += 1) {
      const order = (await diner.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
      await diner.addItem(order.id, order.accessToken, { itemId: ribs.id, quantity: 1, optionIds: [] });
      const updated = await diner.update(order.id, order.accessToken, { guest: { ...GUEST, email: `bench-${index}@example.com` }, timeslot: 'asap' });
      if (updated.statusCode !== 200) throw new Error(`cart ${index}: ${updated.body}`);
      carts.push({ id: order.id as string, token: order.accessToken as string, number: '', total: updated.json().totals.total as string });
    }
    const begin = performance.now();
    // Fifty diners are fifty clients: each pays from an address of its own (the decline limits count per client).
    const answers = await Promise.all(
      carts.map((cart, index) =>
        t.app.inject({
          method: 'POST',
          url: `/online-ordering/payment-management/orders/${cart.id}/payment/card`,
          headers: { 'x-order-token': cart.token },
          payload: { token: pay.token(), cardholderName: 'Ada Pitmaster', billing: BILLING },
          remoteAddress: `198.51.100.${index + 1}`,
        }),
      ),
    );
    const ms = Math.round(performance.now() - begin);
    const [row] = await t.db
      .select({ left: sum(smokeLedger.quantity) })
      .from(smokeLedger)
      .where(and(eq(smokeLedger.locationId, store.location.id), eq(smokeLedger.itemId, ribs.id), eq(smokeLedger.day, today)));
    const soldOut = answers.filter((answer) => answer.statusCode === 409 && answer.json().code === 'smoke_sold_out_today');
    // A payment attempt is recorded before every processor call: none for a loser means their card was never asked.
    const losers = carts.filter((_, index) => answers[index]!.statusCode !== 200).map((cart) => cart.id);
    const loserAttempts = losers.length === 0 ? 0 : (await t.db.select({ id: paymentAttempts.id }).from(paymentAttempts).where(inArray(paymentAttempts.orderId, losers))).length;
    return {
      kind,
      racks: RACKS,
      diners: DINERS,
      paid: answers.filter((answer) => answer.statusCode === 200).length,
      soldOut: soldOut.length,
      other: answers.length - soldOut.length - answers.filter((answer) => answer.statusCode === 200).length,
      left: Number(row?.left ?? 0),
      loserAttempts,
      ms,
      messages: [...new Set(soldOut.map((answer) => answer.json().message as string))],
      others: [...new Set(answers.filter((answer) => answer.statusCode !== 200 && answer.json().code !== 'smoke_sold_out_today').map((answer) => `${answer.statusCode} ${answer.json().code}: ${answer.json().message}`))],
    };
  } finally {
    await t.close();
  }
}

runOnDatabase(race);
