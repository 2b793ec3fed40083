/**
 * Fixtures of the console coupon suites: a store with a Sides section holding a brisket plate, a
 * signed-in brand admin and store manager of it, their calls to the console (in English, from one
 * client address), and a coupon as the console's form sends it.
 */
import type { AuthTestApp } from '@/server/auth/test-app';
import { buildItem, buildLocation, buildMenu, buildReferenceData, buildSection } from '@/server/test/factories';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering';

type Method = 'GET' | 'POST' | 'PUT';

export async function couponConsole(t: AuthTestApp, { storeTitle, client }: { storeTitle: string; client: string }) {
  await buildReferenceData(t.db);
  const locationId = (await buildLocation(t.db, { title: storeTitle })).id;
  const menu = await buildMenu(t.db, { locationIds: [locationId] });
  const sides = (await buildSection(t.db, menu.id, { title: 'Sides' })).id;
  const brisket = (await buildItem(t.db, { title: 'Brisket Plate', sectionId: sides })).id;
  const staff = staffClient(t.app);
  const admin = await buildStaff(t.db, { role: 'brand_admin' });
  const adminToken = await staff.signIn(admin);
  const managerToken = await staff.signIn(await buildStaff(t.db, { role: 'store_manager', storeIds: [locationId] }));
  /** As the brand admin unless `token` says who. */
  const call = (method: Method, url: string, payload?: object, token = adminToken) =>
    t.app.inject({ method, url: `${PREFIX}${url}`, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' }, payload, remoteAddress: client });
  return { locationId, sides, brisket, adminId: admin.id, adminToken, managerToken, call };
}

export type CouponConsole = Awaited<ReturnType<typeof couponConsole>>;

/** 15 % off from $20 in the US, 100 uses and one a customer, no window and no conditions. */
export const couponDraft = (code: string, overrides: object = {}) => ({
  code,
  title: '15% off from $20',
  typeId: 2,
  value: '15',
  singleUse: false,
  countryCode: 'US',
  itemIds: [],
  subcategoryIds: [],
  handoffIds: [],
  minimumAmount: '20',
  validFrom: null,
  validTo: null,
  usageLimit: 100,
  perCustomerLimit: 1,
  ...overrides,
});
