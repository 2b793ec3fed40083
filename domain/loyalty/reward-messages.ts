/**
 * Refusals of the mystery, achievement, birthday and referral rewards, in English with
 * [placeholders]. Each carries the code `reward_<snake name>`; the storefront has a text for
 * each code in every interface language (rewards.error.<code>).
 */

export const REWARD_MESSAGES = {
  mysteryNotEarned: 'You have no mystery reward to reveal yet: [ordersToNext] more paid orders to go',
  mysteryRevealNotFound: 'Mystery reward [revealId] was not found',
  mysteryAlreadyAccepted: 'This mystery reward is already in your wallet',
  mysteryRerollUsed: 'You have already rerolled this mystery reward once: accept it to add it to your wallet',
  mysteryPrizeUnavailable: 'The prize of this mystery reward is no longer on the menu: please contact us',
  birthdayMonthRequired: 'Choose the month of your birthday',
  birthdayDayRequired: 'Choose the day of your birthday',
  birthdayDayInvalid: 'There is no day [day] in month [month]',
} as const;

export type RewardMessageName = keyof typeof REWARD_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type RewardErrorCode = `reward_${Snake<RewardMessageName>}`;

export function rewardErrorCode(name: RewardMessageName): RewardErrorCode {
  return `reward_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as RewardErrorCode;
}

export const REWARD_ERROR_CODES: readonly RewardErrorCode[] = (Object.keys(REWARD_MESSAGES) as RewardMessageName[]).map(rewardErrorCode);
