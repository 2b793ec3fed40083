/** One lead as the console shows it: the quote, its history with who took each step, its refunds, and what staff may do now. */
import type { WireStaffLead } from '@/domain/wire/staff-leads';
import type { Database } from '@/server/db/client';
import { historyOf, latestEstimate, leadLocation, menuItemIdsOf, menuNamesOf, type LeadRow } from '@/server/modules/catering';
import { presentStaffLead } from './presenter';
import { refundsOf, staffNames } from './repository';

export async function staffLeadView(db: Database, lead: LeadRow, now: Date): Promise<WireStaffLead> {
  const [estimate, location, history, refunds] = [
    (await latestEstimate(db, lead.id)) ?? null,
    await leadLocation(db, lead.locationId),
    await historyOf(db, lead.id),
    await refundsOf(db, lead.id),
  ];
  const ids = history.filter((row) => row.actor.kind === 'staff' && row.actor.id).map((row) => Number(row.actor.id));
  const names = await menuNamesOf(db, [...lead.requestLines.map((line) => line.itemId), ...menuItemIdsOf(estimate)]);
  return presentStaffLead({ lead, estimate, location, history, staffNames: await staffNames(db, ids), refunds, names, now });
}
