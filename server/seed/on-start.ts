/**
 * What the API loads into its database when it starts (server/index.ts):
 * - always: the reference data every chain needs (brands, countries, states and provinces), and
 *   the site content of content/ into content tables that are still empty (after that the
 *   database is the text's source and the content console changes it);
 * - in demo mode only: the demo chain (stores, menus, coupons, gift cards, loyalty store) into an
 *   empty database, and the demo staff accounts with their one-time passwords.
 * Outside demo mode nothing demo is loaded: the first staff account comes from
 * `npm run staff:create-admin`.
 */
import { count } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { brands } from '@/server/db/schema';
import { prepareDemoStaff, type DemoStaffAccount } from '@/server/modules/staff';
import { seedDemoChain, seedReference } from './index';
import { loadContent, type ContentLoadReport } from './load-content';

export type StartData = {
  /** What this start loaded into an empty database: the demo chain, the reference data alone, or nothing new. */
  loaded: 'demo-chain' | 'reference' | null;
  /** The content this start loaded into empty content tables; null when it loaded none, or the demo chain loaded it. */
  content: ContentLoadReport | null;
  /** Demo staff accounts given a one-time password on this start (demo mode only), for the log. */
  demoStaff: DemoStaffAccount[];
};

/** `demoStaffTotpSecret`: the demo brand admins' second factor (demo mode only; unset, they enrol at first sign-in). */
export type StartDataOptions = { demoMode: boolean; demoStaffPassword: string | null; demoStaffTotpSecret?: string | null; now: Date };

async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ brands: count() }).from(brands);
  return (row?.brands ?? 0) === 0;
}

export async function loadStartData(db: Database, { demoMode, demoStaffPassword, demoStaffTotpSecret = null, now }: StartDataOptions): Promise<StartData> {
  const empty = await isEmpty(db);
  if (demoMode && empty) {
    await seedDemoChain(db);
    return { loaded: 'demo-chain', content: null, demoStaff: await prepareDemoStaff(db, demoStaffPassword, now, demoStaffTotpSecret) };
  }
  await seedReference(db);
  const report = await loadContent(db);
  const content = report.documentsWritten + report.postsWritten + report.entriesWritten > 0 ? report : null;
  const demoStaff = demoMode ? await prepareDemoStaff(db, demoStaffPassword, now, demoStaffTotpSecret) : [];
  return { loaded: empty ? 'reference' : null, content, demoStaff };
}
