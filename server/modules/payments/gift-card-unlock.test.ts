/**
 * The staff console's gift card unlock: a brand admin looks a card up by number and unlocks a
 * card held by wrong PINs; the unlock is a staff audit log row with the lock before and after.
 * Store staff get 403, a card of another brand (or an unknown one) 404.
 */
import { and, eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { loadGiftCards } from '@/server/seed/load-giftcards';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { numberHash } from './gift-cards/codes';

const PREFIX = '/online-ordering';
let serial = 0;
const nextNumber = () => `60064944${String((serial += 1)).padStart(8, '0')}`;
let clients = 0;
const nextClient = () => `192.0.2.${(clients += 1)}`;

describe.each(testDatabases())('staff gift card unlock on %s', (kind) => {
  let context: TestApp;
  let adminToken: string;
  let storeStaffToken: string;
  let otherBrandToken: string;
  let adminId: number;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    const staff = staffClient(context.app);
    const admin = await buildStaff(context.db, { role: 'brand_admin' });
    adminId = admin.id;
    adminToken = await staff.signIn(admin);
    storeStaffToken = await staff.signIn(await buildStaff(context.db, { role: 'store_staff' }));
    otherBrandToken = await staff.signIn(await buildStaff(context.db, { role: 'brand_admin', brandId: 3 }));
  });
  afterAll(() => context.close());

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const lookup = (token: string, number: string) =>
    context.app.inject({ method: 'POST', url: `${PREFIX}/staff/gift-cards/lookup`, payload: { number }, headers: auth(token) });
  const unlock = (token: string, id: number | string) =>
    context.app.inject({ method: 'POST', url: `${PREFIX}/staff/gift-cards/${id}/unlock`, headers: auth(token), remoteAddress: '10.1.2.3' });
  const balance = (number: string, pin: string) =>
    context.app.inject({ method: 'POST', url: `${PREFIX}/payment-management/giftcard/balance`, payload: { number, pin }, remoteAddress: nextClient() });

  async function heldCard() {
    const number = nextNumber();
    await loadGiftCards(context.db, [{ number, pin: '1234', currency: 'USD', balance: '30.00', use: 'test' }]);
    await context.db.update(t.giftCards).set({ pinLocks: 4, pinFailures: 0, pinLockedUntil: null }).where(eq(t.giftCards.numberHash, numberHash(number)));
    return number;
  }

  it('looks a held card up by number and unlocks it: the PIN works again and the audit log has the row', async () => {
    const number = await heldCard();
    expect((await balance(number, '1234')).json().code).toBe('gift_card_held');
    const found = await lookup(adminToken, number.replace(/(\d{4})/g, '$1 ').trim());
    expect(found.statusCode).toBe(200);
    const card = found.json();
    expect(card).toEqual({ id: expect.any(Number), last4: number.slice(-4), balance: '30.00', currency: 'USD', lock: 'held', lockedUntil: null, wrongPins: 0, locks: 4 });
    const unlocked = await unlock(adminToken, card.id);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ id: card.id, lock: 'open', wrongPins: 0, locks: 0 });
    expect((await balance(number, '1234')).statusCode).toBe(200);
    const rows = await context.db
      .select()
      .from(t.staffAuditLog)
      .where(and(eq(t.staffAuditLog.subjectType, 'gift-card'), eq(t.staffAuditLog.subjectId, String(card.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffId: adminId,
      action: 'gift-card-unlock',
      before: { wrongPins: 0, locks: 4, lockedUntil: null },
      after: { wrongPins: 0, locks: 0, lockedUntil: null },
      clientAddress: '10.1.2.3',
    });
  });

  it('unlocks a card in a timed lock too', async () => {
    const number = await heldCard();
    const until = new Date(Date.now() + 3_600_000);
    await context.db.update(t.giftCards).set({ pinLocks: 2, pinLockedUntil: until }).where(eq(t.giftCards.numberHash, numberHash(number)));
    const card = (await lookup(adminToken, number)).json();
    expect(card).toMatchObject({ lock: 'locked', lockedUntil: until.toISOString(), locks: 2 });
    expect((await unlock(adminToken, card.id)).json()).toMatchObject({ lock: 'open', lockedUntil: null });
  });

  it('answers 404 for an unknown number or id and for another brand\'s card, 403 to store staff, 401 without a staff token', async () => {
    const number = await heldCard();
    const { id } = (await lookup(adminToken, number)).json();
    expect((await lookup(adminToken, nextNumber())).statusCode).toBe(404);
    expect((await unlock(adminToken, 999_999)).statusCode).toBe(404);
    expect((await lookup(otherBrandToken, number)).statusCode).toBe(404);
    expect((await unlock(otherBrandToken, id)).statusCode).toBe(404);
    expect((await lookup(storeStaffToken, number)).statusCode).toBe(403);
    expect((await unlock(storeStaffToken, id)).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'POST', url: `${PREFIX}/staff/gift-cards/${id}/unlock` })).statusCode).toBe(401);
    expect((await lookup(adminToken, number)).json().lock).toBe('held');
  });

  it.each([
    [{ number: '1234' }, 400, 'gift_card_number_invalid'],
    [{ number: '6006490000000001', extra: 1 }, 400, undefined],
    [{}, 400, undefined],
  ])('validates the lookup body %j', async (payload, status, code) => {
    const response = await context.app.inject({ method: 'POST', url: `${PREFIX}/staff/gift-cards/lookup`, payload, headers: auth(adminToken) });
    expect(response.statusCode).toBe(status);
    if (code) expect(response.json().code).toBe(code);
  });

  it('refuses an id that is not a number', async () => {
    expect((await unlock(adminToken, 'abc')).statusCode).toBe(400);
  });
});
