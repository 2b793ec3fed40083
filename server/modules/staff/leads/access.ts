/**
 * The lead a staff member may see: one of their stores' (store staff) or of their brand's
 * (brand admin). Another store's lead answers 404 like an unknown number.
 */
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { quoteNotFound, findLeadByNumber, type LeadRow } from '@/server/modules/catering';
import { storeOf } from '../repository';

export async function staffLead(db: Database, staff: StaffIdentity, number: number): Promise<LeadRow> {
  const lead = await findLeadByNumber(db, number);
  if (!lead || lead.brandId !== staff.brandId || !(await storeOf(db, staff, lead.locationId))) throw quoteNotFound(String(number));
  return lead;
}
