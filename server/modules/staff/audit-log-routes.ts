/** The staff audit log route under /online-ordering (contract: domain/wire/staff-audit.ts). */
import { STAFF_AUDIT_PATHS } from '@/domain/wire/staff-audit';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { Database } from '@/server/db/client';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { staffAuditLog } from './audit-log';
import { auditLogSchema } from './audit-log-schema';

const auditLogRoutes: FastifyPluginAsyncTypebox<{ db: Database; guards: StaffGuards }> = async (app, { db, guards }) => {
  app.get(STAFF_AUDIT_PATHS.auditLog, { schema: auditLogSchema, preHandler: guards.ready }, async (request) =>
    staffAuditLog(db, signedInStaff(request), request.query),
  );
};

export default auditLogRoutes;
