/** The open payment page alerts, for brand admins only: the payment pages are the brand's, not a store's. */
import { describeFinding } from '@/domain/payment-page/compare';
import type { WirePaymentPageAlerts } from '@/domain/wire/payment-page';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { ForbiddenError } from '@/server/errors';
import { listOpenAlerts } from './repository';

const LISTED = 200;

export async function staffOpenAlerts(db: Database, staff: StaffIdentity): Promise<WirePaymentPageAlerts> {
  if (staff.role !== 'brand_admin') throw new ForbiddenError('Only brand admins see the payment page alerts.', { code: 'forbidden' });
  const rows = await listOpenAlerts(db, LISTED);
  return { data: rows.map((row) => ({ id: row.id, route: row.route, kind: row.kind, description: describeFinding(row), detectedAt: row.detectedAt.toISOString() })) };
}
