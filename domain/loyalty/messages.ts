/**
 * The loyalty program's refusals and the code the API sends with each (`loyalty_<name>`);
 * the storefront has a text for each in every interface language (lib/api/error-text.ts).
 */

export const LOYALTY_MESSAGES = {
  loyaltyOff: 'This restaurant brand has no points program',
  notEnoughPoints: 'This reward costs [needed] points and you have [available]',
  storeItemUnknown: 'Reward [itemId] is not in the rewards store',
  rewardNotFound: 'Reward [rewardId] was not found in your wallet',
  rewardNotInWallet: 'This reward is already on an order or was used',
  rewardNotOnOrder: 'This reward is not on order [orderId]',
  rewardNotAnItem: 'This reward is not a menu item: use it as a coupon',
  rewardItemMismatch: 'Reward [rewardId] is for another menu item',
  itemNotOnMenu: 'This item is not on the menu of this restaurant for this order',
  orderNotSignedIn: 'Sign in as the diner of this order to use a reward on it',
  orderOtherStore: 'Order [orderId] is for another restaurant',
} as const;

export type LoyaltyMessageName = keyof typeof LOYALTY_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type LoyaltyErrorCode = `loyalty_${Snake<LoyaltyMessageName>}`;

export function loyaltyErrorCode(name: LoyaltyMessageName): LoyaltyErrorCode {
  return `loyalty_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as LoyaltyErrorCode;
}

export const LOYALTY_ERROR_CODES: readonly LoyaltyErrorCode[] = (Object.keys(LOYALTY_MESSAGES) as LoyaltyMessageName[]).map(loyaltyErrorCode);
