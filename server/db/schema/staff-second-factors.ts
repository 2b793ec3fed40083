/**
 * Staff second factors (TOTP, RFC 6238): one row per member who began or finished enrolling, and
 * the member's recovery codes.
 *
 * - `secret` is the base32 TOTP key. It is shown to the member only while enrolment waits for
 *   its first code (`confirmed_at` null) and never answered again once confirmed.
 * - `last_used_step` is the 30-second time step of the last accepted code: a code of that step or
 *   an earlier one is refused, so a code works once.
 * - Recovery codes are kept as SHA-256 hashes (they are random, 50 bits each); `used_at` marks the
 *   one use each gets. Resetting a member's second factor deletes both rows.
 */
import { bigint, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { staffAccounts } from './staff';

export const staffSecondFactors = pgTable('staff_second_factors', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  secret: varchar('secret', { length: 64 }).notNull(),
  confirmedAt: instant('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: instant('created_at').notNull().defaultNow(),
});

export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('staff_recovery_codes_staff').on(t.staffId)],
);
