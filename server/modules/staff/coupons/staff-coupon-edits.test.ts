/**
 * Editing a coupon and finding it in the console's list, on a real database: a brand admin edits a
 * coupon's conditions, market, window and limits (audited before and after); once diners used it,
 * its code and discount type stay (409 with a human message), a coupon with single-use codes stays
 * one, an ended coupon is not changed; the list filters by status, market and a text in the code or
 * title, a page at a time. With a real Redis (TEST_REDIS_URL), an edit is announced as a change of
 * coupons.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { couponRedemptions, coupons, staffAuditLog } from '@/server/db/schema';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { testDatabases } from '@/server/test/databases';
import { buildPlacedOrder } from '../test-staff';
import { couponConsole, couponDraft, type CouponConsole } from './test-coupon-console';

const CLIENT = '198.51.100.10';

let sequence = 0;
const uniqueCode = () => `EDIT${process.pid}X${++sequence}`;
const draft = (overrides: object = {}) => couponDraft(uniqueCode(), overrides);

describe.each(testDatabases())('editing and finding console coupons on %s', (kind) => {
  let t: AuthTestApp;
  let c: CouponConsole;

  beforeAll(async () => {
    t = await buildAuthApp(kind);
    c = await couponConsole(t, { storeTitle: 'Coupon Edit Store', client: CLIENT });
  });
  afterAll(() => t.close());

  const create = async (body: ReturnType<typeof draft>) => {
    const created = await c.call('POST', '/admin/coupons', body);
    expect(created.statusCode).toBe(201);
    return created.json() as { id: number; code: string };
  };

  it('edits an unused coupon whole (code and type too) and audits it before and after', async () => {
    const body = draft();
    const { id } = await create(body);
    const edited = await c.call('PUT', `/admin/coupons/${id}`, { ...body, code: `${body.code}B`, typeId: 9, value: '', itemIds: [c.brisket], countryCode: null, usageLimit: 250, validTo: '2031-01-01T00:00:00Z' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, code: `${body.code}B`, typeId: 9, value: '0.00', countryCode: null, usageLimit: 250, validTo: '2031-01-01T00:00:00.000Z', items: [{ id: c.brisket, title: 'Brisket Plate' }] });
    const [audit] = await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectId, String(id)), eq(staffAuditLog.action, 'coupon-edit')));
    expect(audit).toMatchObject({ staffId: c.adminId, subjectType: 'coupon', clientAddress: CLIENT });
    expect(audit!.before).toMatchObject({ code: body.code, typeId: 2, value: '15.00', countryCode: 'US', usageLimit: 100 });
    expect(audit!.after).toMatchObject({ code: `${body.code}B`, typeId: 9, value: '0.00', countryCode: null, usageLimit: 250, itemIds: [c.brisket] });
  });

  it('keeps the type and code of a used coupon (409, said in words) and still edits its limits', async () => {
    const body = draft();
    const { id } = await create(body);
    const order = await buildPlacedOrder(t.db, c.locationId);
    await t.db.insert(couponRedemptions).values({ couponId: id, orderId: order.id, customerKey: 'e:ada@example.com', discount: '3.00' });

    const typeChange = await c.call('PUT', `/admin/coupons/${id}`, { ...body, typeId: 1, value: '5' });
    expect(typeChange.statusCode).toBe(409);
    expect(typeChange.json()).toMatchObject({
      code: 'staff_coupons_used_type_fixed',
      message: `Coupon ${body.code} has been used 1 times: its discount type stays as it is. Create a new coupon for another type`,
      params: { field: 'typeId', code: body.code, uses: 1 },
    });
    const codeChange = await c.call('PUT', `/admin/coupons/${id}`, { ...body, code: `${body.code}X` });
    expect(codeChange.statusCode).toBe(409);
    expect(codeChange.json()).toMatchObject({ code: 'staff_coupons_used_code_fixed', params: { field: 'code' } });

    const limits = await c.call('PUT', `/admin/coupons/${id}`, { ...body, code: body.code.toLowerCase(), usageLimit: 500, perCustomerLimit: 2 });
    expect(limits.statusCode).toBe(200);
    expect(limits.json()).toMatchObject({ code: body.code, typeId: 2, usageLimit: 500, perCustomerLimit: 2, uses: 1 });
  });

  it('keeps a coupon with single-use codes one, and refuses to change an ended coupon', async () => {
    const single = draft({ singleUse: true });
    const { id } = await create(single);
    expect((await c.call('POST', `/admin/coupons/${id}/codes`, { count: 3, prefix: '' })).statusCode).toBe(201);
    const shared = await c.call('PUT', `/admin/coupons/${id}`, { ...single, singleUse: false });
    expect(shared.statusCode).toBe(409);
    expect(shared.json().code).toBe('staff_coupons_single_use_fixed');

    const body = draft();
    const ended = await create(body);
    await c.call('POST', `/admin/coupons/${ended.id}/end`);
    const refused = await c.call('PUT', `/admin/coupons/${ended.id}`, { ...body, usageLimit: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'staff_coupons_already_ended', message: 'This coupon has ended already: it cannot be changed' });
  });

  it('refuses an edit the rules refuse (400, naming the field), a code another coupon has (409), strangers (403, 404)', async () => {
    const body = draft();
    const { id } = await create(body);
    const other = await create(draft());
    const window = await c.call('PUT', `/admin/coupons/${id}`, { ...body, validFrom: '2030-01-02T00:00:00Z', validTo: '2030-01-01T00:00:00Z' });
    expect(window.json()).toMatchObject({ statusCode: 400, code: 'staff_coupons_window_invalid', params: { field: 'validTo' } });
    const limit = await c.call('PUT', `/admin/coupons/${id}`, { ...body, usageLimit: 0 });
    expect(limit.json()).toMatchObject({ statusCode: 400, code: 'staff_coupons_limit_invalid', params: { field: 'usageLimit' } });
    const extra = await c.call('PUT', `/admin/coupons/${id}`, { ...body, uses: 0 });
    expect(extra.statusCode).toBe(400);
    expect(typeof extra.json().message).toBe('string');
    const taken = await c.call('PUT', `/admin/coupons/${id}`, { ...body, code: other.code });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'staff_coupons_code_taken', params: { field: 'code' } });

    expect((await c.call('PUT', `/admin/coupons/${id}`, body, c.managerToken)).statusCode).toBe(403);
    const [foreign] = await t.db.insert(coupons).values({ brandId: 3, code: uniqueCode(), title: 'Other brand', typeId: 2, value: '15.00' }).returning();
    const unknown = await c.call('PUT', `/admin/coupons/${foreign!.id}`, body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('staff_coupons_coupon_not_found');
    const [unchanged] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    expect(unchanged).toMatchObject({ code: body.code, usageLimit: 100 });
  });

  it('filters the list by status, market and a text in the code or title, a page at a time', async () => {
    const token = `Smoky${sequence}`;
    const active = await create(draft({ title: `${token} active` }));
    const scheduled = await create(draft({ title: `${token} scheduled`, validFrom: '2099-01-01T00:00:00Z', countryCode: null }));
    const paused = await create(draft({ title: `${token} paused` }));
    await c.call('POST', `/admin/coupons/${paused.id}/pause`);
    const ended = await create(draft({ title: `${token} ended` }));
    await c.call('POST', `/admin/coupons/${ended.id}/end`);
    const [canada] = await t.db.insert(coupons).values({ brandId: 4, countryCode: 'CA', code: uniqueCode(), title: `${token} in Canada`, typeId: 2, value: '10.00', createdAt: t.clock.now() }).returning();

    const ids = async (query: string) => {
      const listed = await c.call('GET', `/admin/coupons?${query}`);
      expect(listed.statusCode).toBe(200);
      return (listed.json() as { coupons: { id: number }[] }).coupons.map((coupon) => coupon.id);
    };
    const q = `q=${token.toLowerCase()}`;
    expect(await ids(q)).toEqual([canada!.id, ended.id, paused.id, scheduled.id, active.id]);
    expect(await ids(`${q}&status=active`)).toEqual([canada!.id, active.id]);
    expect(await ids(`${q}&status=scheduled`)).toEqual([scheduled.id]);
    expect(await ids(`${q}&status=paused`)).toEqual([paused.id]);
    expect(await ids(`${q}&status=ended`)).toEqual([ended.id]);
    expect(await ids(`${q}&market=CA`)).toEqual([canada!.id, scheduled.id]);
    expect(await ids(`q=${active.code.slice(-6).toLowerCase()}`)).toContain(active.id);
    expect(await ids('q=100%25_off')).toEqual([]);

    const first = (await c.call('GET', `/admin/coupons?${q}&pageSize=2`)).json();
    expect({ total: first.total, page: first.page, pageSize: first.pageSize, ids: first.coupons.map((coupon: { id: number }) => coupon.id) }).toEqual({ total: 5, page: 1, pageSize: 2, ids: [canada!.id, ended.id] });
    expect(await ids(`${q}&pageSize=2&page=3`)).toEqual([active.id]);
    expect(await ids(`${q}&pageSize=2&page=4`)).toEqual([]);

    for (const query of ['status=bogus', 'market=usa', 'page=0', 'pageSize=101', `q=${'x'.repeat(61)}`, 'sort=code']) {
      const refused = await c.call('GET', `/admin/coupons?${query}`);
      expect({ query, status: refused.statusCode, message: typeof refused.json().message }).toEqual({ query, status: 400, message: 'string' });
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe('an edited coupon announced through Redis', () => {
    const keyPrefix = `hickory-test-${randomBytes(6).toString('hex')}:`;
    let t: AuthTestApp;
    let listener: Redis;
    const heard: string[][] = [];

    beforeAll(async () => {
      t = await buildAuthApp('pglite', { config: { redisUrl, redisKeyPrefix: keyPrefix } });
      listener = new Redis(redisUrl);
      listener.on('message', (_channel: string, message: string) => heard.push((JSON.parse(message) as { keys: string[] }).keys));
      await listener.subscribe(`${keyPrefix}changes`);
    });
    afterAll(async () => {
      await listener.quit();
      await t.close();
    });

    it('announces coupons once the edit committed', async () => {
      const c = await couponConsole(t, { storeTitle: 'Coupon Edit Store', client: CLIENT });
      const body = draft();
      const { id } = (await c.call('POST', '/admin/coupons', body)).json();
      heard.length = 0;
      expect((await c.call('PUT', `/admin/coupons/${id}`, { ...body, usageLimit: 7 })).statusCode).toBe(200);
      const started = Date.now();
      while (heard.length === 0 && Date.now() - started < 3000) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(heard).toEqual([['coupons']]);
    });
  });
}
