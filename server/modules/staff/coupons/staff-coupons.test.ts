/**
 * The console's coupons on a real database: a brand admin creates a coupon (refused with the
 * form's own messages when it is wrong, 409 for a code the brand has), lists it with its status
 * and redemptions, pauses, resumes and ends it (checkout's availability rule then refuses it), makes
 * a batch of single-use codes and downloads them as CSV; store staff and managers get 403, another
 * brand's coupon 404; every change has its audit row with before and after.
 */
import { and, eq } from 'drizzle-orm';
import { couponCodes, couponRedemptions, coupons, staffAuditLog } from '@/server/db/schema';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { testDatabases } from '@/server/test/databases';
import { buildPlacedOrder } from '../test-staff';
import { couponConsole, couponDraft, type CouponConsole } from './test-coupon-console';

const CLIENT = '198.51.100.9';

describe.each(testDatabases())('console coupons on %s', (kind) => {
  let t: AuthTestApp;
  let c: CouponConsole;
  let sequence = 0;

  beforeAll(async () => {
    t = await buildAuthApp(kind);
    c = await couponConsole(t, { storeTitle: 'Coupon Test Store', client: CLIENT });
  });
  afterAll(() => t.close());

  const uniqueCode = () => `CONSOLE${process.pid}X${++sequence}`;
  const draft = (overrides: object = {}) => couponDraft(uniqueCode().toLowerCase(), overrides);
  const create = (body: object, token = c.adminToken) => c.call('POST', '/admin/coupons', body, token);

  it('creates a percentage coupon from $20 in one market, stored as the checkout reads it, and audits it', async () => {
    const body = draft();
    const created = await create(body);
    expect(created.statusCode).toBe(201);
    const coupon = created.json();
    expect(coupon).toMatchObject({ code: body.code.toUpperCase(), typeId: 2, value: '15.00', minimumAmount: '20.00', countryCode: 'US', currency: 'USD', status: 'active', uses: 0, usageLimit: 100, perCustomerLimit: 1 });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ brandId: 4, code: body.code.toUpperCase(), serialized: false, value: '15.00' });
    const [audit] = await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectType, 'coupon'), eq(staffAuditLog.subjectId, String(coupon.id))));
    expect(audit).toMatchObject({ staffId: c.adminId, action: 'coupon-create', before: null, clientAddress: CLIENT });
    expect(audit!.after).toMatchObject({ code: body.code.toUpperCase(), typeId: 2, value: '15.00' });

    const listed = await c.call('GET', '/admin/coupons');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().coupons.map((entry: { id: number }) => entry.id)).toContain(coupon.id);
    expect(listed.json().choices.markets).toContainEqual({ countryCode: 'US', currency: 'USD' });
    expect(listed.json().choices.items).toContainEqual({ id: c.brisket, title: 'Brisket Plate' });
  });

  it('refuses a draft with the form’s message and code, naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ code: 'NO SPACES' }, 'staff_coupons_code_invalid', 'code'],
      [{ value: '100.5' }, 'staff_coupons_percentage_invalid', 'value'],
      [{ typeId: 3, value: '5' }, 'staff_coupons_items_required', 'itemIds'],
      [{ typeId: 3, value: '5', itemIds: [999_999] }, 'staff_coupons_target_not_found', 'itemIds'],
      [{ validFrom: '2030-01-02T00:00:00Z', validTo: '2030-01-01T00:00:00Z' }, 'staff_coupons_window_invalid', 'validTo'],
      [{ usageLimit: 0 }, 'staff_coupons_limit_invalid', 'usageLimit'],
      [{ countryCode: 'JP' }, 'staff_coupons_market_invalid', 'countryCode'],
    ];
    for (const [overrides, code, field] of cases) {
      const refused = await create(draft(overrides));
      expect({ status: refused.statusCode, code: refused.json().code, field: refused.json().params?.field }).toEqual({ status: 400, code, field });
    }
    const taken = draft();
    expect((await create(taken)).statusCode).toBe(201);
    const again = await create({ ...taken, code: taken.code.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'staff_coupons_code_taken', message: `The code ${taken.code.toUpperCase()} is already used by another coupon of the brand` });
  });

  it('creates a free item and a section amount with their targets by name', async () => {
    const free = await create(draft({ typeId: 9, value: '', itemIds: [c.brisket], minimumAmount: null }));
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({ value: '0.00', items: [{ id: c.brisket, title: 'Brisket Plate' }] });
    const section = await create(draft({ typeId: 5, value: '2.5', subcategoryIds: [c.sides] }));
    expect(section.statusCode).toBe(201);
    expect(section.json().subcategories).toEqual([{ id: c.sides, title: expect.stringContaining('Sides') }]);
  });

  it('pauses, resumes and ends a coupon, each audited; an ended coupon cannot be changed', async () => {
    const { id } = (await create(draft())).json();
    const paused = await c.call('POST', `/admin/coupons/${id}/pause`);
    expect(paused.json()).toMatchObject({ status: 'paused' });
    expect((await c.call('POST', `/admin/coupons/${id}/pause`)).json()).toMatchObject({ code: 'staff_coupons_already_paused' });
    expect((await c.call('POST', `/admin/coupons/${id}/resume`)).json()).toMatchObject({ status: 'active' });
    expect((await c.call('POST', `/admin/coupons/${id}/end`)).json()).toMatchObject({ status: 'ended' });
    const refused = await c.call('POST', `/admin/coupons/${id}/resume`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('staff_coupons_already_ended');
    const rows = await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectType, 'coupon'), eq(staffAuditLog.subjectId, String(id))));
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['coupon-create', null, expect.any(Object)],
      ['coupon-pause', { paused: false, ended: false }, { paused: true, ended: false }],
      ['coupon-resume', { paused: true, ended: false }, { paused: false, ended: false }],
      ['coupon-end', { paused: false, ended: false }, { paused: false, ended: true }],
    ]);
  });

  it('counts a coupon’s redemptions', async () => {
    const { id } = (await create(draft())).json();
    const order = await buildPlacedOrder(t.db, c.locationId);
    await t.db.insert(couponRedemptions).values({ couponId: id, orderId: order.id, customerKey: 'e:ada@example.com', discount: '1.50' });
    expect((await c.call('GET', `/admin/coupons/${id}`)).json()).toMatchObject({ uses: 1 });
  });

  it('makes a batch of single-use codes and exports them as CSV; a shared-code coupon takes none', async () => {
    const { id } = (await create(draft({ singleUse: true }))).json();
    const batch = await c.call('POST', `/admin/coupons/${id}/codes`, { count: 50, prefix: 'bbq' });
    expect(batch.statusCode).toBe(201);
    expect(batch.json()).toEqual({ created: 50, codes: { total: 50, used: 0 } });
    const stored = await t.db.select().from(couponCodes).where(eq(couponCodes.couponId, id));
    expect(new Set(stored.map((row) => row.code)).size).toBe(50);
    expect(stored.every((row) => /^BBQ-[A-Z2-9]{8}$/.test(row.code))).toBe(true);

    const csv = await c.call('GET', `/admin/coupons/${id}/codes.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="coupon-.+-codes\.csv"$/);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('"code","coupon","title","redeemed"');
    expect(lines).toHaveLength(52);
    expect(lines[1]).toMatch(/^"BBQ-[A-Z2-9]{8}","CONSOLE.+","15% off from \$20","no"$/);

    const shared = (await create(draft())).json();
    const refused = await c.call('POST', `/admin/coupons/${shared.id}/codes`, { count: 5, prefix: '' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('staff_coupons_not_single_use');
    const tooMany = await c.call('POST', `/admin/coupons/${id}/codes`, { count: 501, prefix: '' });
    expect(tooMany.json()).toMatchObject({ statusCode: 400, code: 'staff_coupons_batch_count_invalid', params: { field: 'count', max: 500 } });
  });

  it('refuses store managers (403) and answers another brand’s coupon as unknown (404)', async () => {
    const refused = await c.call('GET', '/admin/coupons', undefined, c.managerToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('staff_coupons_admins_only');
    expect((await create(draft(), c.managerToken)).statusCode).toBe(403);
    const [other] = await t.db.insert(coupons).values({ brandId: 3, code: uniqueCode(), title: 'Other brand', typeId: 1, value: '1.00' }).returning();
    for (const url of [`/admin/coupons/${other!.id}`, `/admin/coupons/${other!.id}/codes.csv`]) {
      const unknown = await c.call('GET', url);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('staff_coupons_coupon_not_found');
    }
    expect((await c.call('POST', `/admin/coupons/${other!.id}/end`)).statusCode).toBe(404);
  });
});
