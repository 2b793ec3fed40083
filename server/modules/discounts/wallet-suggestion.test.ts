/**
 * GET /loyalty/orders/:orderId/wallet-suggestion on a real database: the wallet reward that saves
 * the most on the signed-in diner's order, the code that applies it, and the refusals (no
 * sign-in, another diner's order, an unknown order).
 */
import { eq } from 'drizzle-orm';
import { REWARD_KIND, REWARD_STATUS, REWARD_TYPE } from '@/domain/loyalty/constants';
import { walletRewards } from '@/server/db/schema';
import { testDatabases } from '@/server/test/build-app';
import { orderClient } from '@/server/modules/orders/test-store';
import { signedInCustomer } from '@/server/modules/profile/test-customers';
import { paymentClient } from '@/server/modules/payments/test/payable-order';
import { buildCoupon } from './test-coupons';
import { walletSuite } from './test-wallet';

describe.each(testDatabases())('wallet suggestion on %s', (kind) => {
  const wallet = walletSuite(kind);
  const { dinerOrder, grant } = wallet;

  it('suggests the reward that saves the most, with the code that applies it', async () => {
    const diner = await signedInCustomer(wallet.context.db);
    const id = await dinerOrder(diner);
    expect((await wallet.coupons.suggestion(id, diner.token)).json()).toEqual({ suggestion: null });
    const small = await buildCoupon(wallet.context.db, { value: '1.00', title: 'One off' });
    const big = await buildCoupon(wallet.context.db, { typeId: 2, value: '50.00', title: 'Half off' });
    const tooBig = await buildCoupon(wallet.context.db, { value: '9.00', minimumAmount: '50.00' });
    const tag = `${process.pid}${Date.now() % 100000}`;
    const serialized = await buildCoupon(wallet.context.db, { value: '3.00', serialized: true }, [`GIFT-${tag}`]);
    await grant(diner, { couponId: small.id });
    const half = await grant(diner, { couponId: big.id, title: 'Birthday half off' });
    await grant(diner, { couponId: tooBig.id });
    await grant(diner, { rewardKindId: REWARD_KIND.serializedCoupon, couponId: serialized.id, couponCode: `GIFT-${tag}` });
    await grant(diner, { rewardKindId: REWARD_KIND.loyaltyItem, rewardSourceId: null, rewardTypeId: REWARD_TYPE.loyalty, itemId: wallet.store.tea.id });
    const answer = await wallet.coupons.suggestion(id, diner.token);
    expect(answer.statusCode).toBe(200);
    // Half of 9.96 = 4.98 beats the serialized 3.00, a free tea (2.49) and 1.00.
    expect(answer.json()).toEqual({
      suggestion: { rewardId: half.reward.id, rewardKindId: 3, title: 'Birthday half off', saving: '4.98', currency: 'USD', code: big.code, itemId: null, placement: null },
    });
    // Taken in one tap: the code applies, and the next best is the serialized coupon.
    const applied = await wallet.coupons.apply(id, undefined, { code: big.code }, { authorization: `Bearer ${diner.token}` });
    expect(applied.json().totals.discount).toBe('4.98');
    const next = (await wallet.coupons.suggestion(id, diner.token)).json().suggestion;
    expect(next).toMatchObject({ rewardKindId: 4, saving: '3.00', code: `GIFT-${tag}` });
  });

  it('puts a wallet coupon on the order with its code, back in the wallet when removed, and used once paid', async () => {
    const diner = await signedInCustomer(wallet.context.db);
    const bearer = { authorization: `Bearer ${diner.token}` };
    const id = await dinerOrder(diner);
    const coupon = await buildCoupon(wallet.context.db, { value: '1.00' });
    const { reward } = await grant(diner, { couponId: coupon.id });
    const statusOf = async () => (await wallet.context.db.select().from(walletRewards).where(eq(walletRewards.id, reward.id)))[0]!;
    expect((await wallet.coupons.apply(id, undefined, { code: coupon.code }, bearer)).statusCode).toBe(200);
    expect(await statusOf()).toMatchObject({ statusId: REWARD_STATUS.onOrder, orderId: id });
    expect((await wallet.coupons.suggestion(id, diner.token)).json().suggestion).toBeNull();
    const removed = await wallet.context.app.inject({ method: 'DELETE', url: `/online-ordering/discount-management/order/${id}/coupons`, headers: bearer });
    expect(removed.statusCode).toBe(200);
    expect(await statusOf()).toMatchObject({ statusId: REWARD_STATUS.inWallet, orderId: null });
    await wallet.coupons.apply(id, undefined, { code: coupon.code }, bearer);
    expect((await orderClient(wallet.context.app, bearer).update(id, undefined, { timeslot: 'asap' })).statusCode).toBe(200);
    const pay = paymentClient(wallet.context.app, bearer);
    const paid = await pay.card({ id, token: '', number: '', total: '' }, { token: pay.token() });
    expect(paid.statusCode).toBe(200);
    expect(await statusOf()).toMatchObject({ statusId: REWARD_STATUS.used, orderId: id });
  });

  it('values a loyalty item at its price here, and skips rewards no longer in the wallet', async () => {
    const diner = await signedInCustomer(wallet.context.db);
    const id = await dinerOrder(diner, 1);
    const brisket = await grant(diner, { rewardKindId: REWARD_KIND.loyaltyItem, rewardSourceId: null, rewardTypeId: REWARD_TYPE.loyalty, itemId: wallet.store.brisket.id });
    const used = await buildCoupon(wallet.context.db, { value: '50.00' });
    const usedReward = await grant(diner, { couponId: used.id });
    await wallet.context.db.update(walletRewards).set({ statusId: REWARD_STATUS.used }).where(eq(walletRewards.id, usedReward.reward.id));
    expect((await wallet.coupons.suggestion(id, diner.token)).json().suggestion).toMatchObject({ rewardId: brisket.reward.id, rewardKindId: 1, saving: '15.99', code: null, itemId: wallet.store.brisket.id });
  });

  it('asks for sign-in, and answers 404 for another diner’s order and an unknown one', async () => {
    const diner = await signedInCustomer(wallet.context.db);
    const other = await signedInCustomer(wallet.context.db);
    const id = await dinerOrder(diner);
    expect((await wallet.coupons.suggestion(id)).statusCode).toBe(401);
    expect((await wallet.coupons.suggestion(id, other.token)).statusCode).toBe(404);
    expect((await wallet.coupons.suggestion('00000000-0000-4000-8000-000000000000', diner.token)).statusCode).toBe(404);
    expect((await wallet.coupons.suggestion('nope', diner.token)).statusCode).toBe(400);
  });
});
