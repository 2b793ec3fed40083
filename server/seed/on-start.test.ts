/**
 * What a start loads into an empty database. Outside demo mode: the reference data every chain
 * needs and the site content, and nothing demo (no store, menu, coupon, gift card or staff
 * account, so no PIN or password the README prints works). In demo mode: the demo chain and the
 * demo staff. The API then answers on that database as a production start would.
 */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { buildApp } from '@/server/app';
import type { Database, DatabaseConnection } from '@/server/db/client';
import * as t from '@/server/db/schema';
import { testConfig } from '@/server/test/build-app';
import { openTestDatabase, testDatabases } from '@/server/test/databases';
import { loadStartData } from './on-start';

const NOW = new Date('2030-03-04T15:00:00Z');

async function rows(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function demoRows(db: Database) {
  return {
    stores: await rows(db, t.locations),
    menus: await rows(db, t.menus),
    items: await rows(db, t.items),
    coupons: await rows(db, t.coupons),
    couponCodes: await rows(db, t.couponCodes),
    giftCards: await rows(db, t.giftCards),
    loyaltyStore: await rows(db, t.loyaltyStoreItems),
    jobOpenings: await rows(db, t.jobOpenings),
    staff: await rows(db, t.staffAccounts),
  };
}

describe.each(testDatabases())('the data a start loads on %s', (kind) => {
  let database: DatabaseConnection;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(() => database?.close());

  it('outside demo mode loads the reference data and content, and nothing demo, on every start', async () => {
    const first = await loadStartData(database.db, { demoMode: false, demoStaffPassword: null, now: NOW });
    expect(first).toMatchObject({ loaded: 'reference', demoStaff: [] });
    const again = await loadStartData(database.db, { demoMode: false, demoStaffPassword: null, now: NOW });
    expect(again).toMatchObject({ loaded: null, demoStaff: [] });

    const db = database.db;
    expect(await demoRows(db)).toEqual({ stores: 0, menus: 0, items: 0, coupons: 0, couponCodes: 0, giftCards: 0, loyaltyStore: 0, jobOpenings: 0, staff: 0 });
    expect(await rows(db, t.brands)).toBeGreaterThan(0);
    expect(await rows(db, t.countries)).toBeGreaterThan(0);
    expect(await rows(db, t.states)).toBeGreaterThan(0);
    expect(await rows(db, t.contentDocuments)).toBeGreaterThan(0);

    const app = await buildApp({ config: testConfig({ demoMode: false }), database, logger: false });
    try {
      const stores = await app.inject({ method: 'GET', url: '/online-ordering/locations' });
      expect(stores.statusCode).toBe(200);
      expect(JSON.stringify(stores.json())).not.toMatch(/Dallas|Austin/);
      // The README's demo gift card does not exist.
      const gift = await app.inject({ method: 'POST', url: '/online-ordering/payment-management/giftcard/balance', payload: { number: '6006490000000001', pin: '1234' } });
      expect(gift.statusCode).toBeGreaterThanOrEqual(400);
      expect(gift.statusCode).toBeLessThan(500);
      const admin = await app.inject({ method: 'POST', url: '/online-ordering/staff/login', payload: { email: 'admin@whitlocks.example', password: 'Demo-Staff-Shift-1' } });
      expect(admin.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('in demo mode loads the demo chain and the demo staff into an empty database', async () => {
    const data = await loadStartData(database.db, { demoMode: true, demoStaffPassword: 'Demo-Staff-Shift-1', now: NOW });
    expect(data.loaded).toBe('demo-chain');
    expect(data.demoStaff.map((account) => account.role)).toEqual(['store_staff', 'store_staff', 'brand_admin', 'store_manager', 'brand_admin']);
    const found = await demoRows(database.db);
    for (const table of ['stores', 'menus', 'coupons', 'giftCards', 'staff'] as const) expect(found[table]).toBeGreaterThan(0);
  });
});
