/**
 * Privacy requests and do-not-sell opt-outs.
 *
 * - A request is about the person of its email (kept lower-cased in `email_key` to match orders,
 *   accounts and submissions). It waits for its emailed confirmation: only the SHA-256 hash of the
 *   single-use token is kept, with its expiry. Once confirmed it is carried out at once, and its
 *   outcome (what was done) and completion time are recorded beside the legal due date.
 * - A "know" request keeps the hash of its download token and the export's expiry; the export is
 *   built again at download time from what the chain holds then, so no copy of the data is kept.
 * - An opt-out is one row per brand and email; a second one keeps the first and counts again.
 */
import type { CountryCode, LocaleTag } from '@/domain/markets';
import type { PrivacyRequestorType, PrivacyRequestStatus, PrivacyRequestType } from '@/domain/privacy';
import { index, integer, jsonb, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';

export type PrivacyCorrections = { firstName?: string; lastName?: string; phone?: string };
/** What a completed request did, by kind of record: counts, and whether an account was found. */
export type PrivacyOutcome = Record<string, number | boolean>;

export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    countryCode: varchar('country_code', { length: 2 }).$type<CountryCode>().notNull(),
    locale: varchar('locale', { length: 35 }).$type<LocaleTag>().notNull(),
    requestType: varchar('request_type', { length: 16 }).$type<PrivacyRequestType>().notNull(),
    requestorType: varchar('requestor_type', { length: 16 }).$type<PrivacyRequestorType>().notNull(),
    agentName: varchar('agent_name', { length: 160 }),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    emailKey: varchar('email_key', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    details: varchar('details', { length: 1000 }),
    corrections: jsonb('corrections').$type<PrivacyCorrections>(),
    status: varchar('status', { length: 24 }).$type<PrivacyRequestStatus>().notNull(),
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }).notNull(),
    confirmExpiresAt: instant('confirm_expires_at').notNull(),
    receivedAt: instant('received_at').notNull(),
    dueAt: instant('due_at').notNull(),
    confirmedAt: instant('confirmed_at'),
    completedAt: instant('completed_at'),
    outcome: jsonb('outcome').$type<PrivacyOutcome>(),
    exportTokenHash: varchar('export_token_hash', { length: 64 }),
    exportExpiresAt: instant('export_expires_at'),
  },
  (t) => [
    uniqueIndex('privacy_requests_confirm_token').on(t.confirmTokenHash),
    index('privacy_requests_brand').on(t.brandId, t.receivedAt),
    index('privacy_requests_email').on(t.emailKey),
  ],
);

export const privacyOptOuts = pgTable(
  'privacy_opt_outs',
  {
    id: uuid('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    emailKey: varchar('email_key', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    /** 'form' (do-not-sell page) or 'request' (a confirmed CCPA opt-out request). */
    source: varchar('source', { length: 16 }).notNull(),
    locale: varchar('locale', { length: 35 }).$type<LocaleTag>().notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [uniqueIndex('privacy_opt_outs_email').on(t.brandId, t.emailKey)],
);
