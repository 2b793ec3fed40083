/**
 * Staff: the accounts of store staff and brand admins, the stores a staff member works at, their
 * sessions, and the audit log of every staff action.
 *
 * - Staff accounts are apart from customers: their own emails, password hashes (scrypt, as
 *   customers'), sessions and token audience. `must_change_password` marks a one-time password:
 *   until it is changed the console only lets the member sign out or change it, and it signs in
 *   only until `one_time_password_expires_at` (24 hours). `is_demo` marks the demo accounts,
 *   which sign in only in demo mode.
 * - A store_staff member sees the stores of `staff_store_assignments`; a brand_admin every store
 *   of `brand_id`.
 * - The audit log keeps who did what, when, to which subject, with the state before and after.
 *   Rows are only ever added.
 */
import { index, integer, jsonb, pgTable, primaryKey, serial, uniqueIndex, uuid, varchar, boolean } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@/domain/wire/staff';
import type { StaffAuditAction } from '@/domain/wire/staff-audit';
import { brands, locations } from './catalog';
import { instant } from './columns';

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower-cased. */
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /**
     * Until when the one-time password (must_change_password) signs in: 24 hours after it was
     * issued, on the real clock. Null with a one-time password: it no longer signs in.
     */
    oneTimePasswordExpiresAt: instant('one_time_password_expires_at'),
    /** A demo account (created in demo mode): it signs in only while the API runs in demo mode. */
    isDemo: boolean('is_demo').notNull().default(false),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    role: varchar('role', { length: 16 }).$type<StaffRole>().notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** Set while the member is deactivated: they cannot sign in, and their sessions are refused. */
    deactivatedAt: instant('deactivated_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_accounts_email').on(t.email)],
);

/**
 * Invitations to the staff console: the link's token is random and only its SHA-256 hash is kept.
 * A link works once (`used_at`) until `expires_at`; sending the invitation again marks the
 * member's earlier links `replaced_at`, so only the newest one works.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** Who sent it. */
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    replacedAt: instant('replaced_at'),
  },
  (t) => [uniqueIndex('staff_invites_token').on(t.tokenHash), index('staff_invites_staff').on(t.staffId)],
);

export const staffStoreAssignments = pgTable(
  'staff_store_assignments',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.locationId] }), index('staff_store_assignments_location').on(t.locationId)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/** The audit log's actions are defined once, with the wire shape admins read them in. */
export type { StaffAuditAction };

export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null only for a refused sign-in with an address no staff account has. */
    staffId: integer('staff_id').references(() => staffAccounts.id),
    action: varchar('action', { length: 32 }).$type<StaffAuditAction>().notNull(),
    /** 'order', 'staff', 'lead', or what a read concerned ('job-application', 'privacy-requests' ...). */
    subjectType: varchar('subject_type', { length: 32 }).notNull(),
    /** The subject's id; 'list' for a read of a list, whose filter is in `after`. */
    subjectId: varchar('subject_id', { length: 64 }).notNull(),
    /** A refused sign-in: the address tried (trimmed, lower-cased, bounded); never the password. */
    email: varchar('email', { length: 254 }),
    /** A refused sign-in of an unknown address: the brand of the console it was tried on. */
    brandId: integer('brand_id'),
    /** The client's address (request.ip, as TRUST_PROXY resolves it); null on rows older than it. */
    clientAddress: varchar('client_address', { length: 64 }),
    /** The store the action concerned, when it concerned one. */
    locationId: integer('location_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    requestId: varchar('request_id', { length: 128 }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_log_subject').on(t.subjectType, t.subjectId),
    index('staff_audit_log_staff').on(t.staffId, t.createdAt),
    index('staff_audit_log_created').on(t.createdAt),
  ],
);
