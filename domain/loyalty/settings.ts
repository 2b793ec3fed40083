/**
 * The rules of a brand's loyalty settings, shared by the console's Loyalty screen and the admin
 * API, so both accept and refuse the same settings with the same message:
 * - the earn rate is a whole number of points per currency unit, EARN_RATE_MIN to EARN_RATE_MAX;
 * - a rewards store item costs a whole number of points, STORE_POINTS_MIN to STORE_POINTS_MAX;
 * - mystery reward odds are whole percentages, one per prize (a menu item, listed once): each
 *   from 0 (never drawn) to 100, together exactly MYSTERY_ODDS_TOTAL, at most MYSTERY_PRIZES_MAX
 *   prizes. A draw picks a prize with probability weight / total (mystery-rewards.ts);
 * - the birthday and anniversary rewards each give one menu item, or are off.
 * What a brand has not set falls back to the program's defaults (mystery-rewards.ts, yearly-rewards.ts).
 */
import { DEFAULT_POINTS_PER_UNIT } from './constants';
import { MYSTERY_PRIZES, type MysteryPrize } from './mystery-rewards';
import { ANNIVERSARY_REWARD_ITEM_SLUG, BIRTHDAY_REWARD_ITEM_SLUG } from './yearly-rewards';

export const EARN_RATE_MIN = 1;
export const EARN_RATE_MAX = 100;
export const STORE_POINTS_MIN = 1;
export const STORE_POINTS_MAX = 100_000;
export const MYSTERY_ODDS_TOTAL = 100;
export const MYSTERY_PRIZES_MAX = 12;

export const STAFF_LOYALTY_MESSAGES = {
  adminsOnly: 'Only a brand admin can change the loyalty program',
  earnRateInvalid: 'Enter the points earned per currency unit: a whole number from [min] to [max]',
  pointsInvalid: 'Enter the points cost: a whole number from [min] to [max]',
  itemNotOnMenu: 'Item [id] is not on the brand’s menu',
  alreadyListed: 'This item is already in the rewards store',
  notListed: 'Item [id] is not in the rewards store',
  alreadyRetired: 'This item is already retired from the rewards store',
  oddsWeightInvalid: 'Each chance is a whole percentage from 0 to [max]',
  oddsTotalInvalid: 'The chances add up to [total]%; they must add up to exactly [max]%',
  oddsPrizeRepeated: 'Item [id] is listed twice among the mystery prizes',
  oddsTooMany: 'List at most [max] mystery prizes',
} as const;

export type StaffLoyaltyMessageName = keyof typeof STAFF_LOYALTY_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type StaffLoyaltyErrorCode = `staff_loyalty_${Snake<StaffLoyaltyMessageName>}`;

/** The code the API sends with each message: staff_loyalty_<snake_case name>; the console has a text for each (staffLoyalty.error.<code>). */
export function staffLoyaltyErrorCode(name: StaffLoyaltyMessageName): StaffLoyaltyErrorCode {
  return `staff_loyalty_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as StaffLoyaltyErrorCode;
}

export const STAFF_LOYALTY_ERROR_CODES: readonly StaffLoyaltyErrorCode[] = (Object.keys(STAFF_LOYALTY_MESSAGES) as StaffLoyaltyMessageName[]).map(staffLoyaltyErrorCode);

export type LoyaltyProblem = { field: string; name: StaffLoyaltyMessageName; params?: Record<string, string | number> };

const wholeWithin = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

export function earnRateProblems(pointsPerUnit: number): LoyaltyProblem[] {
  return wholeWithin(pointsPerUnit, EARN_RATE_MIN, EARN_RATE_MAX) ? [] : [{ field: 'pointsPerUnit', name: 'earnRateInvalid', params: { min: EARN_RATE_MIN, max: EARN_RATE_MAX } }];
}

export function storePointsProblems(points: number): LoyaltyProblem[] {
  return wholeWithin(points, STORE_POINTS_MIN, STORE_POINTS_MAX) ? [] : [{ field: 'points', name: 'pointsInvalid', params: { min: STORE_POINTS_MIN, max: STORE_POINTS_MAX } }];
}

export type OddsEntry = { itemId: number; weight: number };

/** The sum of the chances (whole ones; anything else counts as it is, so the total says what was typed). */
export function oddsTotal(prizes: readonly OddsEntry[]): number {
  return prizes.reduce((sum, prize) => sum + (Number.isFinite(prize.weight) ? prize.weight : 0), 0);
}

/** Every problem of a mystery odds table, weights first, then repeats, then the total. */
export function mysteryOddsProblems(prizes: readonly OddsEntry[]): LoyaltyProblem[] {
  if (prizes.length > MYSTERY_PRIZES_MAX) return [{ field: 'prizes', name: 'oddsTooMany', params: { max: MYSTERY_PRIZES_MAX } }];
  const problems: LoyaltyProblem[] = [];
  prizes.forEach((prize, index) => {
    if (!wholeWithin(prize.weight, 0, MYSTERY_ODDS_TOTAL)) problems.push({ field: `prizes.${index}.weight`, name: 'oddsWeightInvalid', params: { max: MYSTERY_ODDS_TOTAL } });
  });
  const seen = new Set<number>();
  for (const prize of prizes) {
    if (seen.has(prize.itemId)) problems.push({ field: 'prizes', name: 'oddsPrizeRepeated', params: { id: prize.itemId } });
    seen.add(prize.itemId);
  }
  const total = oddsTotal(prizes);
  if (problems.length === 0 && total !== MYSTERY_ODDS_TOTAL) problems.push({ field: 'prizes', name: 'oddsTotalInvalid', params: { total, max: MYSTERY_ODDS_TOTAL } });
  return problems;
}

/** What a brand's configuration may say about its program (absent: the default). */
export type LoyaltySettingsConfig = {
  loyaltyEnabled: boolean;
  pointsPerUnit?: number;
  /** Mystery prizes by item slug, each with its chance in percent. */
  mysteryPrizes?: readonly { itemSlug: string; weight: number }[];
  /** The item each yearly reward gives, by slug; null: that reward is off. */
  birthdayRewardItemSlug?: string | null;
  anniversaryRewardItemSlug?: string | null;
};

export type YearlyReward = 'birthday' | 'anniversary';

export function earnRateOf(config: Pick<LoyaltySettingsConfig, 'pointsPerUnit'>): number {
  return config.pointsPerUnit ?? DEFAULT_POINTS_PER_UNIT;
}

/** The brand's mystery prize table: its own (a prize's key is its item's slug), else the default table. */
export function mysteryPrizesOf(config: Pick<LoyaltySettingsConfig, 'mysteryPrizes'>): readonly MysteryPrize[] {
  if (!config.mysteryPrizes) return MYSTERY_PRIZES;
  return config.mysteryPrizes.map(({ itemSlug, weight }) => ({ key: itemSlug, itemSlug, weight }));
}

/** The slug of the item a yearly reward gives, or null when the brand turned it off. */
export function yearlyRewardSlugOf(config: Pick<LoyaltySettingsConfig, 'birthdayRewardItemSlug' | 'anniversaryRewardItemSlug'>, reward: YearlyReward): string | null {
  const chosen = reward === 'birthday' ? config.birthdayRewardItemSlug : config.anniversaryRewardItemSlug;
  if (chosen !== undefined) return chosen;
  return reward === 'birthday' ? BIRTHDAY_REWARD_ITEM_SLUG : ANNIVERSARY_REWARD_ITEM_SLUG;
}
