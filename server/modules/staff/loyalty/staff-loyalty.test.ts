/**
 * The console's loyalty settings on a real database: a brand admin reads the settings, changes
 * the earn rate (the public program answers the new rate at once), adds, reprices, retires and
 * brings back a rewards store item (the diners' store follows), sets the mystery odds (the draw
 * uses them) and the yearly rewards; the rules refuse with the form's messages and codes, an item
 * off the brand's menu is 404; store staff and managers get 403; every change has its audit row.
 */
import { and, desc, eq } from 'drizzle-orm';
import { staffAuditLog, type StaffAuditAction } from '@/server/db/schema';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { rewardSettings } from '@/server/modules/loyalty';
import { testDatabases } from '@/server/test/databases';
import { buildItem, buildLocation, buildReferenceData } from '@/server/test/factories';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering';
const CLIENT = '198.51.100.31';

describe.each(testDatabases())('console loyalty settings on %s', (kind) => {
  let t: AuthTestApp;
  let adminToken: string;
  let adminId: number;
  let managerToken: string;
  let staffToken: string;
  let pudding: { id: number; slug: string };
  let cobbler: { id: number; slug: string };
  let otherBrandItem: number;

  beforeAll(async () => {
    t = await buildAuthApp(kind);
    await buildReferenceData(t.db);
    const locationId = (await buildLocation(t.db, { title: 'Loyalty Test Store' })).id;
    pudding = await buildItem(t.db, { title: 'Banana Pudding Cup' });
    cobbler = await buildItem(t.db, { title: 'Peach Cobbler Cup' });
    otherBrandItem = (await buildItem(t.db, { title: 'Trailer Brisket', brandId: 3 })).id;
    const staff = staffClient(t.app);
    const admin = await buildStaff(t.db, { role: 'brand_admin' });
    adminId = admin.id;
    adminToken = await staff.signIn(admin);
    managerToken = await staff.signIn(await buildStaff(t.db, { role: 'store_manager', storeIds: [locationId] }));
    staffToken = await staff.signIn(await buildStaff(t.db, { role: 'store_staff', storeIds: [locationId] }));
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PREFIX}${url}`, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' }, payload, remoteAddress: CLIENT });
  const lastAudit = async (action: StaffAuditAction) =>
    (await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectType, 'loyalty'), eq(staffAuditLog.action, action))).orderBy(desc(staffAuditLog.id)).limit(1))[0];
  const publicRead = (url: string) => t.app.inject({ url: `${PREFIX}${url}`, headers: { 'brand-id': '4', 'accept-language': 'en-US' } });

  it('reads the program, the store, the odds, the yearly rewards and the menu items to choose from', async () => {
    const answer = await call(adminToken, 'GET', '/admin/loyalty');
    expect(answer.statusCode).toBe(200);
    const settings = answer.json();
    expect(settings.program).toEqual({ loyaltyEnabled: true, pointsPerUnit: 10 });
    expect(settings.items).toEqual(expect.arrayContaining([{ id: pudding.id, title: 'Banana Pudding Cup' }]));
    expect(settings.items.map((item: { id: number }) => item.id)).not.toContain(otherBrandItem);
  });

  it('changes the earn rate: the public program states it at once, and the change is audited', async () => {
    const changed = await call(adminToken, 'PUT', '/admin/loyalty/program', { loyaltyEnabled: true, pointsPerUnit: 25 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().program).toEqual({ loyaltyEnabled: true, pointsPerUnit: 25 });
    expect((await publicRead('/loyalty/program')).json()).toMatchObject({ loyaltyEnabled: true, pointsPerUnit: 25 });
    expect(await lastAudit('loyalty-program-change')).toMatchObject({
      staffId: adminId,
      subjectId: '4',
      clientAddress: CLIENT,
      before: { loyaltyEnabled: true, pointsPerUnit: 10 },
      after: { loyaltyEnabled: true, pointsPerUnit: 25 },
    });
    await call(adminToken, 'PUT', '/admin/loyalty/program', { loyaltyEnabled: true, pointsPerUnit: 10 });
    expect((await publicRead('/loyalty/program')).json()).toMatchObject({ pointsPerUnit: 10 });
  });

  it.each([
    [0, 'staff_loyalty_earn_rate_invalid'],
    [101, 'staff_loyalty_earn_rate_invalid'],
  ])('refuses an earn rate of %s with %s and keeps the rate', async (pointsPerUnit, code) => {
    const refused = await call(adminToken, 'PUT', '/admin/loyalty/program', { loyaltyEnabled: true, pointsPerUnit });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code, params: { field: 'pointsPerUnit', min: 1, max: 100 }, message: 'Enter the points earned per currency unit: a whole number from 1 to 100' });
    expect((await publicRead('/loyalty/program')).json()).toMatchObject({ pointsPerUnit: 10 });
  });

  it('adds, reprices, retires and brings back a rewards store item; the diners’ store follows', async () => {
    const listedIds = async () => (await publicRead('/loyalty/store/items')).json().data.map((entry: { itemId: number; points: number }) => [entry.itemId, entry.points]);
    const added = await call(adminToken, 'POST', '/admin/loyalty/store-items', { itemId: pudding.id, points: 150 });
    expect(added.statusCode).toBe(201);
    expect(added.json().storeItems).toContainEqual({ itemId: pudding.id, title: 'Banana Pudding Cup', points: 150, active: true });
    expect(await listedIds()).toContainEqual([pudding.id, 150]);
    expect((await call(adminToken, 'POST', '/admin/loyalty/store-items', { itemId: pudding.id, points: 120 })).json()).toMatchObject({ statusCode: 409, code: 'staff_loyalty_already_listed' });

    const repriced = await call(adminToken, 'PUT', `/admin/loyalty/store-items/${pudding.id}`, { points: 175 });
    expect(repriced.statusCode).toBe(200);
    expect(await listedIds()).toContainEqual([pudding.id, 175]);
    expect(await lastAudit('loyalty-store-change')).toMatchObject({ before: { itemId: pudding.id, points: 150 }, after: { itemId: pudding.id, points: 175 } });

    const retired = await call(adminToken, 'POST', `/admin/loyalty/store-items/${pudding.id}/retire`);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().storeItems).toContainEqual({ itemId: pudding.id, title: 'Banana Pudding Cup', points: 175, active: false });
    expect((await listedIds()).map(([id]: [number]) => id)).not.toContain(pudding.id);
    expect((await call(adminToken, 'POST', `/admin/loyalty/store-items/${pudding.id}/retire`)).json()).toMatchObject({ statusCode: 409, code: 'staff_loyalty_already_retired' });

    const back = await call(adminToken, 'POST', '/admin/loyalty/store-items', { itemId: pudding.id, points: 140 });
    expect(back.statusCode).toBe(201);
    expect(await listedIds()).toContainEqual([pudding.id, 140]);
    expect(await lastAudit('loyalty-store-add')).toMatchObject({ before: { itemId: pudding.id, points: 175, active: false }, after: { itemId: pudding.id, points: 140, active: true } });
  });

  it.each([
    ['POST', '/admin/loyalty/store-items', () => ({ itemId: otherBrandItem, points: 100 }), 404, 'staff_loyalty_item_not_on_menu'],
    ['POST', '/admin/loyalty/store-items', () => ({ itemId: cobbler.id, points: 0 }), 400, 'staff_loyalty_points_invalid'],
    ['PUT', '/admin/loyalty/store-items/999999', () => ({ points: 10 }), 404, 'staff_loyalty_not_listed'],
  ] as const)('%s %s refuses with %s %s', async (method, url, body, status, code) => {
    const refused = await call(adminToken, method, url, body());
    expect(refused.statusCode).toBe(status);
    expect(refused.json()).toMatchObject({ statusCode: status, code });
  });

  it('sets the mystery odds, which the draw then uses, and refuses odds that do not add up to 100', async () => {
    const set = await call(adminToken, 'PUT', '/admin/loyalty/mystery-odds', { prizes: [{ itemId: pudding.id, weight: 70 }, { itemId: cobbler.id, weight: 30 }] });
    expect(set.statusCode).toBe(200);
    expect(set.json().mysteryPrizes).toEqual([
      { itemId: pudding.id, title: 'Banana Pudding Cup', weight: 70 },
      { itemId: cobbler.id, title: 'Peach Cobbler Cup', weight: 30 },
    ]);
    expect((await rewardSettings(t.db, 4)).mysteryPrizes).toEqual([
      { key: pudding.slug, itemSlug: pudding.slug, weight: 70 },
      { key: cobbler.slug, itemSlug: cobbler.slug, weight: 30 },
    ]);
    expect((await lastAudit('loyalty-mystery-odds'))!.after).toEqual({ odds: { [pudding.slug]: 70, [cobbler.slug]: 30 } });

    const short = await call(adminToken, 'PUT', '/admin/loyalty/mystery-odds', { prizes: [{ itemId: pudding.id, weight: 60 }, { itemId: cobbler.id, weight: 30 }] });
    expect(short.json()).toMatchObject({ statusCode: 400, code: 'staff_loyalty_odds_total_invalid', params: { total: 90, max: 100 } });
    const twice = await call(adminToken, 'PUT', '/admin/loyalty/mystery-odds', { prizes: [{ itemId: pudding.id, weight: 50 }, { itemId: pudding.id, weight: 50 }] });
    expect(twice.json()).toMatchObject({ statusCode: 400, code: 'staff_loyalty_odds_prize_repeated' });
    const offMenu = await call(adminToken, 'PUT', '/admin/loyalty/mystery-odds', { prizes: [{ itemId: otherBrandItem, weight: 100 }] });
    expect(offMenu.json()).toMatchObject({ statusCode: 404, code: 'staff_loyalty_item_not_on_menu' });
    expect((await rewardSettings(t.db, 4)).mysteryPrizes.map((prize) => prize.weight)).toEqual([70, 30]);
  });

  it('chooses the birthday reward and turns the anniversary reward off', async () => {
    const set = await call(adminToken, 'PUT', '/admin/loyalty/yearly-rewards', { birthdayItemId: cobbler.id, anniversaryItemId: null });
    expect(set.statusCode).toBe(200);
    expect(set.json().yearly).toEqual({ birthday: { id: cobbler.id, title: 'Peach Cobbler Cup' }, anniversary: null });
    expect(await rewardSettings(t.db, 4)).toMatchObject({ birthdayItemSlug: cobbler.slug, anniversaryItemSlug: null });
    expect(await lastAudit('loyalty-yearly-rewards')).toMatchObject({ before: { birthdayRewardItemSlug: 'banana-pudding', anniversaryRewardItemSlug: 'peach-cobbler' }, after: { birthdayRewardItemSlug: cobbler.slug, anniversaryRewardItemSlug: null } });
    const offMenu = await call(adminToken, 'PUT', '/admin/loyalty/yearly-rewards', { birthdayItemId: otherBrandItem, anniversaryItemId: null });
    expect(offMenu.json()).toMatchObject({ statusCode: 404, code: 'staff_loyalty_item_not_on_menu', params: { id: otherBrandItem } });
  });

  it('refuses store managers and store staff with 403, and a caller without a token with 401', async () => {
    for (const token of [managerToken, staffToken]) {
      expect((await call(token, 'GET', '/admin/loyalty')).json()).toMatchObject({ statusCode: 403, code: 'staff_loyalty_admins_only' });
      expect((await call(token, 'PUT', '/admin/loyalty/program', { loyaltyEnabled: true, pointsPerUnit: 50 })).statusCode).toBe(403);
      expect((await call(token, 'POST', `/admin/loyalty/store-items/${pudding.id}/retire`)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `${PREFIX}/admin/loyalty` })).statusCode).toBe(401);
    expect((await publicRead('/loyalty/program')).json()).toMatchObject({ pointsPerUnit: 10 });
  });
});
