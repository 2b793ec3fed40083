/**
 * The brand's running-late settings in the console's admin API: brand admins read and change the
 * grace and credit (audited, then used by the job); store staff are refused; out-of-range values
 * are refused with their field named.
 */
import { eq } from 'drizzle-orm';
import { brandLateSettings } from '@/server/db/schema';
import { testDatabases } from '@/server/test/databases';
import { brandSettingSuite } from '../test-brand-setting';

const DEFAULTS = { graceMinutes: 10, creditAfterMinutes: 30, creditPoints: 100, couponPercent: '15.00' };

describe.each(testDatabases())('running-late settings on %s', (kind) => {
  const suite = brandSettingSuite(kind, '/admin/running-late');
  const { call, lastAudit } = suite;

  it('gives the defaults, then the brand’s own settings once changed, with an audit row of before and after', async () => {
    expect((await call('admin', 'GET')).json()).toEqual(DEFAULTS);
    const changed = await call('admin', 'PUT', { graceMinutes: 5, creditAfterMinutes: 20, creditPoints: 250, couponPercent: '12.5' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ graceMinutes: 5, creditAfterMinutes: 20, creditPoints: 250, couponPercent: '12.50' });
    expect((await call('admin', 'GET')).json()).toMatchObject({ graceMinutes: 5, couponPercent: '12.50' });
    const audit = await lastAudit('running-late-change');
    expect(audit).toMatchObject({ subjectId: '4', before: DEFAULTS, after: { graceMinutes: 5, creditAfterMinutes: 20, creditPoints: 250, couponPercent: '12.50' } });
    await suite.t.db.delete(brandLateSettings).where(eq(brandLateSettings.brandId, 4));
  });

  it('refuses anyone but a brand admin', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const refused = await call('manager', method, method === 'PUT' ? DEFAULTS : undefined);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('text_alerts_admins_only');
    }
    expect((await call(null, 'GET')).statusCode).toBe(401);
  });

  it.each([
    [{ ...DEFAULTS, graceMinutes: 300 }, 'graceMinutes'],
    [{ ...DEFAULTS, creditAfterMinutes: 10 }, 'creditAfterMinutes'],
    [{ ...DEFAULTS, creditPoints: 0 }, 'creditPoints'],
    [{ ...DEFAULTS, couponPercent: '150' }, 'couponPercent'],
    [{ ...DEFAULTS, couponPercent: 'lots' }, 'couponPercent'],
  ])('refuses %j naming %s', async (payload, field) => {
    const refused = await call('admin', 'PUT', payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'text_alerts_late_setting_invalid', params: { field } });
  });

  it.each([
    [{ ...DEFAULTS, extra: 1 }],
    [{ graceMinutes: 10 }],
    [{ ...DEFAULTS, couponPercent: '1'.repeat(11) }],
    [{ ...DEFAULTS, creditPoints: 'many' }],
  ])('refuses a malformed body %j', async (payload) => {
    const refused = await call('admin', 'PUT', payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('validation');
  });
});
