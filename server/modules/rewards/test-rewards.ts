/**
 * Fixtures for the rewards suites: the app with a scripted random source, a store whose menu
 * holds the reward items and a meats section, and paid orders inserted as the payment flow
 * leaves them (status, paid time, lines).
 */
import { createHash, randomUUID } from 'node:crypto';
import { ACHIEVEMENTS, MEATS_SECTION_SLUG } from '@/domain/loyalty/achievements';
import { MYSTERY_PRIZES } from '@/domain/loyalty/mystery-rewards';
import { REFERRAL_REWARD_ITEM_SLUG } from '@/domain/loyalty/referrals';
import { ANNIVERSARY_REWARD_ITEM_SLUG, BIRTHDAY_REWARD_ITEM_SLUG } from '@/domain/loyalty/yearly-rewards';
import { buildApp, type App } from '@/server/app';
import type { Database, DatabaseConnection } from '@/server/db/client';
import * as t from '@/server/db/schema';
import { testConfig, type TestDatabaseKind } from '@/server/test/build-app';
import { openTestDatabase } from '@/server/test/databases';
import { buildItem, buildLocation, buildMenu, buildReferenceData, buildSection } from '@/server/test/factories';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import { signedInCustomer } from '@/server/modules/profile/test-customers';

export const MEATS = ['beef-brisket-lb', 'pulled-pork-lb', 'smoked-turkey-lb'];

/** Numbers the mystery draw will read, in order; 0 once they run out. */
export function scriptedRandom() {
  const values: number[] = [];
  return { random: () => values.shift() ?? 0, push: (...next: number[]) => values.push(...next) };
}

export type RewardsApp = { app: App; db: Database; database: DatabaseConnection; store: RewardStore; script: ReturnType<typeof scriptedRandom> };

export type RewardStore = { locationId: number; itemIds: Record<string, number> };

/** The brand's items the rewards give, a meats section, and a store selling them. */
export async function buildRewardStore(db: Database): Promise<RewardStore> {
  await buildReferenceData(db);
  const location = await buildLocation(db);
  const menu = await buildMenu(db, { locationIds: [location.id] });
  const meats = await buildSection(db, menu.id, { slug: MEATS_SECTION_SLUG, title: 'Meats' });
  const extras = await buildSection(db, menu.id, { slug: 'extras', title: 'Extras' });
  const itemIds: Record<string, number> = {};
  for (const slug of MEATS) {
    itemIds[slug] = (await buildItem(db, { slug, title: slug, sectionId: meats.id, prices: { [location.id]: '20.00' } })).id;
  }
  const rewardSlugs = new Set([
    ...MYSTERY_PRIZES.map((prize) => prize.itemSlug),
    ...ACHIEVEMENTS.map((rule) => rule.rewardItemSlug),
    REFERRAL_REWARD_ITEM_SLUG,
    BIRTHDAY_REWARD_ITEM_SLUG,
    ANNIVERSARY_REWARD_ITEM_SLUG,
  ]);
  for (const slug of rewardSlugs) {
    if (itemIds[slug]) continue;
    const title = slug.split('-').map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
    itemIds[slug] = (await buildItem(db, { slug, title, translations: { 'fr-ca': { title: `${title} (fr)` } }, sectionId: extras.id, prices: { [location.id]: '4.00' } })).id;
  }
  return { locationId: location.id, itemIds };
}

export async function buildRewardsApp(kind: TestDatabaseKind): Promise<RewardsApp> {
  const database = await openTestDatabase(kind);
  const script = scriptedRandom();
  const app = await buildApp({ config: testConfig(), database, logger: false, rewards: { random: script.random } });
  const store = await buildRewardStore(database.db);
  return { app, db: database.db, database, store, script };
}

export async function closeRewardsApp(context: RewardsApp): Promise<void> {
  await context.app.close();
  await context.database.close();
}

/** A signed-in diner whose email is verified: their paid orders count toward rewards. */
export function verifiedDiner(db: Database, fields: Partial<typeof t.customers.$inferInsert> = {}) {
  return signedInCustomer(db, { emailVerifiedAt: new Date(), ...fields });
}

/**
 * An order of the diner in `statusId` (paid by default), holding one line of each slug, of
 * `amount` before tax (20.00 by default) paid by card: money received, as a paid order has.
 */
export async function buildPaidOrder(
  db: Database,
  store: RewardStore,
  customerId: number,
  { slugs = [], paidAt = new Date(), statusId = ORDER_STATUS.paid, amount = '20.00' }: { slugs?: string[]; paidAt?: Date; statusId?: number; amount?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(t.orders).values({
    id,
    brandId: 4,
    countryCode: 'US',
    currency: 'usd',
    locationId: store.locationId,
    categoryId: 1,
    handoffId: 2,
    statusId,
    accessTokenHash: createHash('sha256').update(id).digest('hex'),
    customerId,
    itemCount: slugs.length,
    subtotal: amount,
    total: amount,
    paidAt: statusId === ORDER_STATUS.open ? null : paidAt,
    createdAt: paidAt,
  });
  if (slugs.length > 0) {
    await db.insert(t.orderItems).values(slugs.map((slug) => ({ orderId: id, itemId: store.itemIds[slug]!, quantity: 1, unitPrice: '20.00' })));
  }
  if (statusId !== ORDER_STATUS.open) {
    await db.insert(t.payments).values({ orderId: id, method: 'card', paymentTypeId: 2, amount, currency: 'usd', label: 'Visa •••• 4242', createdAt: paidAt });
  }
  return id;
}

export async function buildPaidOrders(db: Database, store: RewardStore, customerId: number, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) await buildPaidOrder(db, store, customerId);
}
