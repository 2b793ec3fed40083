/**
 * The console's loyalty settings (under /online-ordering, brand admins only): the program (on or
 * off, the earn rate), the rewards store's items and point costs, the mystery reward odds and the
 * birthday and anniversary rewards, with the menu items each may choose from.
 */

export const STAFF_LOYALTY_PATHS = {
  settings: '/admin/loyalty',
  program: '/admin/loyalty/program',
  storeItems: '/admin/loyalty/store-items',
  storeItem: '/admin/loyalty/store-items/:itemId',
  retire: '/admin/loyalty/store-items/:itemId/retire',
  mysteryOdds: '/admin/loyalty/mystery-odds',
  yearlyRewards: '/admin/loyalty/yearly-rewards',
} as const;

export const staffLoyaltyItemPath = (path: string, itemId: number) => path.replace(':itemId', String(itemId));

export type WireLoyaltyItem = { id: number; title: string };

export type WireLoyaltyStoreItem = { itemId: number; title: string; points: number; active: boolean };

export type WireMysteryPrize = { itemId: number; title: string; weight: number };

export type WireLoyaltySettings = {
  program: { loyaltyEnabled: boolean; pointsPerUnit: number };
  /** Listed first in the store's order, retired ones after. */
  storeItems: WireLoyaltyStoreItem[];
  mysteryPrizes: WireMysteryPrize[];
  /** The item each yearly reward gives; null: off. */
  yearly: { birthday: WireLoyaltyItem | null; anniversary: WireLoyaltyItem | null };
  /** The brand's menu items, to choose from. */
  items: WireLoyaltyItem[];
};

export type WireLoyaltyProgramChange = { loyaltyEnabled: boolean; pointsPerUnit: number };
export type WireLoyaltyStoreItemAdd = { itemId: number; points: number };
export type WireLoyaltyStoreItemChange = { points: number };
export type WireMysteryOddsChange = { prizes: { itemId: number; weight: number }[] };
export type WireYearlyRewardsChange = { birthdayItemId: number | null; anniversaryItemId: number | null };
