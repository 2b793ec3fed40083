/** A delivery row as the diner's pages read it: an explicit field map, never the row. */
import type { WireCourierDelivery } from '@/domain/wire/courier';
import type { DeliveryRow } from './repository';

export function presentDelivery(row: DeliveryRow): WireCourierDelivery {
  return {
    orderId: row.orderId,
    fee: row.dinerFee,
    currency: row.currency,
    dropoffAt: row.dropoffAt.toISOString(),
    quoteExpiresAt: row.quoteExpiresAt.toISOString(),
    stage: row.stage,
    trackingUrl: row.trackingUrl,
  };
}
