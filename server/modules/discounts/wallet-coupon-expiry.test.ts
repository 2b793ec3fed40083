/**
 * A wallet coupon reward past its own expiry, its code typed by hand on a real database: the
 * expired reward never goes on the order (a live reward of the same coupon does), and a single-use
 * code whose reward has expired is refused with 422 coupon_conditions_not_met, leaving the order as it was.
 */
import { eq } from 'drizzle-orm';
import { REWARD_KIND, REWARD_STATUS } from '@/domain/loyalty/constants';
import { walletRewards } from '@/server/db/schema';
import { testDatabases } from '@/server/test/build-app';
import { orderClient } from '@/server/modules/orders/test-store';
import { signedInCustomer } from '@/server/modules/profile/test-customers';
import { buildCoupon } from './test-coupons';
import { walletSuite } from './test-wallet';

const PAST = new Date('2020-01-01T00:00:00Z');
const FUTURE = new Date('2099-01-01T00:00:00Z');

describe.each(testDatabases())('expired wallet coupons typed by hand on %s', (kind) => {
  const wallet = walletSuite(kind);
  const { dinerOrder, grant } = wallet;
  const rewardOf = async (id: string) => (await wallet.context.db.select().from(walletRewards).where(eq(walletRewards.id, id)))[0]!;
  const tag = () => `${process.pid}${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;

  it('leaves an expired coupon reward in the wallet and puts the live one of the same coupon on the order', async () => {
    const diner = await signedInCustomer(wallet.context.db);
    const bearer = { authorization: `Bearer ${diner.token}` };
    const id = await dinerOrder(diner);
    const coupon = await buildCoupon(wallet.context.db, { value: '1.00' });
    const expired = await grant(diner, { couponId: coupon.id, expiresAt: PAST });
    const live = await grant(diner, { couponId: coupon.id, expiresAt: FUTURE });
    const applied = await wallet.coupons.apply(id, undefined, { code: coupon.code }, bearer);
    expect(applied.statusCode).toBe(200);
    expect(await rewardOf(expired.reward.id)).toMatchObject({ statusId: REWARD_STATUS.inWallet, orderId: null });
    expect(await rewardOf(live.reward.id)).toMatchObject({ statusId: REWARD_STATUS.onOrder, orderId: id });
  });

  it('puts no reward on the order when the diner’s only reward of that coupon has expired', async () => {
    const diner = await signedInCustomer(wallet.context.db);
    const id = await dinerOrder(diner);
    const coupon = await buildCoupon(wallet.context.db, { value: '1.00' });
    const expired = await grant(diner, { couponId: coupon.id, expiresAt: PAST });
    expect((await wallet.coupons.apply(id, undefined, { code: coupon.code }, { authorization: `Bearer ${diner.token}` })).statusCode).toBe(200);
    expect(await rewardOf(expired.reward.id)).toMatchObject({ statusId: REWARD_STATUS.inWallet, orderId: null });
  });

  it.each([
    ['past its expiry', { expiresAt: PAST }],
    ['marked expired', { expiresAt: FUTURE, statusId: REWARD_STATUS.expired }],
  ] as const)('refuses the single-use code of a reward %s, for its owner and for anyone else', async (_, state) => {
    const diner = await signedInCustomer(wallet.context.db);
    const other = await signedInCustomer(wallet.context.db);
    const code = `GIFT-${tag()}`;
    const serialized = await buildCoupon(wallet.context.db, { value: '3.00', serialized: true }, [code]);
    const { reward } = await grant(diner, { rewardKindId: REWARD_KIND.serializedCoupon, couponId: serialized.id, couponCode: code, expiresAt: state.expiresAt });
    if ('statusId' in state) await wallet.context.db.update(walletRewards).set({ statusId: state.statusId }).where(eq(walletRewards.id, reward.id));
    for (const who of [diner, other]) {
      const id = await dinerOrder(who);
      const refused = await wallet.coupons.apply(id, undefined, { code }, { authorization: `Bearer ${who.token}` });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'coupon_conditions_not_met', params: { code }, errors: [`Coupon ${code} has expired`] });
      const order = await orderClient(wallet.context.app, { authorization: `Bearer ${who.token}` }).get(id, undefined);
      expect(order.json().coupons).toEqual([]);
    }
    expect(await rewardOf(reward.id)).toMatchObject({ orderId: null });
  });
});
