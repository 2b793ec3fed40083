/**
 * Accounts: customers, their sessions, the single-use email tokens (verification and
 * password reset) and the failed sign-in attempts that throttling counts.
 *
 * - Emails are stored trimmed and lower-cased, unique. A customer created by Facebook login has
 *   no password hash until they set one.
 * - A session row backs every JWT (its `sid` claim): logout and password changes revoke rows,
 *   so a token stops working before it expires.
 * - Email tokens are random; only their SHA-256 hash is stored, with an expiry and a used mark.
 * - Failed sign-ins are rows keyed by account or IP; throttling counts those in a sliding window,
 *   so a lockout always ends by itself.
 */
import { index, integer, pgTable, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { LocaleTag } from '@/domain/markets';
import { instant } from './columns';


export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    emailVerifiedAt: instant('email_verified_at'),
    /** scrypt$N$r$p$salt$hash (see server/modules/auth/password-hash.ts); null for social-only accounts. */
    passwordHash: varchar('password_hash', { length: 255 }),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    address: varchar('address', { length: 200 }),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    zip: varchar('zip', { length: 20 }),
    /** The locale of the customer's emails, the market's at sign-up: 'en-us', 'fr-ca'. */
    locale: varchar('locale', { length: 12 }).$type<LocaleTag>().notNull().default('en-us'),
    /** This customer's own code to share. */
    referralCode: varchar('referral_code', { length: 40 }).notNull(),
    /** The code given at sign-up, as typed (upper-cased); GET /referrals derives referrals from it. */
    referredByCode: varchar('referred_by_code', { length: 40 }),
    facebookId: varchar('facebook_id', { length: 64 }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email').on(t.email),
    uniqueIndex('customers_referral_code').on(t.referralCode),
    uniqueIndex('customers_facebook_id').on(t.facebookId),
    index('customers_referred_by_code').on(t.referredByCode),
  ],
);

export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('customer_sessions_customer').on(t.customerId)],
);

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).$type<EmailTokenPurpose>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_tokens_hash').on(t.tokenHash), index('email_tokens_customer').on(t.customerId, t.purpose)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    /** Sign-in throttling: 'account:<email>' or 'ip:<address>'; mail budgets: '<route>:client:<ip>' or '<route>:address:<email>'. */
    key: varchar('key', { length: 300 }).notNull(),
    attemptedAt: instant('attempted_at').notNull(),
  },
  (t) => [index('login_attempts_key_time').on(t.key, t.attemptedAt)],
);
