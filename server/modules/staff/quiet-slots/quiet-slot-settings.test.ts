/**
 * The brand's quiet-time bonus in the console's admin API: brand admins read the defaults and
 * change the threshold and points (audited with before and after, then used by the slot list);
 * store staff are refused; out-of-range values are refused with their field named, malformed
 * bodies as a validation error.
 */
import { eq } from 'drizzle-orm';
import { brandQuietSlotSettings } from '@/server/db/schema';
import { testDatabases } from '@/server/test/databases';
import { brandSettingSuite } from '../test-brand-setting';

const DEFAULTS = { thresholdPercent: 30, bonusPoints: 50 };

describe.each(testDatabases())('quiet-time bonus settings on %s', (kind) => {
  const suite = brandSettingSuite(kind, '/admin/quiet-slots');
  const { call, lastAudit } = suite;

  it('gives the defaults, then the brand’s own once changed, with an audit row of before and after; 0 points is allowed (off)', async () => {
    expect((await call('admin', 'GET')).json()).toEqual(DEFAULTS);
    const changed = await call('admin', 'PUT', { thresholdPercent: 45, bonusPoints: 0 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ thresholdPercent: 45, bonusPoints: 0 });
    expect((await call('admin', 'GET')).json()).toEqual({ thresholdPercent: 45, bonusPoints: 0 });
    const audit = await lastAudit('quiet-slot-change');
    expect(audit).toMatchObject({ subjectId: '4', before: DEFAULTS, after: { thresholdPercent: 45, bonusPoints: 0 } });
    await suite.t.db.delete(brandQuietSlotSettings).where(eq(brandQuietSlotSettings.brandId, 4));
  });

  it('refuses anyone but a brand admin', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const refused = await call('manager', method, method === 'PUT' ? DEFAULTS : undefined);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'quiet_slot_admins_only', message: 'Only brand admins may change the quiet-time bonus' });
    }
    expect((await call(null, 'GET')).statusCode).toBe(401);
    expect((await call('admin', 'GET')).json()).toEqual(DEFAULTS);
  });

  it.each([
    [{ ...DEFAULTS, thresholdPercent: 101 }, 'thresholdPercent'],
    [{ ...DEFAULTS, thresholdPercent: -1 }, 'thresholdPercent'],
    [{ ...DEFAULTS, bonusPoints: 10_001 }, 'bonusPoints'],
    [{ ...DEFAULTS, bonusPoints: -5 }, 'bonusPoints'],
  ])('refuses %j naming %s, and keeps the settings', async (payload, field) => {
    const refused = await call('admin', 'PUT', payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'quiet_slot_setting_invalid', params: { field } });
    expect(refused.json().message).toContain(`The quiet-time setting ${field} is out of range`);
    expect((await call('admin', 'GET')).json()).toEqual(DEFAULTS);
  });

  it.each([[{ ...DEFAULTS, extra: 1 }], [{ thresholdPercent: 30 }], [{ ...DEFAULTS, bonusPoints: 'many' }], [{ ...DEFAULTS, thresholdPercent: 12.5 }], [{ ...DEFAULTS, bonusPoints: 1e12 }]])(
    'refuses a malformed body %j',
    async (payload) => {
      const refused = await call('admin', 'PUT', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('validation');
    },
  );
});
