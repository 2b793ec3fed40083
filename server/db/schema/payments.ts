/**
 * Payments: every try at paying an order, the tenders that settled it, the
 * chain's own gift cards with their ledger, PayPal sandbox orders, and the outbox of emails.
 *
 * - A payment attempt is written before the gateway is called and settled after it answers,
 *   so no network call ever waits inside a transaction and a crash leaves a visible trace.
 *   One attempt per order may be pending at a time (partial unique index). Its gateway key is
 *   fixed when it is written and is the only key the gateway ever sees for it, so a pending
 *   attempt can be looked up at the gateway and never charges twice.
 * - A payment is one settled tender (card, gift card, PayPal, free); an order is paid when its
 *   payments add up to its total. Split tender is two payments.
 * - A gift card's balance can never go below zero (CHECK); spends lock its row FOR UPDATE and
 *   write a ledger row with the balance after, so the ledger replays to the balance.
 * - Card numbers are never stored: cards appear as brand + last 4. Gift card numbers and PINs
 *   are stored as keyed hashes (HMAC-SHA-256), with the last 4 digits for display.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { LocaleTag } from '@/domain/markets';
import type { CardCheck } from '@/domain/payments/card-checks';
import type { PaymentTender } from '@/domain/payments/tender';
import { instant, money } from './columns';
import { orders } from './orders';


/** 'offline': money a catering buyer paid the store directly, recorded by staff (never an attempt). */
export type PaymentMethod = 'card' | 'giftcard' | 'paypal' | 'free' | 'apple_pay' | 'google_pay' | 'offline';
export type AttemptStatus = 'pending' | 'succeeded' | 'declined' | 'failed';
export type BillingAddress = { address: string; city: string; state: string; zip: string };

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 16 }).$type<PaymentMethod>().notNull(),
    status: varchar('status', { length: 16 }).$type<AttemptStatus>().notNull().default('pending'),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    cardBrand: varchar('card_brand', { length: 16 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    cardholderName: varchar('cardholder_name', { length: 120 }),
    billing: jsonb('billing').$type<BillingAddress>(),
    /** The gateway's authorization / capture / PayPal order id, once known. */
    gatewayReference: text('gateway_reference'),
    /**
     * The idempotency key the gateway gets for this attempt (card and wallet: the request key's
     * digest and the try's number, domain/payments/gateway-key; PayPal: the PayPal order id),
     * fixed at insert, before any gateway call, and reused by every retry.
     */
    gatewayKey: text('gateway_key'),
    /** Digest of the request's Idempotency-Key and scope: a client retry finds its attempt by it. */
    requestKey: varchar('request_key', { length: 64 }),
    /** The repriced order total the attempt was checked against: settling decides "fully paid" by it. */
    orderTotal: money('order_total'),
    /** The diner's locale, for the confirmation email when someone else settles the attempt. */
    locale: varchar('locale', { length: 16 }).$type<LocaleTag>(),
    failureCode: varchar('failure_code', { length: 40 }),
    failureMessage: varchar('failure_message', { length: 300 }),
    createdAt: instant('created_at').notNull().defaultNow(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    index('payment_attempts_order').on(t.orderId, t.createdAt),
    // A processor's webhook names the attempt by its gateway key.
    index('payment_attempts_gateway_key').on(t.gatewayKey),
    // At most one payment in flight per order: a second concurrent try fails to insert.
    uniqueIndex('payment_attempts_one_pending').on(t.orderId).where(sql`${t.status} = 'pending'`),
    // The reconciler's scan: pending attempts, oldest first.
    index('payment_attempts_pending_since').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('payment_attempts_request').on(t.requestKey),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id),
    method: varchar('method', { length: 16 }).$type<PaymentMethod>().notNull(),
    /** Payment types: charge 2, gift card 4, special discount 6, apple pay 11, google pay 12, paypal 13. */
    paymentTypeId: smallint('payment_type_id').notNull(),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** 'Visa •••• 4242', 'Gift card •••• 0001', 'PayPal', 'No payment needed': the English record staff and logs read. */
    label: varchar('label', { length: 80 }).notNull(),
    /** The tender as data (domain/payments/tender.ts), worded in each reader's language; null on payments stored before it was kept. */
    tender: jsonb('tender').$type<PaymentTender>(),
    giftCardId: integer('gift_card_id').references(() => giftCards.id),
    /** The capture id (card, PayPal): refunds start from it. */
    captureReference: text('capture_reference'),
    /** A card's verification checks as the issuer answered them ('pass', 'fail', 'unavailable'); null for other tenders. */
    cvcCheck: varchar('cvc_check', { length: 12 }).$type<CardCheck>(),
    postalCodeCheck: varchar('postal_code_check', { length: 12 }).$type<CardCheck>(),
    line1Check: varchar('line1_check', { length: 12 }).$type<CardCheck>(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    // A processor's refund and dispute webhooks name the payment by its capture.
    index('payments_capture_reference').on(t.captureReference),
    check('payments_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    /** HMAC-SHA-256 of the 16 digits (hex). */
    numberHash: varchar('number_hash', { length: 64 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    pinHash: varchar('pin_hash', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    balance: money('balance').notNull(),
    /** Wrong PINs in a row since the last right PIN or the last lock. */
    pinFailures: integer('pin_failures').notNull().default(0),
    /** Set when too many wrong PINs lock the card: every PIN is refused until then. */
    pinLockedUntil: instant('pin_locked_until'),
    /**
     * Locks since the last right PIN or staff unlock: each lasts longer than the one before, and
     * the last of the schedule (domain/payments/gift-card-lock.ts) holds until staff unlock it.
     */
    pinLocks: integer('pin_locks').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_number').on(t.numberHash),
    check('gift_cards_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    /** 'load' (+), 'spend' (−), 'refund' (+). */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Signed: a spend is negative. */
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_ledger_card').on(t.giftCardId, t.id),
    check('gift_card_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * The PIN state of a gift card number that no card has, per brand: an unknown number runs the
 * same wrong-PIN schedule as a real card, so its answers (400, then the same locks) never tell
 * a caller which numbers exist. Rows hold hashes only, like gift_cards.
 */
export const giftCardProbes = pgTable(
  'gift_card_probes',
  {
    brandId: integer('brand_id').notNull(),
    numberHash: varchar('number_hash', { length: 64 }).notNull(),
    pinFailures: integer('pin_failures').notNull().default(0),
    pinLockedUntil: instant('pin_locked_until'),
    pinLocks: integer('pin_locks').notNull().default(0),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.numberHash] }), index('gift_card_probes_updated').on(t.updatedAt)],
);

/**
 * What a client or a card token spent of a payment budget: one row per wrong gift card PIN or
 * unknown number of a client, and per card decline of a client and of a card token. The budget
 * left is the rows of a key in its window (domain/payments/budgets.ts); older rows are pruned.
 */
export const paymentBudgetUses = pgTable(
  'payment_budget_uses',
  {
    id: serial('id').primaryKey(),
    /** 'giftcard:ip:<address>', 'decline:ip:<address>', 'decline:token:<sha-256 of the token>'. */
    key: varchar('key', { length: 200 }).notNull(),
    usedAt: instant('used_at').notNull(),
  },
  (t) => [index('payment_budget_uses_key').on(t.key, t.usedAt)],
);

export type PayPalOrderStatus = 'created' | 'captured' | 'cancelled';

export const paypalOrders = pgTable(
  'paypal_orders',
  {
    /** The sandbox's signed PayPal order id. */
    paypalOrderId: text('paypal_order_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 12 }).$type<PayPalOrderStatus>().notNull().default('created'),
    createdAt: instant('created_at').notNull().defaultNow(),
    capturedAt: instant('captured_at'),
  },
  (t) => [index('paypal_orders_order').on(t.orderId)],
);

export type OutboxStatus = 'outbox' | 'sent' | 'failed';

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    /** 'order-confirmation'; with orderId it makes the mail unique (one confirmation per order). */
    kind: varchar('kind', { length: 40 }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    fromAddress: varchar('from_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: varchar('status', { length: 8 }).$type<OutboxStatus>().notNull().default('outbox'),
    error: varchar('error', { length: 300 }),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (t) => [uniqueIndex('outbox_emails_kind_order').on(t.kind, t.orderId), index('outbox_emails_created').on(t.createdAt)],
);

export type SandboxLedgerKind = 'authorization' | 'capture' | 'void' | 'refund' | 'paypal-capture';

/**
 * The built-in sandbox processor's own books: the processor's side of the wire, not the
 * ordering API's. It stands in for a remote processor, whose record of what it authorized and
 * captured outlives any API process, so it lives in its own table that only the sandbox
 * gateways read and write (never the payments module's queries). A real processor's adapter
 * would not use it.
 *
 * - authorization: `idempotencyKey` is the caller's key, `subject` the authorization id;
 *   one per key, so a retried authorization answers the first one.
 * - capture / void: `subject` is the authorization id; paypal-capture: the PayPal order id.
 *   One settlement per subject, so an authorization is captured once, or voided, never both.
 * - refund: `subject` is the capture id, each refund its own row.
 */
export const sandboxLedger = pgTable(
  'sandbox_gateway_ledger',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).$type<SandboxLedgerKind>().notNull(),
    idempotencyKey: text('idempotency_key'),
    subject: text('subject').notNull(),
    /** The capture or refund id the sandbox answered. */
    resultId: text('result_id'),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_gateway_ledger_authorization').on(t.idempotencyKey).where(sql`${t.kind} = 'authorization'`),
    uniqueIndex('sandbox_gateway_ledger_settlement')
      .on(t.subject)
      .where(sql`${t.kind} in ('capture', 'void', 'paypal-capture')`),
    index('sandbox_gateway_ledger_subject').on(t.subject),
  ],
);

/**
 * The sandbox processor's saved cards: each payment method (`pm_sbx_...`, a signed id carrying the
 * card) attached to its customer (`cus_sbx_...`), until it is detached. Like the ledger, the
 * processor's side of the wire, read and written by the sandbox gateway only.
 */
export const sandboxPaymentMethods = pgTable('sandbox_gateway_payment_methods', {
  paymentMethodRef: text('payment_method_ref').primaryKey(),
  customerRef: text('customer_ref').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
  detachedAt: instant('detached_at'),
});

/**
 * Each signed Stripe webhook event, once by its event id: a replay finds its row and changes
 * nothing. `processedAt` is set once its effect is written, so an event whose handling failed is
 * handled again when Stripe sends it again. Disputes stay here for staff, with the payload.
 */
export const stripeWebhookEvents = pgTable(
  'stripe_webhook_events',
  {
    /** Stripe's event id (`evt_...`). */
    id: varchar('id', { length: 255 }).primaryKey(),
    type: varchar('type', { length: 64 }).notNull(),
    /** The object the event is about: a PaymentIntent, charge or dispute id. */
    objectId: varchar('object_id', { length: 255 }),
    /** The order it concerns, when one was found (no foreign key: an order may be purged, the event stays). */
    orderId: uuid('order_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
    processedAt: instant('processed_at'),
  },
  (t) => [index('stripe_webhook_events_type').on(t.type, t.receivedAt)],
);
