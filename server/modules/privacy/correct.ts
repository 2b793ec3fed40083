/**
 * A "correct" request carried out: the corrections it carries (first name, last name, phone),
 * checked with the profile's rules when it was sent, written to the account of its email. Without
 * an account there is no profile to correct; the outcome says so.
 */
import type { PrivacyCorrections, PrivacyOutcome } from '@/server/db/schema';
import { accountOf, updateProfile, type Db } from './person-records-repository';

export async function correctProfile(tx: Db, emailKey: string, corrections: PrivacyCorrections, now: Date): Promise<PrivacyOutcome> {
  const account = await accountOf(tx, emailKey);
  if (!account) return { account: false, corrected: 0 };
  const changes = Object.fromEntries(Object.entries(corrections).filter(([, value]) => typeof value === 'string' && value !== ''));
  await updateProfile(tx, account.id, changes, now);
  return { account: true, corrected: Object.keys(changes).length };
}
