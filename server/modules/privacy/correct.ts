/**
 * A "correct" request carried out: the corrections it carries (first name, last name, phone),
 * checked with the profile's rules when it was sent, written to the account of its email. Without
 * an account there is no profile to correct; the outcome says so.
 */
import { eq } from 'drizzle-orm';
import { customers, type PrivacyCorrections, type PrivacyOutcome } from '@/server/db/schema';
import { accountOf, type Db } from './person-records';

export async function correctProfile(tx: Db, emailKey: string, corrections: PrivacyCorrections, now: Date): Promise<PrivacyOutcome> {
  const account = await accountOf(tx, emailKey);
  if (!account) return { account: false, corrected: 0 };
  const changes = Object.fromEntries(Object.entries(corrections).filter(([, value]) => typeof value === 'string' && value !== ''));
  await tx.update(customers).set({ ...changes, updatedAt: now }).where(eq(customers.id, account.id));
  return { account: true, corrected: Object.keys(changes).length };
}
