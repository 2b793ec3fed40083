/**
 * A free-item reward on a real database: it makes the diner's own line of the item free when the
 * cart holds one, else adds the item free; the saving the wallet suggestion offers is the amount
 * the order's subtotal loses; taking the reward off keeps the diner's own line at its price.
 */
import { Decimal } from '@/domain/money';
import { couponClient } from '@/server/modules/discounts/test-coupons';
import { orderClient } from '@/server/modules/orders/test-store';
import type { SignedInCustomer } from '@/server/modules/profile/test-customers';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { buildLoyaltyStore, dinerWithPoints, loyaltyClient, type LoyaltyStore } from './test-loyalty';

type Line = { id: number; itemId: number; quantity: number; unitPrice: string; lineTotal: string; rewardId?: string };
type Order = { lines: Line[]; totals: { subtotal: string; total: string; taxTotal: string } };

describe.each(testDatabases())('a free-item reward on an order on %s', (kind) => {
  let context: TestApp;
  let store: LoyaltyStore;
  let as: ReturnType<typeof loyaltyClient>;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildLoyaltyStore(context.db);
    as = loyaltyClient(context.app);
  });
  afterAll(() => context.close());

  const bearer = (diner: SignedInCustomer) => ({ authorization: `Bearer ${diner.token}` });

  /** A diner holding a pudding reward, with an open order of `teas` sweet teas and `puddings` puddings they chose. */
  async function cartOf(teas: number, puddings: number) {
    const diner = await dinerWithPoints(context.db, 150);
    const reward = (await as(diner).redeem(store.pudding.id)).json().reward as { id: string };
    const orders = orderClient(context.app, bearer(diner));
    const created = (await orders.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json() as { id: string; accessToken: string };
    if (teas > 0) await orders.addItem(created.id, created.accessToken, { itemId: store.tea.id, quantity: teas, optionIds: [] });
    let order: Order | null = null;
    if (puddings > 0) order = (await orders.addItem(created.id, created.accessToken, { itemId: store.pudding.id, quantity: puddings, optionIds: [] })).json();
    order ??= (await orders.get(created.id, created.accessToken)).json();
    return { diner, reward, orderId: created.id, token: created.accessToken, before: order! };
  }

  const pudding = (order: Order) => order.lines.filter((line) => line.itemId === store.pudding.id);
  const drop = (before: string, after: string) => new Decimal(before).minus(after).toFixed(2);

  it('makes the pudding already in the cart free, and the subtotal drops by the saving offered', async () => {
    const { diner, reward, orderId, before } = await cartOf(2, 1);
    const suggestion = (await couponClient(context.app).suggestion(orderId, diner.token)).json().suggestion;
    expect(suggestion).toMatchObject({ rewardId: reward.id, saving: '3.99', placement: 'cart-line', itemId: store.pudding.id });

    const added = await as(diner).addReward(store.location.id, store.pudding.id, { orderId, rewardId: reward.id });
    expect(added.statusCode).toBe(201);
    const after = added.json() as Order;
    expect(after.lines).toHaveLength(before.lines.length);
    expect(pudding(after)).toEqual([expect.objectContaining({ id: pudding(before)[0]!.id, quantity: 1, lineTotal: '0.00', rewardId: reward.id })]);
    expect(drop(before.totals.subtotal, after.totals.subtotal)).toBe(suggestion.saving);
    // The total loses the saving and the tax on it.
    const taxDrop = drop(before.totals.taxTotal, after.totals.taxTotal);
    expect(drop(before.totals.total, after.totals.total)).toBe(new Decimal(suggestion.saving).plus(taxDrop).toFixed(2));
  });

  it('frees one pudding of two', async () => {
    const { diner, reward, orderId } = await cartOf(0, 2);
    const after = (await as(diner).addReward(store.location.id, store.pudding.id, { orderId, rewardId: reward.id })).json() as Order;
    expect(pudding(after)).toEqual([expect.objectContaining({ quantity: 2, lineTotal: '3.99', rewardId: reward.id })]);
  });

  it('adds the pudding free when the cart has none, and says so', async () => {
    const { diner, reward, orderId, before } = await cartOf(2, 0);
    const suggestion = (await couponClient(context.app).suggestion(orderId, diner.token)).json().suggestion;
    expect(suggestion).toMatchObject({ saving: '3.99', placement: 'added-item' });
    const after = (await as(diner).addReward(store.location.id, store.pudding.id, { orderId, rewardId: reward.id })).json() as Order;
    expect(after.lines).toHaveLength(before.lines.length + 1);
    expect(pudding(after)).toEqual([expect.objectContaining({ quantity: 1, lineTotal: '0.00', rewardId: reward.id })]);
    expect(after.totals.subtotal).toBe(before.totals.subtotal);
  });

  it('taking the reward off keeps the diner’s own pudding at its price', async () => {
    const { diner, reward, orderId, before } = await cartOf(1, 1);
    await as(diner).addReward(store.location.id, store.pudding.id, { orderId, rewardId: reward.id });
    const removed = await as(diner).removeReward(store.location.id, store.pudding.id, orderId, reward.id);
    expect(removed.statusCode).toBe(200);
    const after = removed.json() as Order;
    expect(pudding(after)).toEqual([expect.objectContaining({ quantity: 1, lineTotal: '3.99' })]);
    expect(pudding(after)[0]!.rewardId).toBeUndefined();
    expect(after.totals.total).toBe(before.totals.total);
    expect((await as(diner).wallet()).json().data[0]).toMatchObject({ id: reward.id, status: 'in-wallet' });
  });

  it('the cart’s remove button on the freed line returns the reward to the wallet', async () => {
    const { diner, reward, orderId, token } = await cartOf(1, 1);
    const added = (await as(diner).addReward(store.location.id, store.pudding.id, { orderId, rewardId: reward.id })).json() as Order;
    const lineId = pudding(added)[0]!.id;
    expect((await orderClient(context.app, bearer(diner)).removeItem(orderId, token, lineId)).statusCode).toBe(200);
    expect((await as(diner).wallet()).json().data[0]).toMatchObject({ id: reward.id, status: 'in-wallet' });
  });
});
