/**
 * Test fixtures for the loyalty suites: a store whose everyday menu sells a dessert the rewards
 * store lists, signed-in diners with points, and a client for the loyalty routes.
 */
import type { App } from '@/server/app';
import type { Database } from '@/server/db/client';
import * as t from '@/server/db/schema';
import { buildOrderableStore, type OrderableStore } from '@/server/modules/orders/test-store';
import { call, signedInCustomer, type SignedInCustomer } from '@/server/modules/profile/test-customers';
import { buildItem } from '@/server/test/factories';
import { creditPoints } from './ledger';

export type LoyaltyStore = OrderableStore & { pudding: typeof t.items.$inferSelect; puddingPoints: number };

/** An orderable store (slots for everyone) with a 3.99 banana pudding the brand's rewards store sells for 150 points. */
export async function buildLoyaltyStore(db: Database, overrides: Parameters<typeof buildOrderableStore>[1] = {}): Promise<LoyaltyStore> {
  const store = await buildOrderableStore(db, { slotCapacity: 10_000, ...overrides });
  const pudding = await buildItem(db, { title: 'Banana Pudding', brandId: store.location.brandId, sectionId: store.section.id, prices: { [store.location.id]: '3.99' } });
  await db.insert(t.loyaltyStoreItems).values({ brandId: store.location.brandId, itemId: pudding.id, points: 150 }).onConflictDoNothing();
  return { ...store, pudding, puddingPoints: 150 };
}

let grants = 0;

export async function dinerWithPoints(db: Database, points: number): Promise<SignedInCustomer> {
  const diner = await signedInCustomer(db);
  if (points > 0) {
    grants += 1;
    await creditPoints(db, { customerId: diner.id, points, reason: 'adjustment', key: `test-grant:${diner.id}:${grants}` });
  }
  return diner;
}

export function loyaltyClient(app: App, market: Record<string, string> = {}) {
  return (diner: SignedInCustomer | null) => {
    const go = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object, headers: Record<string, string> = {}) =>
      call(app, diner?.token, method, path, body, { ...market, ...headers });
    return {
      go,
      recap: () => go('GET', '/loyalty/my-profile/points-recap'),
      history: (query = '') => go('GET', `/loyalty/my-profile/collect-points/points-history${query}`),
      wallet: (query = '') => go('GET', `/loyalty/my-profile/rewards${query}`),
      storeItems: () => go('GET', '/loyalty/store/items'),
      storeItem: (itemId: number | string) => go('GET', `/loyalty/store/items/${itemId}`),
      redeem: (itemId: number | string, headers: Record<string, string> = {}) => go('POST', `/loyalty/store/items/${itemId}`, undefined, headers),
      details: (locationId: number, itemId: number) => go('GET', `/locations/${locationId}/items/${itemId}/loyalty-details`),
      addReward: (locationId: number, itemId: number, body: object, headers: Record<string, string> = {}) =>
        go('POST', `/locations/${locationId}/items/${itemId}/item-instance`, body, headers),
      removeReward: (locationId: number, itemId: number, orderId: string, rewardId: string) =>
        go('DELETE', `/locations/${locationId}/items/${itemId}/item-instance?orderId=${orderId}&rewardId=${rewardId}`),
    };
  };
}
