/**
 * The set-up of the wallet coupon suites (the suggestion, expired rewards typed by hand): the app on
 * a real database with its reference data and an orderable store, the coupon client, a signed-in
 * diner's order of sweet teas, and a coupon reward granted to the diner's wallet.
 */
import { REWARD_KIND, REWARD_SOURCE, REWARD_TYPE } from '@/domain/loyalty/constants';
import { grantReward } from '@/server/modules/loyalty';
import { orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { buildStore } from '@/server/modules/payments/test/payable-order';
import type { SignedInCustomer } from '@/server/modules/profile/test-customers';
import { build, type TestApp, type TestDatabaseKind } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { couponClient } from './test-coupons';

export type WalletSuite = {
  /** The app, the store and the coupon client; set before the first test. */
  context: TestApp;
  store: OrderableStore;
  coupons: ReturnType<typeof couponClient>;
  /** The diner's own order of `teas` sweet teas (2.49 each). */
  dinerOrder(diner: SignedInCustomer, teas?: number): Promise<string>;
  /** A mystery coupon reward in the diner's wallet, unless `fields` say otherwise. */
  grant(diner: SignedInCustomer, fields: Partial<Parameters<typeof grantReward>[1]>): ReturnType<typeof grantReward>;
};

/** Call it inside the suite's `describe`: it adds the suite's beforeAll and afterAll. */
export function walletSuite(kind: TestDatabaseKind): WalletSuite {
  const suite: WalletSuite = {
    context: undefined as unknown as TestApp,
    store: undefined as unknown as OrderableStore,
    coupons: undefined as unknown as ReturnType<typeof couponClient>,
    async dinerOrder(diner, teas = 4) {
      const orders = orderClient(suite.context.app, { authorization: `Bearer ${diner.token}` });
      const created = await orders.create({ locationId: suite.store.location.id, handoff: 'pickup', categoryId: 1 });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;
      expect((await orders.addItem(id, undefined, { itemId: suite.store.tea.id, quantity: teas, optionIds: [] })).statusCode).toBe(201);
      return id;
    },
    grant: (diner, fields) =>
      grantReward(suite.context.db, { customerId: diner.id, rewardTypeId: REWARD_TYPE.mystery, rewardSourceId: REWARD_SOURCE.achievement, rewardKindId: REWARD_KIND.coupon, ...fields }),
  };
  beforeAll(async () => {
    suite.context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(suite.context.db);
    suite.store = await buildStore(suite.context.db);
    suite.coupons = couponClient(suite.context.app);
  });
  afterAll(() => suite.context.close());
  return suite;
}
