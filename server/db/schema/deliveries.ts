/**
 * Delivery by a courier network.
 *
 * - `order_deliveries`: one per delivery order once a courier network quoted it: the network,
 *   our external id of the delivery (the network knows it by that), the quote (its fee, the fee
 *   the diner pays after the brand's cap, pickup and drop-off times, and when it stops holding),
 *   when the dispatch job books the courier, the network's reference and tracking link once
 *   booked, the stage it has reached (domain/dispatch/stages.ts), and, once the courier failed,
 *   what the diner chose instead (a refund or carryout).
 * - `dispatch_webhook_events`: every status report a network's webhook delivered, once by its id
 *   (a retried report is the same row), kept with what it said.
 * - `delivery_fee_caps`: the most a brand's diners pay for a courier in one currency; the brand
 *   absorbs the rest of the quote. No row: the diner pays the quote.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import type { DeliveryChoice } from '@/domain/dispatch/choices';
import type { DispatchStage } from '@/domain/dispatch/stages';
import { instant, money } from './columns';
import { brands } from './catalog';
import { orders } from './orders';

export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).$type<'sandbox' | 'doordash'>().notNull(),
    externalId: varchar('external_id', { length: 64 }).notNull().unique(),
    quoteFee: money('quote_fee').notNull(),
    dinerFee: money('diner_fee').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    pickupAt: instant('pickup_at').notNull(),
    dropoffAt: instant('dropoff_at').notNull(),
    quoteExpiresAt: instant('quote_expires_at').notNull(),
    /** When the dispatch job books the courier: the ticket's make-time end minus the pickup ETA. */
    bookAt: instant('book_at'),
    bookedAt: instant('booked_at'),
    providerRef: varchar('provider_ref', { length: 80 }),
    trackingUrl: varchar('tracking_url', { length: 2000 }),
    stage: varchar('stage', { length: 16 }).$type<DispatchStage>().notNull(),
    /** Why booking failed or the network cancelled, for staff. */
    failure: varchar('failure', { length: 300 }),
    updatedAt: instant('updated_at').notNull(),
    /** What the diner chose once the courier failed: the whole order refunded, or carryout at the store. */
    choice: varchar('choice', { length: 16 }).$type<DeliveryChoice>(),
    chosenAt: instant('chosen_at'),
  },
  (t) => [
    index('order_deliveries_book_at').on(t.bookAt),
    check('order_deliveries_stage', sql`${t.stage} IN ('quoted', 'requested', 'assigned', 'picked_up', 'dropped_off', 'cancelled')`),
    // An order paid without a quote keeps the store's own fee, which may exceed the courier's.
    check('order_deliveries_fees', sql`${t.quoteFee} >= 0 AND ${t.dinerFee} >= 0`),
    check('order_deliveries_choice', sql`${t.choice} IN ('refund', 'carryout')`),
  ],
);

export const dispatchWebhookEvents = pgTable(
  'dispatch_webhook_events',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    externalId: varchar('external_id', { length: 64 }).notNull(),
    event: varchar('event', { length: 64 }).notNull(),
    stage: varchar('stage', { length: 16 }).$type<DispatchStage>(),
    occurredAt: instant('occurred_at').notNull(),
    receivedAt: instant('received_at').notNull(),
  },
  (t) => [index('dispatch_webhook_events_delivery').on(t.externalId)],
);

export const deliveryFeeCaps = pgTable(
  'delivery_fee_caps',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    maxDinerFee: money('max_diner_fee').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.currency] }), check('delivery_fee_caps_non_negative', sql`${t.maxDinerFee} >= 0`)],
);
