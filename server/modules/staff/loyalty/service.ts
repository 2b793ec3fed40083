/**
 * The console's loyalty settings, as use cases for brand admins (anyone else: 403): the settings
 * with the menu items to choose from; the program (on or off, earn rate); the rewards store (add
 * an item, change its cost, retire it); the mystery reward odds; the birthday and anniversary
 * rewards. Each is checked by the rules the form uses (domain/loyalty/settings.ts), then is one
 * transaction that locks the brand's row, writes, and records its audit row (before and after).
 *
 * The diners' reads (the program's earn rate, the rewards store, a mystery draw, the yearly job)
 * read these rows on each request on every instance: no read cache holds them, so a change shows
 * at once (a shared HTTP cache keeps the program's answer for its few seconds of max-age).
 */
import { interpolate } from '@/domain/interpolate';
import {
  earnRateOf,
  earnRateProblems,
  mysteryOddsProblems,
  mysteryPrizesOf,
  STAFF_LOYALTY_MESSAGES,
  staffLoyaltyErrorCode,
  storePointsProblems,
  yearlyRewardSlugOf,
  type LoyaltyProblem,
  type LoyaltySettingsConfig,
  type StaffLoyaltyMessageName,
} from '@/domain/loyalty/settings';
import type {
  WireLoyaltyItem,
  WireLoyaltyProgramChange,
  WireLoyaltySettings,
  WireLoyaltyStoreItemAdd,
  WireMysteryOddsChange,
  WireYearlyRewardsChange,
} from '@/domain/wire/staff-loyalty';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { ForbiddenError, refusalOfStatus, type HttpError } from '@/server/errors';
import type { StaffAuditAction } from '@/server/db/schema';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import * as repo from './repository';

export type StaffLoyaltyDeps = { db: Database; now: () => Date };

/** A refusal with its text, code and params, as the error of its status. */
export function loyaltyRefusal(status: 400 | 403 | 404 | 409, name: StaffLoyaltyMessageName, params?: Record<string, string | number>): HttpError {
  const message = interpolate(STAFF_LOYALTY_MESSAGES[name], params);
  const detail = { code: staffLoyaltyErrorCode(name), ...(params ? { params } : {}) };
  return status === 403 ? new ForbiddenError(message, detail) : refusalOfStatus(status, message, detail);
}

function refuseProblems(problems: LoyaltyProblem[]): void {
  const [problem] = problems;
  if (problem) throw loyaltyRefusal(400, problem.name, { field: problem.field, ...problem.params });
}

function brandAdmin(caller: StaffIdentity): void {
  if (caller.role !== 'brand_admin') throw loyaltyRefusal(403, 'adminsOnly');
}

const titled = (row: repo.MenuItemRow | undefined): WireLoyaltyItem | null => (row ? { id: row.id, title: row.title } : null);

export async function loyaltySettings(deps: StaffLoyaltyDeps, caller: StaffIdentity): Promise<WireLoyaltySettings> {
  brandAdmin(caller);
  const { db } = deps;
  const config: LoyaltySettingsConfig = (await repo.brandConfig(db, caller.brandId)) ?? { loyaltyEnabled: false };
  const prizes = mysteryPrizesOf(config);
  const birthday = yearlyRewardSlugOf(config, 'birthday');
  const anniversary = yearlyRewardSlugOf(config, 'anniversary');
  const slugs = [...prizes.map((prize) => prize.itemSlug), ...(birthday ? [birthday] : []), ...(anniversary ? [anniversary] : [])];
  const bySlug = new Map((await repo.brandItemsBySlug(db, caller.brandId, slugs)).map((row) => [row.slug, row]));
  return {
    program: { loyaltyEnabled: config.loyaltyEnabled, pointsPerUnit: earnRateOf(config) },
    storeItems: (await repo.storeItems(db, caller.brandId)).map(({ itemId, title, points, active }) => ({ itemId, title, points, active })),
    mysteryPrizes: prizes.flatMap((prize) => {
      const item = bySlug.get(prize.itemSlug);
      return item ? [{ itemId: item.id, title: item.title, weight: prize.weight }] : [];
    }),
    yearly: { birthday: birthday ? titled(bySlug.get(birthday)) : null, anniversary: anniversary ? titled(bySlug.get(anniversary)) : null },
    items: (await repo.brandItems(db, caller.brandId)).map(({ id, title }) => ({ id, title })),
  };
}

type Change = { action: StaffAuditAction; before: Record<string, unknown>; after: Record<string, unknown> };

/** One change: the brand's row locked, `write` done, and its audit row, in one transaction; then the settings as they are now. */
async function change(deps: StaffLoyaltyDeps, request: StaffCaller, caller: StaffIdentity, write: (tx: Database, config: repo.BrandConfig) => Promise<Change>): Promise<WireLoyaltySettings> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const config = await repo.lockBrandConfig(tx, caller.brandId);
    if (!config) throw loyaltyRefusal(403, 'adminsOnly');
    const { action, before, after } = await write(tx, config);
    await recordAudit(tx, { staffId: caller.id, action, subjectType: 'loyalty', subjectId: String(caller.brandId), before, after, requestId: request.requestId, clientAddress: request.ip, at });
  });
  return loyaltySettings(deps, caller);
}

