/**
 * Mystery rewards, achievements and the birthday of the signed-in diner (domain/wire/rewards.ts):
 * the only place that calls these endpoints. Each call travels with the diner's bearer token.
 */
import type { WireAchievements, WireBirthday, WireMysteryProgress, WireMysteryReveal } from '@/domain/wire/rewards';
import { apiGet, apiPost, apiPut, type ApiContext } from './client';

const BASE = '/online-ordering/loyalty';
const id = (value: string) => encodeURIComponent(value);

export function fetchMysteryProgress(ctx: ApiContext): Promise<WireMysteryProgress> {
  return apiGet<WireMysteryProgress>(ctx, `${BASE}/my-profile/mystery-reward-progress`);
}

export function revealMysteryReward(ctx: ApiContext): Promise<WireMysteryReveal> {
  return apiPost<WireMysteryReveal>(ctx, `${BASE}/mystery-rewards/reveal`, {});
}

export function rerollMysteryReward(ctx: ApiContext, revealId: string): Promise<WireMysteryReveal> {
  return apiPost<WireMysteryReveal>(ctx, `${BASE}/mystery-rewards/${id(revealId)}/reroll`, {});
}

export function acceptMysteryReward(ctx: ApiContext, revealId: string): Promise<WireMysteryReveal> {
  return apiPost<WireMysteryReveal>(ctx, `${BASE}/mystery-rewards/${id(revealId)}/accept`, {});
}

export function fetchAchievements(ctx: ApiContext): Promise<WireAchievements> {
  return apiGet<WireAchievements>(ctx, `${BASE}/my-profile/achievements`);
}

export function fetchBirthday(ctx: ApiContext): Promise<WireBirthday> {
  return apiGet<WireBirthday>(ctx, `${BASE}/my-profile/birthday`);
}

export function saveBirthday(ctx: ApiContext, birthday: { month: number; day: number }): Promise<WireBirthday> {
  return apiPut<WireBirthday>(ctx, `${BASE}/my-profile/birthday`, birthday);
}
