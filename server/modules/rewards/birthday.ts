/** The diner's birthday (month and day): read and set, checked with the same rule as the form. */
import { isValidBirthday } from '@/domain/loyalty/yearly-rewards';
import type { WireBirthday } from '@/domain/wire/rewards';
import type { Database } from '@/server/db/client';
import { rewardError } from './errors';
import { findBirthday, saveBirthday } from './repository';

export async function birthdayOf(db: Database, customerId: number): Promise<WireBirthday> {
  const row = await findBirthday(db, customerId);
  return row ? { month: row.month, day: row.day } : { month: null, day: null };
}

export async function setBirthday(db: Database, customerId: number, month: number, day: number, now: Date): Promise<WireBirthday> {
  if (!isValidBirthday(month, day)) throw rewardError(400, 'birthdayDayInvalid', { month, day });
  await saveBirthday(db, customerId, month, day, now);
  return { month, day };
}
