/** The diner's birthday (month and day): read and set, checked with the same rule as the form. */
import { eq } from 'drizzle-orm';
import { isValidBirthday } from '@/domain/loyalty/yearly-rewards';
import type { WireBirthday } from '@/domain/wire/rewards';
import type { Database } from '@/server/db/client';
import { customerBirthdays } from '@/server/db/schema';
import { rewardError } from './errors';

export async function birthdayOf(db: Database, customerId: number): Promise<WireBirthday> {
  const [row] = await db.select().from(customerBirthdays).where(eq(customerBirthdays.customerId, customerId));
  return row ? { month: row.month, day: row.day } : { month: null, day: null };
}

export async function setBirthday(db: Database, customerId: number, month: number, day: number, now: Date): Promise<WireBirthday> {
  if (!isValidBirthday(month, day)) throw rewardError(400, 'birthdayDayInvalid', { month, day });
  await db
    .insert(customerBirthdays)
    .values({ customerId, month, day, updatedAt: now })
    .onConflictDoUpdate({ target: customerBirthdays.customerId, set: { month, day, updatedAt: now } });
  return { month, day };
}
