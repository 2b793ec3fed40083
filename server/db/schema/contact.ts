/**
 * The contact forms' submissions: talk-to-{brand} (a visit to one of the brand's stores) and
 * general feedback (about the brand as a whole, no store). Visit and feedback types are the ids
 * of domain/contact/types.ts.
 */
import type { CountryCode, LocaleTag } from '@/domain/markets';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { locations } from './catalog';
import { instant } from './columns';

export const talkToSubmissions = pgTable(
  'talk_to_submissions',
  {
    id: uuid('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    countryCode: varchar('country_code', { length: 2 }).$type<CountryCode>().notNull(),
    /** The guest's locale ('fr-ca'): the confirmation is written in its language. */
    locale: varchar('locale', { length: 35 }).$type<LocaleTag>().notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    visitDate: varchar('visit_date', { length: 10 }).notNull(),
    visitTypeId: smallint('visit_type_id').notNull(),
    message: varchar('message', { length: 2000 }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('talk_to_submissions_location').on(t.locationId, t.createdAt),
    index('talk_to_submissions_brand').on(t.brandId, t.createdAt),
    check('talk_to_submissions_visit_type', sql`${t.visitTypeId} > 0`),
  ],
);

export const generalFeedback = pgTable(
  'general_feedback',
  {
    id: uuid('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    countryCode: varchar('country_code', { length: 2 }).$type<CountryCode>().notNull(),
    locale: varchar('locale', { length: 35 }).$type<LocaleTag>().notNull(),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    feedbackTypeId: smallint('feedback_type_id').notNull(),
    message: varchar('message', { length: 2000 }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('general_feedback_brand').on(t.brandId, t.createdAt), check('general_feedback_type', sql`${t.feedbackTypeId} > 0`)],
);
