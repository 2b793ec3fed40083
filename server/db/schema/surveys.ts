/**
 * The survey forms' submissions, one table per form.
 *
 * - Catering feedback names its store, and the catering quote when the guest came from the
 *   quote's feedback email: at most one feedback per quote.
 * - A catering contest entry is one per email address (compared lower-cased) per brand and
 *   season (domain/surveys/contest.ts), enforced by a unique index.
 * - Ratings are whole stars from 1 to 5.
 */
import type { CountryCode, LocaleTag } from '@/domain/markets';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { locations } from './catalog';
import { cateringLeads } from './catering';
import { instant } from './columns';

export const cateringFeedback = pgTable(
  'catering_feedback',
  {
    id: uuid('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    countryCode: varchar('country_code', { length: 2 }).$type<CountryCode>().notNull(),
    /** The guest's locale ('fr-ca'): the confirmation is written in its language. */
    locale: varchar('locale', { length: 35 }).$type<LocaleTag>().notNull(),
    locationId: integer('location_id').references(() => locations.id),
    leadId: uuid('lead_id').references(() => cateringLeads.id, { onDelete: 'set null' }),
    quoteNumber: integer('quote_number'),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    eventDate: varchar('event_date', { length: 10 }).notNull(),
    serviceTypeId: smallint('service_type_id').notNull(),
    ratingOverall: smallint('rating_overall').notNull(),
    ratingFood: smallint('rating_food'),
    ratingService: smallint('rating_service'),
    ratingOnTime: smallint('rating_on_time'),
    comment: varchar('comment', { length: 2000 }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catering_feedback_lead').on(t.leadId),
    index('catering_feedback_location').on(t.locationId, t.createdAt),
    index('catering_feedback_brand').on(t.brandId, t.createdAt),
    check('catering_feedback_rating_overall', sql`${t.ratingOverall} between 1 and 5`),
    check('catering_feedback_rating_food', sql`${t.ratingFood} between 1 and 5`),
    check('catering_feedback_rating_service', sql`${t.ratingService} between 1 and 5`),
    check('catering_feedback_rating_on_time', sql`${t.ratingOnTime} between 1 and 5`),
    check('catering_feedback_service_type', sql`${t.serviceTypeId} > 0`),
  ],
);

export const cateringContestEntries = pgTable(
  'catering_contest_entries',
  {
    id: uuid('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    countryCode: varchar('country_code', { length: 2 }).$type<CountryCode>().notNull(),
    locale: varchar('locale', { length: 35 }).$type<LocaleTag>().notNull(),
    /** The season: '2026-Q4'. */
    period: varchar('period', { length: 7 }).notNull(),
    locationId: integer('location_id').references(() => locations.id),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** The email lower-cased: what makes an entry unique in its season. */
    emailKey: varchar('email_key', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    company: varchar('company', { length: 120 }),
    headcount: integer('headcount').notNull(),
    occasion: varchar('occasion', { length: 120 }).notNull(),
    reason: varchar('reason', { length: 1000 }).notNull(),
    rulesAcceptedAt: instant('rules_accepted_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catering_contest_entries_one_per_season').on(t.brandId, t.period, t.emailKey),
    index('catering_contest_entries_location').on(t.locationId, t.createdAt),
    index('catering_contest_entries_brand').on(t.brandId, t.createdAt),
    check('catering_contest_entries_headcount', sql`${t.headcount} > 0`),
  ],
);
