/**
 * The rewards' scheduled work:
 * - paid-order-rewards: every minute, the achievements and referral rewards of the diners with an
 *   order paid in the last week (a grant happens once whatever the number of runs);
 * - yearly-rewards: every hour, the birthday and account-anniversary rewards due in each diner's
 *   time zone (domain/loyalty/yearly-rewards.ts), once per local year, each with the item the
 *   brand chose for it (none while the brand turned that reward off).
 */
import { REWARD_SOURCE } from '@/domain/loyalty/constants';
import { dinerTimeZone } from '@/domain/loyalty/diner-time-zone';
import { BRAND_ID } from '@/domain/constants';
import { anniversaryRewardYear, birthdayRewardYear, YEARLY_REWARD_GRACE_DAYS } from '@/domain/loyalty/yearly-rewards';
import type { Database } from '@/server/db/client';
import type { JobDefinition } from '@/server/jobs/job';
import { rewardSettings } from '@/server/modules/loyalty';
import { grantReachedAchievements } from './achievements';
import { grantItemReward } from './item-grants';
import { grantReferralRewards } from './referrals';
import { accountsCreatedOn, birthdaysOn, customersPaidSince, latestOrderTimeZone, type MonthDay } from './repository';

const DAY = 86_400_000;
const RECENT_PAID_WINDOW = 7 * DAY;

export const PAID_ORDER_REWARDS_JOB = 'paid-order-rewards';
export const YEARLY_REWARDS_JOB = 'yearly-rewards';

export const paidOrderRewardsJob: JobDefinition = {
  name: PAID_ORDER_REWARDS_JOB,
  everySeconds: 60,
  async run({ db, now }) {
    const diners = await customersPaidSince(db, new Date(now.getTime() - RECENT_PAID_WINDOW));
    let achievements = 0;
    let referrals = 0;
    for (const customerId of diners) {
      achievements += await grantReachedAchievements(db, customerId, now);
      referrals += await grantReferralRewards(db, customerId, now);
    }
    return { diners: diners.length, achievements, referrals };
  },
};

/** Month-day pairs of every UTC date from grace + 2 days before `now` to two days after (every zone's "today" is in there). */
function candidateDays(now: Date): MonthDay[] {
  const pairs: MonthDay[] = [];
  for (let offset = -(YEARLY_REWARD_GRACE_DAYS + 2); offset <= 2; offset += 1) {
    const date = new Date(now.getTime() + offset * DAY);
    pairs.push([date.getUTCMonth() + 1, date.getUTCDate()]);
  }
  if (pairs.some(([month, day]) => (month === 2 && day === 28) || (month === 3 && day === 1))) pairs.push([2, 29]);
  return pairs;
}

/** The zone of the store of the diner's latest order, else their market's. */
async function timeZoneOf(db: Database, customerId: number, locale: string): Promise<string> {
  return dinerTimeZone(await latestOrderTimeZone(db, customerId), locale);
}

export const yearlyRewardsJob: JobDefinition = {
  name: YEARLY_REWARDS_JOB,
  everySeconds: 3600,
  runAtStart: true,
  async run({ db, now }) {
    const pairs = candidateDays(now);
    let birthdays = 0;
    let anniversaries = 0;
    const { birthdayItemSlug, anniversaryItemSlug } = await rewardSettings(db, BRAND_ID);
    const birthdayRows = birthdayItemSlug === null ? [] : (await birthdaysOn(db, pairs)).map((row) => ({ ...row, itemSlug: birthdayItemSlug }));
    for (const row of birthdayRows) {
      const year = birthdayRewardYear(row, now, await timeZoneOf(db, row.customerId, row.locale));
      if (year === null) continue;
      const grant = { customerId: row.customerId, source: REWARD_SOURCE.birthday, itemSlug: row.itemSlug, grantKey: `birthday:${row.customerId}:${year}`, at: now };
      if ((await grantItemReward(db, grant))?.created) birthdays += 1;
    }
    // An account erased on its owner's request is no one's: it earns nothing (the query leaves it out).
    const anniversaryRows =
      anniversaryItemSlug === null ? [] : (await accountsCreatedOn(db, new Date(now.getTime() - 300 * DAY), pairs)).map((row) => ({ ...row, itemSlug: anniversaryItemSlug }));
    for (const row of anniversaryRows) {
      const year = anniversaryRewardYear(row.createdAt, now, await timeZoneOf(db, row.customerId, row.locale));
      if (year === null) continue;
      const grant = { customerId: row.customerId, source: REWARD_SOURCE.anniversary, itemSlug: row.itemSlug, grantKey: `anniversary:${row.customerId}:${year}`, at: now };
      if ((await grantItemReward(db, grant))?.created) anniversaries += 1;
    }
    return { birthdays, anniversaries };
  },
};

export const REWARD_JOBS: readonly JobDefinition[] = [paidOrderRewardsJob, yearlyRewardsJob];
