/**
 * Creating a staff account from the command line (`npm run staff:create-admin`): the first brand
 * admin of a production database, where nothing demo exists, or another admin later. The account
 * gets a one-time password nobody chose (random, 32 bytes), which the printed sign-in link
 * carries in its fragment (never sent to a server, so never in a log): /staff/welcome signs in
 * with it and asks for a password of the person's own. Like every one-time password it signs in
 * for 24 hours only, and choosing a password ends it, so the link works once.
 */
import { randomBytes } from 'node:crypto';
import { oneTimePasswordExpiry } from '@/domain/staff/one-time-passwords';
import { isEmail } from '@/domain/validation/patterns';
import type { Database } from '@/server/db/client';
import { hashPassword } from '@/server/modules/auth';
import { brandExists, findStaffByEmail, insertStaffAccount, normalizeStaffEmail } from './repository';

export const WELCOME_PATH = '/staff/welcome';

export type NewAdmin = { email: string; brandId: number; firstName: string; lastName: string };
export type CreatedAdmin = { id: number; email: string; brandId: number; link: string; expiresAt: Date };

export class CreateAdminError extends Error {
  override name = 'CreateAdminError';
}

/** The sign-in link of a one-time password: the welcome page reads both from the fragment. */
export function welcomeLink(storefrontUrl: string, email: string, code: string): string {
  const fragment = new URLSearchParams({ email, code }).toString();
  return `${storefrontUrl.replace(/\/+$/, '')}${WELCOME_PATH}#${fragment}`;
}

/** "Ada Lovelace" → first and last name; one word is the first name, with "Admin" after it. */
export function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: 'Brand', lastName: 'Admin' };
  if (words.length === 1) return { firstName: words[0]!.slice(0, 80), lastName: 'Admin' };
  return { firstName: words.slice(0, -1).join(' ').slice(0, 80), lastName: words.at(-1)!.slice(0, 80) };
}

/** Creates a brand admin with a one-time password for 24 hours from `now` (the real time) and its sign-in link. */
export async function createBrandAdmin(db: Database, admin: NewAdmin, options: { storefrontUrl: string; now: Date }): Promise<CreatedAdmin> {
  const email = normalizeStaffEmail(admin.email);
  if (!isEmail(email)) throw new CreateAdminError(`--email must be an email address, got "${admin.email}"`);
  if (!(await brandExists(db, admin.brandId))) throw new CreateAdminError(`--brand ${admin.brandId} does not exist`);
  if (await findStaffByEmail(db, email)) throw new CreateAdminError(`a staff account for ${email} already exists`);
  const code = randomBytes(32).toString('base64url');
  const expiresAt = oneTimePasswordExpiry(options.now);
  const id = await insertStaffAccount(db, {
    email,
    passwordHash: await hashPassword(code),
    mustChangePassword: true,
    oneTimePasswordExpiresAt: expiresAt,
    isDemo: false,
    firstName: admin.firstName,
    lastName: admin.lastName,
    role: 'brand_admin',
    brandId: admin.brandId,
    createdAt: options.now,
    updatedAt: options.now,
  });
  if (id === undefined) throw new CreateAdminError(`a staff account for ${email} already exists`);
  return { id, email, brandId: admin.brandId, link: welcomeLink(options.storefrontUrl, email, code), expiresAt };
}
