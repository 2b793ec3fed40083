/** A delivery row as the diner's pages read it: an explicit field map, never the row. */
import { carryoutPickupAt } from '@/domain/dispatch/choices';
import type { WireCourierDelivery } from '@/domain/wire/courier';
import type { DeliveryRow } from './repository';

/** `readyAt`: the order's promised time, when a carryout chosen instead is collected. */
export function presentDelivery(row: DeliveryRow, readyAt: Date | null): WireCourierDelivery {
  return {
    orderId: row.orderId,
    fee: row.dinerFee,
    currency: row.currency,
    dropoffAt: row.dropoffAt.toISOString(),
    quoteExpiresAt: row.quoteExpiresAt.toISOString(),
    stage: row.stage,
    trackingUrl: row.trackingUrl,
    choice: row.choice,
    pickupAt: row.choice === 'carryout' && row.chosenAt ? carryoutPickupAt(readyAt, row.chosenAt).toISOString() : null,
  };
}
