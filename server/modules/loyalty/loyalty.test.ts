/**
 * The loyalty routes on a real database: points earned once on paid orders and taken back on
 * cancellation, the recap, history and wallet, the rewards store (50 buys at once never
 * overspend), a reward's item on an order at no charge and back to the wallet, and every refusal
 * with its code: signed out, not enough points, unknown items, another diner's reward or order,
 * replays, the wrong store or menu, and the brand with loyalty switched off.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { REWARD_KIND, REWARD_STATUS, REWARD_TYPE } from '@/domain/loyalty/constants';
import * as t from '@/server/db/schema';
import { orderClient } from '@/server/modules/orders/test-store';
import { buildPayableOrder, paymentClient } from '@/server/modules/payments/test/payable-order';
import { signedInCustomer, type SignedInCustomer } from '@/server/modules/profile/test-customers';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildItem, buildReferenceData } from '@/server/test/factories';
import { spendablePoints } from './ledger';
import { onOrderPaid } from './order-events';
import { buildLoyaltyStore, dinerWithPoints, loyaltyClient, type LoyaltyStore } from './test-loyalty';
import { grantReward } from './wallet';

describe.each(testDatabases())('loyalty routes on %s', (kind) => {
  let context: TestApp;
  let store: LoyaltyStore;
  let as: ReturnType<typeof loyaltyClient>;
  let pay: ReturnType<typeof paymentClient>;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    // The trailer brand runs no points program.
    await context.db.execute(sql`update brands set config = jsonb_set(config, '{loyaltyEnabled}', 'false') where id = 3`);
    await context.db.execute(sql`update brands set config = jsonb_set(config, '{rewardsTitle}', '"Join the Red Dirt Email Club"') where id = 3`);
    store = await buildLoyaltyStore(context.db);
    as = loyaltyClient(context.app);
    pay = paymentClient(context.app);
  });
  afterAll(() => context.close());

  const bearer = (diner: SignedInCustomer) => ({ authorization: `Bearer ${diner.token}` });

  /** An open order of the diner's with `teas` sweet teas (2.49 each), guest details and ASAP time. */
  const dinerOrder = (diner: SignedInCustomer, teas = 4) => buildPayableOrder(context.app, store, teas, bearer(diner));

  async function payByCard(order: { id: string; token: string; number: string; total: string }, headers: Record<string, string> = {}) {
    const response = await pay.card(order, { token: pay.token() }, headers);
    expect(response.statusCode).toBe(200);
  }

  describe('earning', () => {
    it('credits the brand rate on the pre-tax amount once the order is paid, once however often', async () => {
      const diner = await signedInCustomer(context.db);
      const order = await dinerOrder(diner, 4); // 9.96 before tax
      expect((await as(diner).recap()).json()).toMatchObject({ spendablePoints: 0, loyaltyEnabled: true, pointsPerUnit: 10 });
      await payByCard(order);
      expect((await as(diner).recap()).json()).toMatchObject({ spendablePoints: 99, lifetimeEarned: 99, lifetimeSpent: 0 });
      // A second payment is refused, and a repeated confirmation credits nothing more.
      expect((await pay.card(order, { token: pay.token() })).statusCode).toBe(409);
      const [row] = await context.db.select().from(t.orders).where(eq(t.orders.id, order.id));
      expect(await context.db.transaction((tx) => onOrderPaid(tx, row!, new Date()))).toBe(0);
      expect(await spendablePoints(context.db, diner.id)).toBe(99);
      const history = (await as(diner).history()).json();
      expect(history).toMatchObject({ total: 1, page: 1, pageSize: 20, data: [{ points: 99, reason: 'order_earned', orderId: order.id, orderNumber: order.number }] });
    });

    it('credits nothing for a guest order', async () => {
      const order = await buildPayableOrder(context.app, store, 4);
      await payByCard(order);
      const [entry] = await context.db.select().from(t.pointsLedger).where(eq(t.pointsLedger.orderId, order.id));
      expect(entry).toBeUndefined();
    });

    it('takes the points back and returns the reward when staff cancel the paid order', async () => {
      const diner = await signedInCustomer(context.db);
      const order = await dinerOrder(diner, 10); // 24.90
      const { reward } = await grantReward(context.db, { customerId: diner.id, rewardTypeId: REWARD_TYPE.loyalty, rewardSourceId: null, rewardKindId: REWARD_KIND.loyaltyItem, itemId: store.pudding.id });
      const added = await as(diner).addReward(store.location.id, store.pudding.id, { orderId: order.id, rewardId: reward.id });
      await payByCard({ ...order, total: added.json().totals.total });
      expect(await spendablePoints(context.db, diner.id)).toBe(249);
      expect((await as(diner).wallet()).json().data[0]).toMatchObject({ status: 'used' });
      const staff = await buildStaff(context.db, { storeIds: [store.location.id] });
      const token = await staffClient(context.app).signIn(staff);
      expect((await staffClient(context.app).move(token, order.id, 6)).statusCode).toBe(200);
      expect(await spendablePoints(context.db, diner.id)).toBe(0);
      expect((await as(diner).wallet()).json().data[0]).toMatchObject({ id: reward.id, status: 'in-wallet', orderId: null });
      const reasons = (await as(diner).history()).json().data.map((entry: { reason: string; points: number }) => [entry.reason, entry.points]);
      expect(reasons).toEqual([
        ['order_reversed', -249],
        ['order_earned', 249],
      ]);
    });

    it('earns nothing at the brand with loyalty switched off, whose recap shows its email club', async () => {
      const trailer = await buildLoyaltyStore(context.db, { brandId: 3 });
      const diner = await signedInCustomer(context.db);
      const order = await buildPayableOrder(context.app, trailer, 4, { ...bearer(diner), 'brand-id': '3' });
      await payByCard(order, { 'brand-id': '3' });
      const [paid] = await context.db.select().from(t.orders).where(eq(t.orders.id, order.id));
      expect(paid).toMatchObject({ brandId: 3, statusId: 2, customerId: diner.id });
      expect(await spendablePoints(context.db, diner.id)).toBe(0);
      const recap = await loyaltyClient(context.app, { 'brand-id': '3' })(diner).recap();
      expect(recap.json()).toMatchObject({ loyaltyEnabled: false, rewardsTitle: 'Join the Red Dirt Email Club', pointsPerUnit: 0, spendablePoints: 0 });
    });
  });

  describe('the program', () => {
    it('tells anyone, signed in or not, the earn rate and title; a brand without points says 0', async () => {
      const program = (brand: string) => context.app.inject({ url: '/online-ordering/loyalty/program', headers: { 'brand-id': brand } });
      const running = await program('4');
      expect([running.statusCode, running.json(), running.headers['cache-control']]).toEqual([
        200,
        { loyaltyEnabled: true, rewardsTitle: 'Rewards', pointsPerUnit: 10 },
        expect.stringContaining('public'),
      ]);
      expect((await program('3')).json()).toEqual({ loyaltyEnabled: false, rewardsTitle: 'Join the Red Dirt Email Club', pointsPerUnit: 0 });
    });
  });

  describe('recap, history and wallet', () => {
    it('answer 401 without a sign-in', async () => {
      for (const response of [await as(null).recap(), await as(null).history(), await as(null).wallet(), await as(null).redeem(store.pudding.id)]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'sign_in_required' });
      }
    });

    it('shows the spendable points on the profile the header reads', async () => {
      const diner = await dinerWithPoints(context.db, 320);
      expect((await as(diner).go('GET', '/my-profile')).json()).toMatchObject({ spendablePoints: 320 });
      await as(diner).redeem(store.pudding.id);
      expect((await as(diner).go('GET', '/my-profile')).json()).toMatchObject({ spendablePoints: 170 });
    });

    it('pages the history and refuses bad pages', async () => {
      const diner = await dinerWithPoints(context.db, 500);
      for (let index = 0; index < 3; index += 1) expect((await as(diner).redeem(store.pudding.id)).statusCode).toBe(201);
      const page = (await as(diner).history('?page=2&pageSize=2')).json();
      expect(page).toMatchObject({ total: 4, page: 2, pageSize: 2 });
      expect(page.data.map((entry: { points: number }) => entry.points)).toEqual([-150, 500]);
      for (const query of ['?page=0', '?pageSize=101', '?page=x', '?pageSize=-1']) {
        const response = await as(diner).history(query);
        expect([query, response.statusCode, response.json().code]).toEqual([query, 400, 'validation']);
      }
    });

    it("lists the diner's own rewards only, filtered by status", async () => {
      const diner = await dinerWithPoints(context.db, 150);
      const other = await dinerWithPoints(context.db, 150);
      const bought = (await as(diner).redeem(store.pudding.id)).json();
      expect((await as(diner).wallet()).json().data.map((reward: { id: string }) => reward.id)).toEqual([bought.reward.id]);
      expect((await as(diner).wallet('?status=used')).json().data).toEqual([]);
      expect((await as(other).wallet()).json().data).toEqual([]);
      expect((await as(diner).wallet('?status=lost')).statusCode).toBe(400);
    });
  });

  describe('rewards store', () => {
    it('lists the items to buy with points, in the diner’s language', async () => {
      await context.db.update(t.items).set({ translations: { 'fr-ca': { title: 'Pouding aux bananes' } } }).where(eq(t.items.id, store.pudding.id));
      const english = (await as(null).storeItems()).json().data;
      expect(english).toContainEqual(expect.objectContaining({ itemId: store.pudding.id, title: 'Banana Pudding', points: 150 }));
      const french = await loyaltyClient(context.app, { 'accept-language': 'fr-CA', 'country-alpha-2': 'CA' })(null).storeItem(store.pudding.id);
      expect(french.json()).toMatchObject({ itemId: store.pudding.id, title: 'Pouding aux bananes', points: 150 });
    });

    it('refuses unknown items and bad ids', async () => {
      const unknown = await as(null).storeItem(store.tea.id);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'loyalty_store_item_unknown', message: `Reward ${store.tea.id} is not in the rewards store` });
      for (const id of ['abc', '0', '-1', '99999999999', '1%00']) expect((await as(null).storeItem(id)).statusCode).toBe(400);
      const diner = await dinerWithPoints(context.db, 1000);
      expect((await as(diner).redeem(store.tea.id)).json()).toMatchObject({ code: 'loyalty_store_item_unknown' });
      expect(await spendablePoints(context.db, diner.id)).toBe(1000);
    });

    it('buys an item: the points go and a loyalty item lands in the wallet', async () => {
      const diner = await dinerWithPoints(context.db, 200);
      const response = await as(diner).redeem(store.pudding.id);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        spendablePoints: 50,
        reward: { rewardTypeId: REWARD_TYPE.loyalty, rewardSourceId: null, rewardKindId: REWARD_KIND.loyaltyItem, status: 'in-wallet', itemId: store.pudding.id, title: 'Banana Pudding', pointsSpent: 150 },
      });
      const short = await as(diner).redeem(store.pudding.id);
      expect(short.statusCode).toBe(422);
      expect(short.json()).toMatchObject({ code: 'loyalty_not_enough_points', params: { needed: 150, available: 50 }, message: 'This reward costs 150 points and you have 50' });
    });

    it('answers a replayed buy with the first reward, spending once', async () => {
      const diner = await dinerWithPoints(context.db, 400);
      const first = await as(diner).redeem(store.pudding.id, { 'idempotency-key': 'buy-pudding-1' });
      const again = await as(diner).redeem(store.pudding.id, { 'idempotency-key': 'buy-pudding-1' });
      expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().reward.id).toBe(first.json().reward.id);
      expect(await spendablePoints(context.db, diner.id)).toBe(250);
      expect((await as(diner).redeem(store.pudding.id, { 'idempotency-key': 'has space' })).statusCode).toBe(400);
    });

    it('never overspends with 50 buys at once', async () => {
      const diner = await dinerWithPoints(context.db, 1000);
      const responses = await Promise.all(Array.from({ length: 50 }, () => as(diner).redeem(store.pudding.id)));
      const codes = responses.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(6);
      expect(codes.filter((code) => code === 422)).toHaveLength(44);
      expect(await spendablePoints(context.db, diner.id)).toBe(100);
      expect((await as(diner).wallet()).json().data).toHaveLength(6);
    });

    it('is closed at the brand with loyalty switched off', async () => {
      const trailer = loyaltyClient(context.app, { 'brand-id': '3' });
      const diner = await dinerWithPoints(context.db, 1000);
      for (const response of [await trailer(null).storeItems(), await trailer(null).storeItem(store.pudding.id), await trailer(diner).redeem(store.pudding.id)]) {
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ code: 'loyalty_loyalty_off', message: 'This restaurant brand has no points program' });
      }
      expect(await spendablePoints(context.db, diner.id)).toBe(1000);
    });
  });

  describe('a reward on an order', () => {
    async function dinerWithReward() {
      const diner = await dinerWithPoints(context.db, 150);
      const reward = (await as(diner).redeem(store.pudding.id)).json().reward as { id: string };
      return { diner, reward };
    }

    it('details the item at the store with the diner’s rewards for it', async () => {
      const { diner, reward } = await dinerWithReward();
      const details = await as(diner).details(store.location.id, store.pudding.id);
      expect(details.json()).toMatchObject({ itemId: store.pudding.id, price: '3.99', available: true, storePoints: 150, rewards: [{ id: reward.id }] });
      expect((await as(null).details(store.location.id, store.pudding.id)).json()).toMatchObject({ rewards: [] });
      expect((await as(null).details(999999, store.pudding.id)).statusCode).toBe(404);
      expect((await as(null).details(store.location.id, 999999)).statusCode).toBe(404);
    });

    it('adds the item at no charge, pays for the rest, and the reward is used', async () => {
      const { diner, reward } = await dinerWithReward();
      const order = await dinerOrder(diner, 4);
      const added = await as(diner).addReward(store.location.id, store.pudding.id, { orderId: order.id, rewardId: reward.id });
      expect(added.statusCode).toBe(201);
      const line = added.json().lines.find((entry: { itemId: number }) => entry.itemId === store.pudding.id);
      expect(line).toMatchObject({ quantity: 1, unitPrice: '3.99', lineTotal: '0.00', rewardId: reward.id });
      expect(added.json().totals).toMatchObject({ subtotal: '9.96' });
      expect((await as(diner).wallet()).json().data[0]).toMatchObject({ id: reward.id, status: 'on-order', orderId: order.id });
      await payByCard({ ...order, total: added.json().totals.total });
      expect((await as(diner).wallet()).json().data[0]).toMatchObject({ id: reward.id, status: 'used' });
      expect(await spendablePoints(context.db, diner.id)).toBe(99);
    });

    it('pays an order of only the reward with the free payment', async () => {
      const { diner, reward } = await dinerWithReward();
      const orders = orderClient(context.app, bearer(diner));
      const created = (await orders.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
      await as(diner).addReward(store.location.id, store.pudding.id, { orderId: created.id, rewardId: reward.id });
      const updated = (await orders.update(created.id, created.accessToken, { guest: { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '(512) 555-0199' }, timeslot: 'asap' })).json();
      expect(updated.totals.total).toBe('0.00');
      expect((await pay.free({ id: created.id, token: created.accessToken, number: updated.number, total: '0.00' })).statusCode).toBe(200);
      expect((await as(diner).wallet()).json().data[0]).toMatchObject({ status: 'used' });
    });

    it('takes the item off the order, back into the wallet, by either call', async () => {
      const { diner, reward } = await dinerWithReward();
      const order = await dinerOrder(diner, 1);
      await as(diner).addReward(store.location.id, store.pudding.id, { orderId: order.id, rewardId: reward.id });
      const removed = await as(diner).removeReward(store.location.id, store.pudding.id, order.id, reward.id);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().lines.map((line: { itemId: number }) => line.itemId)).toEqual([store.tea.id]);
      expect((await as(diner).wallet()).json().data[0]).toMatchObject({ status: 'in-wallet', orderId: null });
      const again = await as(diner).removeReward(store.location.id, store.pudding.id, order.id, reward.id);
      expect(again.json()).toMatchObject({ code: 'loyalty_reward_not_on_order' });
      // The cart's own remove button does the same.
      const readded = (await as(diner).addReward(store.location.id, store.pudding.id, { orderId: order.id, rewardId: reward.id })).json();
      const lineId = readded.lines.find((line: { rewardId?: string }) => line.rewardId === reward.id).id;
      expect((await orderClient(context.app, bearer(diner)).removeItem(order.id, order.token, lineId)).statusCode).toBe(200);
      expect((await as(diner).wallet()).json().data[0]).toMatchObject({ status: 'in-wallet' });
    });

    it('puts one reward on one order only, even when 50 try at once', async () => {
      const { diner, reward } = await dinerWithReward();
      const orders = await Promise.all(Array.from({ length: 50 }, () => orderClient(context.app, bearer(diner)).create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })));
      const responses = await Promise.all(
        orders.map((order) => as(diner).addReward(store.location.id, store.pudding.id, { orderId: order.json().id, rewardId: reward.id })),
      );
      const codes = responses.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(49);
      expect(responses.find((response) => response.statusCode === 409)!.json()).toMatchObject({ code: 'loyalty_reward_not_in_wallet' });
      const orderIds = orders.map((order) => order.json().id as string);
      const lines = await context.db.select().from(t.orderItems).where(and(eq(t.orderItems.itemId, store.pudding.id), inArray(t.orderItems.orderId, orderIds)));
      expect(lines).toHaveLength(1);
    });

    it('refuses another diner’s reward or order with 404, and a guest order with "sign in"', async () => {
      const { diner, reward } = await dinerWithReward();
      const other = await dinerWithReward();
      const order = await dinerOrder(diner, 1);
      const theirs = await as(diner).addReward(store.location.id, store.pudding.id, { orderId: order.id, rewardId: other.reward.id });
      expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'loyalty_reward_not_found']);
      const notMine = await as(other.diner).addReward(store.location.id, store.pudding.id, { orderId: order.id, rewardId: other.reward.id });
      expect(notMine.statusCode).toBe(404);
      const guest = await buildPayableOrder(context.app, store, 1);
      const onGuest = await as(diner).addReward(store.location.id, store.pudding.id, { orderId: guest.id, rewardId: reward.id }, { 'x-order-token': guest.token });
      expect([onGuest.statusCode, onGuest.json().code]).toEqual([422, 'loyalty_order_not_signed_in']);
      const signedOut = await as(null).addReward(store.location.id, store.pudding.id, { orderId: order.id, rewardId: reward.id });
      expect(signedOut.statusCode).toBe(401);
      const removeTheirs = await as(other.diner).removeReward(store.location.id, store.pudding.id, order.id, reward.id);
      expect(removeTheirs.statusCode).toBe(404);
    });

    it('refuses the wrong store, an item off the menu, another item and a paid order', async () => {
      const { diner, reward } = await dinerWithReward();
      const order = await dinerOrder(diner, 1);
      const elsewhere = await buildLoyaltyStore(context.db);
      const wrongStore = await as(diner).addReward(elsewhere.location.id, store.pudding.id, { orderId: order.id, rewardId: reward.id });
      expect([wrongStore.statusCode, wrongStore.json().code]).toEqual([422, 'loyalty_order_other_store']);
      const mismatch = await as(diner).addReward(store.location.id, store.tea.id, { orderId: order.id, rewardId: reward.id });
      expect([mismatch.statusCode, mismatch.json().code]).toEqual([422, 'loyalty_reward_item_mismatch']);
      // A reward for an item this store does not sell.
      const pie = await buildItem(context.db, { title: 'Pecan Pie' });
      const { reward: pieReward } = await grantReward(context.db, { customerId: diner.id, rewardTypeId: REWARD_TYPE.loyalty, rewardSourceId: null, rewardKindId: REWARD_KIND.loyaltyItem, itemId: pie.id });
      const offMenu = await as(diner).addReward(store.location.id, pie.id, { orderId: order.id, rewardId: pieReward.id });
      expect([offMenu.statusCode, offMenu.json().code]).toEqual([422, 'loyalty_item_not_on_menu']);
      const { reward: coupon } = await grantReward(context.db, { customerId: diner.id, rewardTypeId: REWARD_TYPE.mystery, rewardSourceId: 2, rewardKindId: REWARD_KIND.coupon, couponCode: 'BDAY' });
      const notItem = await as(diner).addReward(store.location.id, pie.id, { orderId: order.id, rewardId: coupon.id });
      expect([notItem.statusCode, notItem.json().code]).toEqual([422, 'loyalty_reward_not_an_item']);
      await payByCard(order);
      const paid = await as(diner).addReward(store.location.id, store.pudding.id, { orderId: order.id, rewardId: reward.id });
      expect([paid.statusCode, paid.json().code]).toEqual([409, 'order_already_paid']);
      expect((await as(diner).wallet('?status=in-wallet')).json().data.map((entry: { id: string }) => entry.id)).toContain(reward.id);
      expect(REWARD_STATUS.inWallet).toBe(1);
    });

    it('validates the body', async () => {
      const { diner, reward } = await dinerWithReward();
      const order = await dinerOrder(diner, 1);
      const bodies = [
        {},
        { orderId: order.id },
        { orderId: 'nope', rewardId: reward.id },
        { orderId: order.id, rewardId: 'x'.repeat(400) },
        { orderId: order.id, rewardId: reward.id, price: '0.00' },
        { orderId: order.id, rewardId: reward.id, specialInstructions: 'a\u0000b' },
        { orderId: order.id, rewardId: reward.id, optionIds: ['x'] },
      ];
      for (const body of bodies) {
        const response = await as(diner).addReward(store.location.id, store.pudding.id, body);
        expect([JSON.stringify(body).slice(0, 60), response.statusCode]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
      }
      expect((await as(diner).wallet()).json().data[0]).toMatchObject({ status: 'in-wallet' });
    });
  });
});
