/**
 * The loyalty program's calls (domain/wire/loyalty.ts): the diner's points recap, history and
 * wallet, the rewards store and buying from it, and a reward's item on the order in progress.
 * The only place that calls these endpoints; the bearer comes from the jwt_token cookie.
 */
import type {
  WireLoyaltyProgram,
  WirePointsHistory,
  WirePointsRecap,
  WireRedemption,
  WireRewardStatus,
  WireStoreItem,
  WireWalletReward,
} from '@/domain/wire/loyalty';
import type { WireOrder } from '@/domain/wire/orders';
import { MY_SUBMISSIONS_PATH, type WireSubmission, type WireSubmissionPage } from '@/domain/wire/submissions';
import { orderTokenHeaders } from '@/lib/order-token';
import { apiGet, apiPost, type ApiContext } from './client';

export type PointsRecap = WirePointsRecap;
export type LoyaltyProgram = WireLoyaltyProgram;
export type PointsHistory = WirePointsHistory;
export type WalletReward = WireWalletReward;
export type StoreItem = WireStoreItem;
export type Redemption = WireRedemption;
export type Submission = WireSubmission;
export type SubmissionPage = WireSubmissionPage;

const BASE = '/online-ordering';
const id = (value: string | number) => encodeURIComponent(String(value));

export function fetchPointsRecap(ctx: ApiContext): Promise<WirePointsRecap> {
  return apiGet<WirePointsRecap>(ctx, `${BASE}/loyalty/my-profile/points-recap`);
}

export function fetchPointsHistory(ctx: ApiContext, page: number, pageSize: number): Promise<WirePointsHistory> {
  return apiGet<WirePointsHistory>(ctx, `${BASE}/loyalty/my-profile/collect-points/points-history`, { query: { page, pageSize } });
}

export async function fetchWallet(ctx: ApiContext, status?: WireRewardStatus): Promise<WireWalletReward[]> {
  const options = status ? { query: { status } } : undefined;
  return (await apiGet<{ data: WireWalletReward[] }>(ctx, `${BASE}/loyalty/my-profile/rewards`, options)).data;
}

export async function fetchStoreItems(ctx: ApiContext): Promise<WireStoreItem[]> {
  return (await apiGet<{ data: WireStoreItem[] }>(ctx, `${BASE}/loyalty/store/items`)).data;
}

/** Buys a store item with points; `idempotencyKey` makes a retried click buy it once. */
export function redeemStoreItem(ctx: ApiContext, itemId: number, idempotencyKey: string): Promise<WireRedemption> {
  return apiPost<WireRedemption>(ctx, `${BASE}/loyalty/store/items/${id(itemId)}`, undefined, { headers: { 'Idempotency-Key': idempotencyKey } });
}

type RewardOnOrder = { orderId: string; orderToken: string | null; locationId: number; itemId: number; rewardId: string };

/** Puts the reward's item on the order at no charge. */
export function addRewardToOrder(ctx: ApiContext, target: RewardOnOrder): Promise<WireOrder> {
  return apiPost<WireOrder>(
    ctx,
    `${BASE}/locations/${id(target.locationId)}/items/${id(target.itemId)}/item-instance`,
    { orderId: target.orderId, rewardId: target.rewardId },
    { headers: orderTokenHeaders(target.orderToken) },
  );
}

/** The diner's survey submissions (order ratings and forms), newest first. */
export function fetchMySubmissions(ctx: ApiContext, page: number, pageSize: number): Promise<WireSubmissionPage> {
  return apiGet<WireSubmissionPage>(ctx, `${BASE}${MY_SUBMISSIONS_PATH}`, { query: { page, pageSize } });
}

/** The brand's points program as anyone reads it (no sign-in): on or off, its title and earn rate. */
export function fetchLoyaltyProgram(ctx: ApiContext): Promise<WireLoyaltyProgram> {
  return apiGet<WireLoyaltyProgram>(ctx, `${BASE}/loyalty/program`);
}
