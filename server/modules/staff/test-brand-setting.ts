/**
 * The set-up of a suite of a console setting only brand admins read and change (the quiet-time
 * bonus, the running-late grace and credit): the app on a real database with its reference data,
 * a signed-in brand admin and a signed-in store manager, a call to the setting's path as either,
 * and the admin's latest audit row of an action.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { staffAuditLog, type StaffAuditAction } from '@/server/db/schema';
import type { TestDatabaseKind } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import { adminAndManager } from './test-staff';

const PREFIX = '/online-ordering';

export type BrandSettingSuite = {
  /** The app; set before the first test. */
  t: AuthTestApp;
  /** As the brand admin or the store manager; none: not signed in. */
  call(as: 'admin' | 'manager' | null, method: 'GET' | 'PUT', payload?: object): Promise<LightMyRequestResponse>;
  lastAudit(action: StaffAuditAction): Promise<typeof staffAuditLog.$inferSelect | undefined>;
};

/** Call it inside the suite's `describe`: it adds the suite's beforeAll and afterAll. */
export function brandSettingSuite(kind: TestDatabaseKind, path: string): BrandSettingSuite {
  let tokens: { admin: string; manager: string };
  let adminId: number;
  const suite: BrandSettingSuite = {
    t: undefined as unknown as AuthTestApp,
    call: (as, method, payload) =>
      suite.t.app.inject({ method, url: `${PREFIX}${path}`, headers: as ? { authorization: `Bearer ${tokens[as]}` } : {}, ...(payload ? { payload } : {}) }),
    lastAudit: async (action) => {
      const [row] = await suite.t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.staffId, adminId))).orderBy(desc(staffAuditLog.id)).limit(1);
      return row;
    },
  };
  beforeAll(async () => {
    suite.t = await buildAuthApp(kind);
    await buildReferenceData(suite.t.db);
    const staff = await adminAndManager(suite.t.app, suite.t.db);
    ({ adminId } = staff);
    tokens = { admin: staff.adminToken, manager: staff.managerToken };
  });
  afterAll(() => suite.t.close());
  return suite;
}
