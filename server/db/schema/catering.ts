/**
 * Catering quotes: the lead (the buyer's request, tied to the get-a-quote order that holds its
 * cart), the estimates staff send (versioned, never changed once sent), the history of its
 * statuses, and the kitchen capacity a sent estimate holds.
 *
 * - A lead's number is what the buyer sees; its id never leaves the API. A link in an email
 *   opens the lead with a keyed hash of its id and `link_nonce`, so no token is stored.
 * - `event_starts_at` is the instant; `event_date`/`event_time` are the same moment on the
 *   store's calendar and clock, as the buyer chose it.
 * - Kitchen holds count in the same ledger as timeslot reservations: one row per lead and
 *   15-minute slot, taking `places` of the slot's capacity, checked under the slot's row lock
 *   (`timeslot_slots`). `expires_at` null: booked for good (the buyer accepted).
 */
import { sql } from 'drizzle-orm';
import type { CountryCode, LocaleTag } from '@/domain/markets';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, unique, uuid, varchar, boolean, numeric } from 'drizzle-orm/pg-core';
import { instant, money } from './columns';
import { locations } from './catalog';
import { orders, type OrderDeliveryAddress, type OrderGuest } from './orders';
import { payments } from './payments';

/** A line of the cart as it was when the request was submitted. */
export type LeadRequestLine = { itemId: number; title: string; quantity: number; unitPrice: string; options: string[]; amount: string };
/** A priced line of an estimate: a menu item or a line staff typed in. */
export type EstimateLineRow = { kind: 'menu' | 'custom'; itemId: number | null; title: string; quantity: number; unitPrice: string; amount: string };
export type EstimateFeeRow = { title: string; taxable: boolean; rate: string | null; amount: string };
/** Who took a step: the buyer, a staff member (by id when known) or the system. */
export type LeadActorRow = { kind: 'buyer' | 'staff' | 'system'; id: string | null };

export const cateringLeads = pgTable(
  'catering_leads',
  {
    id: uuid('id').primaryKey(),
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 5001 }).notNull(),
    brandId: integer('brand_id').notNull(),
    countryCode: varchar('country_code', { length: 2 }).$type<CountryCode>().notNull(),
    /** The buyer's locale when submitting ('fr-ca'): emails are written in its language. */
    locale: varchar('locale', { length: 35 }).$type<LocaleTag>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    locationId: integer('location_id').notNull().references(() => locations.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The signed-in buyer; null for guests. */
    customerId: integer('customer_id'),
    contact: jsonb('contact').$type<OrderGuest>().notNull(),
    /** 2 carryout (pickup), 3 delivery. */
    handoffId: smallint('handoff_id').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<OrderDeliveryAddress>(),
    eventStartsAt: instant('event_starts_at').notNull(),
    eventDate: varchar('event_date', { length: 10 }).notNull(),
    eventTime: varchar('event_time', { length: 5 }).notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    headcount: integer('headcount').notNull(),
    company: varchar('company', { length: 120 }),
    notes: varchar('notes', { length: 1000 }),
    taxExemptId: varchar('tax_exempt_id', { length: 20 }),
    requestLines: jsonb('request_lines').$type<LeadRequestLine[]>().notNull().default([]),
    requestTotal: money('request_total').notNull().default('0.00'),
    /** domain/catering LEAD_STATUS, 1 to 17. */
    statusId: smallint('status_id').notNull(),
    linkNonce: varchar('link_nonce', { length: 32 }).notNull(),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    amountPaid: money('amount_paid').notNull().default('0.00'),
    /** The reminders sent, in days before the event (domain/catering REMINDER_DAYS_BEFORE). */
    remindersSent: jsonb('reminders_sent').$type<number[]>().notNull().default([]),
    feedbackRequestedAt: instant('feedback_requested_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('catering_leads_order').on(t.orderId),
    unique('catering_leads_number').on(t.number),
    index('catering_leads_status').on(t.statusId),
    index('catering_leads_customer').on(t.customerId),
    index('catering_leads_location').on(t.locationId, t.eventStartsAt),
    check('catering_leads_status_range', sql`${t.statusId} between 1 and 17`),
    check('catering_leads_headcount', sql`${t.headcount} > 0`),
  ],
);

export const cateringEstimates = pgTable(
  'catering_estimates',
  {
    id: serial('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => cateringLeads.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    lines: jsonb('lines').$type<EstimateLineRow[]>().notNull(),
    fees: jsonb('fees').$type<EstimateFeeRow[]>().notNull(),
    taxRate: numeric('tax_rate', { precision: 8, scale: 6 }).notNull(),
    taxExempt: boolean('tax_exempt').notNull(),
    depositRate: numeric('deposit_rate', { precision: 8, scale: 6 }).notNull(),
    subtotal: money('subtotal').notNull(),
    feesTotal: money('fees_total').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    deposit: money('deposit').notNull(),
    balance: money('balance').notNull(),
    validUntil: instant('valid_until').notNull(),
    sentAt: instant('sent_at').notNull(),
    sentBy: jsonb('sent_by').$type<LeadActorRow>().notNull(),
  },
  (t) => [unique('catering_estimates_version').on(t.leadId, t.version)],
);

export const cateringLeadHistory = pgTable(
  'catering_lead_history',
  {
    id: serial('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => cateringLeads.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    event: varchar('event', { length: 32 }).notNull(),
    actor: jsonb('actor').$type<LeadActorRow>().notNull(),
    reason: varchar('reason', { length: 500 }),
    at: instant('at').notNull(),
  },
  (t) => [index('catering_lead_history_lead').on(t.leadId, t.at)],
);

/** The places a lead's event takes in each slot of its kitchen window. */
export const kitchenCapacityHolds = pgTable(
  'kitchen_capacity_holds',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => cateringLeads.id, { onDelete: 'cascade' }),
    slotStart: instant('slot_start').notNull(),
    locationId: integer('location_id').notNull(),
    places: integer('places').notNull(),
    /** Null: booked for good; otherwise the hold lapses at this instant (the estimate's valid-until). */
    expiresAt: instant('expires_at'),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.slotStart] }),
    index('kitchen_capacity_holds_slot').on(t.locationId, t.slotStart),
    check('kitchen_capacity_holds_places', sql`${t.places} > 0`),
  ],
);

export type LeadRefundStatus = 'pending' | 'succeeded' | 'failed';

/**
 * What a cancelled lead gives back, one row per payment of the quote's order it refunds. The
 * rows are written with the cancelling step, in its transaction, as 'pending'; each is then
 * refunded (a gift card credited, a card or PayPal capture refunded at the processor) and
 * settled. One row per lead and payment, so a lead never refunds a payment twice; a 'failed'
 * row (the processor refused: no money moved) is claimed back to 'pending' before a retry, so
 * two retries never both send it.
 */
export const cateringRefunds = pgTable(
  'catering_refunds',
  {
    id: serial('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => cateringLeads.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16 }).$type<LeadRefundStatus>().notNull().default('pending'),
    /** The processor's refund id, or the gift card ledger row's id. */
    reference: text('reference'),
    failureMessage: varchar('failure_message', { length: 300 }),
    /** The staff member who cancelled. */
    staffId: integer('staff_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    unique('catering_refunds_payment').on(t.leadId, t.paymentId),
    check('catering_refunds_amount_positive', sql`${t.amount} > 0`),
    check('catering_refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
