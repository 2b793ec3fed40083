/**
 * E-gift cards bought online (domain/payments/e-gift-cards.ts): one row per purchase, paid by
 * card, whose gift card (gift_cards, with its 'load' ledger row) exists from the payment on. The
 * card's number and PIN are hashed on the gift card like every card's; this row keeps them
 * encrypted (AES-256-GCM, the key derived from the API's secret) only so the recipient's email
 * can be sent on its day and sent again by staff. The row never leaves the API as is.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import type { EGiftRefundStatus, EGiftStatus } from '../../../domain/payments/e-gift-cards';
import type { ReviewHoldReason } from '../../../domain/staff/review-holds';
import { customers } from './accounts';
import { instant, money } from './columns';
import { giftCards } from './payments';

export const eGiftCards = pgTable(
  'e_gift_cards',
  {
    id: uuid('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: money('amount').notNull(),
    /** The buyer's account; null for a guest. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    senderName: varchar('sender_name', { length: 80 }).notNull(),
    senderEmail: varchar('sender_email', { length: 254 }).notNull(),
    recipientName: varchar('recipient_name', { length: 80 }).notNull(),
    /** Lower case: an account reads the cards sent to its email. */
    recipientEmail: varchar('recipient_email', { length: 254 }).notNull(),
    message: varchar('message', { length: 250 }),
    /** The language of the recipient's email, as the buyer chose it (en, es, fr, ja, pt). */
    language: varchar('language', { length: 2 }).notNull(),
    /** The language of the market the buyer bought in: their receipt's and their refund notice's; null on cards bought before it was kept. */
    buyerLanguage: varchar('buyer_language', { length: 2 }),
    deliverOn: date('deliver_on', { mode: 'string' }).notNull(),
    /** The start of `deliverOn` in the market's time zone: when the delivery job sends it. */
    deliverAt: instant('deliver_at').notNull(),
    status: varchar('status', { length: 12 }).$type<EGiftStatus>().notNull(),
    /** Why a paid card waits for staff before it is sent. */
    holdReason: varchar('hold_reason', { length: 16 }).$type<ReviewHoldReason>(),
    giftCardId: integer('gift_card_id').references(() => giftCards.id),
    /** The number and PIN, encrypted: 'iv.tag.ciphertext' in base64url. */
    sealedCard: text('sealed_card'),
    /** The processor's key for the charge: a retried request finds its charge by it. */
    gatewayKey: varchar('gateway_key', { length: 300 }).notNull(),
    /** 'Visa •••• 4242' once paid. */
    cardLabel: varchar('card_label', { length: 80 }),
    captureReference: text('capture_reference'),
    failureCode: varchar('failure_code', { length: 40 }),
    /** How many times the recipient's email went out. */
    sends: integer('sends').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
    deliveredAt: instant('delivered_at'),
    voidedAt: instant('voided_at'),
    /**
     * A void's refund of the card payment: 'pending' from the void's commit until the processor
     * answers (and for good when it never did: only the processor knows then), 'succeeded' with
     * the processor's refund id, or 'failed' (no money moved; voiding again retries it).
     */
    refundStatus: varchar('refund_status', { length: 10 }).$type<EGiftRefundStatus>(),
    refundReference: text('refund_reference'),
    refundFailure: varchar('refund_failure', { length: 300 }),
    refundedAt: instant('refunded_at'),
  },
  (t) => [
    index('e_gift_cards_due').on(t.status, t.deliverAt),
    index('e_gift_cards_customer').on(t.customerId, t.createdAt),
    index('e_gift_cards_recipient').on(t.recipientEmail),
    check('e_gift_cards_amount_positive', sql`${t.amount} > 0`),
  ],
);