/** The brand's menu items of `ids`; 404 naming the first that is not on it. */
async function menuItems(db: Database, brandId: number, ids: readonly number[]): Promise<Map<number, repo.MenuItemRow>> {
  const found = new Map((await repo.brandItems(db, brandId, ids)).map((row) => [row.id, row]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw loyaltyRefusal(404, 'itemNotOnMenu', { id: missing });
  return found;
}

export function changeProgram(deps: StaffLoyaltyDeps, request: StaffCaller, caller: StaffIdentity, body: WireLoyaltyProgramChange): Promise<WireLoyaltySettings> {
  brandAdmin(caller);
  refuseProblems(earnRateProblems(body.pointsPerUnit));
  return change(deps, request, caller, async (tx, config) => {
    await repo.saveBrandConfig(tx, caller.brandId, { ...config, loyaltyEnabled: body.loyaltyEnabled, pointsPerUnit: body.pointsPerUnit });
    return {
      action: 'loyalty-program-change',
      before: { loyaltyEnabled: config.loyaltyEnabled, pointsPerUnit: earnRateOf(config) },
      after: { loyaltyEnabled: body.loyaltyEnabled, pointsPerUnit: body.pointsPerUnit },
    };
  });
}

export function addStoreItem(deps: StaffLoyaltyDeps, request: StaffCaller, caller: StaffIdentity, body: WireLoyaltyStoreItemAdd): Promise<WireLoyaltySettings> {
  brandAdmin(caller);
  refuseProblems(storePointsProblems(body.points));
  return change(deps, request, caller, async (tx) => {
    await menuItems(tx, caller.brandId, [body.itemId]);
    const listed = await repo.lockStoreItem(tx, caller.brandId, body.itemId);
    if (listed?.active) throw loyaltyRefusal(409, 'alreadyListed', { id: body.itemId });
    if (listed) await repo.updateStoreItem(tx, listed.id, { points: body.points, active: true });
    else await repo.insertStoreItem(tx, caller.brandId, body.itemId, body.points);
    return {
      action: 'loyalty-store-add',
      before: listed ? { itemId: body.itemId, points: listed.points, active: false } : { itemId: body.itemId, listed: false },
      after: { itemId: body.itemId, points: body.points, active: true },
    };
  });
}

/** The brand's listing of the item, locked; 404 when the store does not have it. */
async function listing(tx: Database, caller: StaffIdentity, itemId: number): Promise<repo.StoreItemRow> {
  const row = await repo.lockStoreItem(tx, caller.brandId, itemId);
  if (!row) throw loyaltyRefusal(404, 'notListed', { id: itemId });
  return row;
}

export function changeStoreItem(deps: StaffLoyaltyDeps, request: StaffCaller, caller: StaffIdentity, itemId: number, points: number): Promise<WireLoyaltySettings> {
  brandAdmin(caller);
  refuseProblems(storePointsProblems(points));
  return change(deps, request, caller, async (tx) => {
    const row = await listing(tx, caller, itemId);
    await repo.updateStoreItem(tx, row.id, { points });
    return { action: 'loyalty-store-change', before: { itemId, points: row.points }, after: { itemId, points } };
  });
}

export function retireStoreItem(deps: StaffLoyaltyDeps, request: StaffCaller, caller: StaffIdentity, itemId: number): Promise<WireLoyaltySettings> {
  brandAdmin(caller);
  return change(deps, request, caller, async (tx) => {
    const row = await listing(tx, caller, itemId);
    if (!row.active) throw loyaltyRefusal(409, 'alreadyRetired', { id: itemId });
    await repo.updateStoreItem(tx, row.id, { active: false });
    return { action: 'loyalty-store-retire', before: { itemId, active: true }, after: { itemId, active: false } };
  });
}

export function changeMysteryOdds(deps: StaffLoyaltyDeps, request: StaffCaller, caller: StaffIdentity, body: WireMysteryOddsChange): Promise<WireLoyaltySettings> {
  brandAdmin(caller);
  refuseProblems(mysteryOddsProblems(body.prizes));
  return change(deps, request, caller, async (tx, config) => {
    const found = await menuItems(tx, caller.brandId, body.prizes.map((prize) => prize.itemId));
    const mysteryPrizes = body.prizes.map((prize) => ({ itemSlug: found.get(prize.itemId)!.slug, weight: prize.weight }));
    await repo.saveBrandConfig(tx, caller.brandId, { ...config, mysteryPrizes });
    const odds = (prizes: readonly { itemSlug: string; weight: number }[]) => Object.fromEntries(prizes.map((prize) => [prize.itemSlug, prize.weight]));
    return { action: 'loyalty-mystery-odds', before: { odds: odds(mysteryPrizesOf(config)) }, after: { odds: odds(mysteryPrizes) } };
  });
}

export function changeYearlyRewards(deps: StaffLoyaltyDeps, request: StaffCaller, caller: StaffIdentity, body: WireYearlyRewardsChange): Promise<WireLoyaltySettings> {
  brandAdmin(caller);
  return change(deps, request, caller, async (tx, config) => {
    const ids = [body.birthdayItemId, body.anniversaryItemId].filter((id): id is number => id !== null);
    const found = await menuItems(tx, caller.brandId, ids);
    const slugOf = (id: number | null) => (id === null ? null : found.get(id)!.slug);
    const after = { birthdayRewardItemSlug: slugOf(body.birthdayItemId), anniversaryRewardItemSlug: slugOf(body.anniversaryItemId) };
    await repo.saveBrandConfig(tx, caller.brandId, { ...config, ...after });
    return {
      action: 'loyalty-yearly-rewards',
      before: { birthdayRewardItemSlug: yearlyRewardSlugOf(config, 'birthday'), anniversaryRewardItemSlug: yearlyRewardSlugOf(config, 'anniversary') },
      after,
    };
  });
}
