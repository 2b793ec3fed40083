/**
 * Hiring: the positions each store has open, and the applications people send.
 *
 * - An opening is one position (domain/jobs/positions.ts) at one store, at most once.
 * - An application names its store and position, the applicant, when they can work (days and
 *   shifts), and its one file: where storage keeps it (`file_key`, never a public address), its
 *   kind as its first bytes said, and its size.
 */
import type { UploadKind, WorkDay, WorkShift } from '@/domain/jobs';
import type { CountryCode, LocaleTag } from '@/domain/markets';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { locations } from './catalog';
import { instant } from './columns';

export const jobOpenings = pgTable(
  'job_openings',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    positionId: smallint('position_id').notNull(),
  },
  (t) => [uniqueIndex('job_openings_location_position').on(t.locationId, t.positionId), check('job_openings_position', sql`${t.positionId} > 0`)],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    countryCode: varchar('country_code', { length: 2 }).$type<CountryCode>().notNull(),
    /** The applicant's locale: the confirmation is written in its language. */
    locale: varchar('locale', { length: 35 }).$type<LocaleTag>().notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    positionId: smallint('position_id').notNull(),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    days: jsonb('days').$type<WorkDay[]>().notNull(),
    shifts: jsonb('shifts').$type<WorkShift[]>().notNull(),
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    fileKind: varchar('file_kind', { length: 8 }).$type<UploadKind>().notNull(),
    fileBytes: integer('file_bytes').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('job_applications_location').on(t.locationId, t.createdAt),
    index('job_applications_brand').on(t.brandId, t.createdAt),
    check('job_applications_file_bytes', sql`${t.fileBytes} > 0`),
  ],
);
