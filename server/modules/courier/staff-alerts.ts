/**
 * What the store's order queue shows of a failed courier: the network's reason, and what the
 * diner chose instead (nothing yet, a refund, or carryout at the counter).
 */
import { Type } from '@sinclair/typebox';
import { DELIVERY_CHOICES } from '@/domain/dispatch/choices';
import type { WireStaffCourierAlert } from '@/domain/wire/courier';
import type { Database } from '@/server/db/client';
import { failedDeliveriesOf } from './repository';

export const WireStaffCourierAlertSchema = Type.Object(
  {
    failure: Type.Union([Type.String(), Type.Null()]),
    choice: Type.Union([...DELIVERY_CHOICES.map((choice) => Type.Literal(choice)), Type.Null()]),
  },
  { description: 'The courier network refused or cancelled the delivery: its reason, and what the diner chose instead' },
);

/** Each order whose courier failed, by order id; the others are absent. */
export async function staffCourierAlertsOf(db: Database, orderIds: readonly string[]): Promise<Map<string, WireStaffCourierAlert>> {
  const rows = await failedDeliveriesOf(db, orderIds);
  return new Map(rows.map((row) => [row.orderId, { failure: row.failure, choice: row.choice }]));
}
