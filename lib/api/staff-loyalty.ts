/**
 * The loyalty settings' calls (contract: domain/wire/staff-loyalty.ts): the settings, the program
 * (on or off, earn rate), a rewards store item added, repriced or retired, the mystery reward odds
 * and the yearly rewards. Each change answers the settings as they are now. Each takes a staff
 * context (lib/staff/session.ts).
 */
import {
  STAFF_LOYALTY_PATHS as PATHS,
  staffLoyaltyItemPath,
  type WireLoyaltyProgramChange,
  type WireLoyaltySettings,
  type WireMysteryOddsChange,
  type WireYearlyRewardsChange,
} from '@/domain/wire/staff-loyalty';
import { apiGet, apiPost, apiPut, type ApiContext } from './client';

export type LoyaltySettings = WireLoyaltySettings;
export type LoyaltyChoice = WireLoyaltySettings['items'][number];

const path = (relative: string) => `/online-ordering${relative}`;

export function fetchLoyaltySettings(ctx: ApiContext): Promise<LoyaltySettings> {
  return apiGet(ctx, path(PATHS.settings));
}

export function changeLoyaltyProgram(ctx: ApiContext, body: WireLoyaltyProgramChange): Promise<LoyaltySettings> {
  return apiPut(ctx, path(PATHS.program), body);
}

export function addRewardsStoreItem(ctx: ApiContext, itemId: number, points: number): Promise<LoyaltySettings> {
  return apiPost(ctx, path(PATHS.storeItems), { itemId, points });
}

export function changeRewardsStoreItem(ctx: ApiContext, itemId: number, points: number): Promise<LoyaltySettings> {
  return apiPut(ctx, path(staffLoyaltyItemPath(PATHS.storeItem, itemId)), { points });
}

export function retireRewardsStoreItem(ctx: ApiContext, itemId: number): Promise<LoyaltySettings> {
  return apiPost(ctx, path(staffLoyaltyItemPath(PATHS.retire, itemId)), undefined);
}

export function changeMysteryOdds(ctx: ApiContext, body: WireMysteryOddsChange): Promise<LoyaltySettings> {
  return apiPut(ctx, path(PATHS.mysteryOdds), body);
}

export function changeYearlyRewards(ctx: ApiContext, body: WireYearlyRewardsChange): Promise<LoyaltySettings> {
  return apiPut(ctx, path(PATHS.yearlyRewards), body);
}
