/**
 * The JSON of the loyalty program: the contract between server/modules/loyalty and the
 * storefront (lib/api/loyalty.ts). Every path is under /online-ordering.
 *
 * Signed in (`Authorization: Bearer <jwt_token>`; 401 otherwise); the customer is always the bearer:
 * - GET  /loyalty/my-profile/points-recap                      → WirePointsRecap
 * - GET  /loyalty/my-profile/collect-points/points-history?page&pageSize → WirePointsHistory (newest first)
 * - GET  /loyalty/my-profile/rewards?status=in-wallet|on-order|used|expired → { data: WireWalletReward[] }
 * - POST /loyalty/store/items/:itemId  (optional Idempotency-Key) → 201 WireRedemption; the same key again → 200, the same reward
 * - POST   /locations/:locationId/items/:itemId/item-instance  WireRewardInstanceInput → 201 WireOrder (the item at no charge)
 * - DELETE /locations/:locationId/items/:itemId/item-instance?orderId&rewardId       → WireOrder (the reward back in the wallet)
 * Public (the request's brand):
 * - GET  /loyalty/store/items                                  → { data: WireStoreItem[] }
 * - GET  /loyalty/store/items/:itemId                          → WireStoreItem
 * - GET  /locations/:locationId/items/:itemId/loyalty-details  → WireLoyaltyDetails (the caller's rewards for it when signed in)
 *
 * A brand with loyalty switched off answers the store and redeem calls with 422 loyalty_loyalty_off;
 * its recap says `loyaltyEnabled: false` with the brand's rewards title (its email club).
 */
import type { PointsReason, RewardKindId, RewardSourceId, RewardStatusId, RewardTypeId } from '@/domain/loyalty/constants';
import type { MoneyString } from '@/domain/ordering/money';

/** The brand's points program as anyone may read it: whether it runs, its name and its earn rate. */
export type WireLoyaltyProgram = {
  loyaltyEnabled: boolean;
  /** The brand's program name, or its email-club title when loyalty is off. */
  rewardsTitle: string;
  /** Points per currency unit spent (pre-tax, after discounts); 0 when loyalty is off. */
  pointsPerUnit: number;
};

export type WirePointsRecap = {
  loyaltyEnabled: boolean;
  /** The brand's program name, or its email-club title when loyalty is off. */
  rewardsTitle: string;
  spendablePoints: number;
  lifetimeEarned: number;
  lifetimeSpent: number;
  /** Points per currency unit spent (pre-tax, after discounts); 0 when loyalty is off. */
  pointsPerUnit: number;
  /** Rewards waiting in the wallet. */
  walletCount: number;
};

export type WirePointsEntry = {
  id: number;
  points: number;
  reason: PointsReason;
  orderId: string | null;
  orderNumber: string | null;
  rewardId: string | null;
  createdAt: string;
};

export type WirePointsHistory = { data: WirePointsEntry[]; total: number; page: number; pageSize: number };

export type WireRewardStatus = 'in-wallet' | 'on-order' | 'used' | 'expired';

export type WireWalletReward = {
  id: string;
  rewardTypeId: RewardTypeId;
  rewardSourceId: RewardSourceId | null;
  rewardKindId: RewardKindId;
  statusId: RewardStatusId;
  status: WireRewardStatus;
  title: string;
  itemId: number | null;
  itemSlug: string | null;
  imageUrl: string | null;
  pointsSpent: number | null;
  couponId: number | null;
  couponCode: string | null;
  orderId: string | null;
  expiresAt: string | null;
  createdAt: string;
};

export type WireStoreItem = {
  /** The menu item's id. */
  itemId: number;
  slug: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  points: number;
};

export type WireRedemption = { reward: WireWalletReward; spendablePoints: number };

export type WireLoyaltyDetails = {
  itemId: number;
  locationId: number;
  title: string;
  imageUrl: string | null;
  /** The item's price at this store (what the reward saves), null when the store does not sell it. */
  price: MoneyString | null;
  /** Whether the store sells it now, on a menu. */
  available: boolean;
  storePoints: number | null;
  /** The caller's rewards in the wallet for this item (empty when signed out). */
  rewards: WireWalletReward[];
};

export type WireRewardInstanceInput = { orderId: string; rewardId: string; optionIds?: number[]; specialInstructions?: string | null };
