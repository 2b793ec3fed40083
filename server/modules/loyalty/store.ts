/**
 * The rewards store: the brand's menu items a diner may buy with points, and buying one.
 * Buying spends the points and puts a loyalty item (kind 1) in the wallet in one transaction;
 * the spend locks the diner's row, so concurrent buys never overspend. With an Idempotency-Key,
 * the same key again answers the first reward without spending twice.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { REWARD_KIND, REWARD_TYPE } from '@/domain/loyalty/constants';
import type { LocaleTag } from '@/domain/markets';
import type { WireRedemption, WireStoreItem } from '@/domain/wire/loyalty';
import type { Database } from '@/server/db/client';
import { items, loyaltyStoreItems, walletRewards } from '@/server/db/schema';
import { translated } from '@/server/locale';
import { brandWithLoyalty } from './brand';
import { loyaltyError } from './errors';
import { spendablePoints, spendPoints } from './ledger';
import { presentedWallet } from './presenter';
import { grantReward } from './wallet';

const columns = {
  id: loyaltyStoreItems.id,
  itemId: items.id,
  slug: items.slug,
  title: items.title,
  description: items.description,
  translations: items.translations,
  imageUrl: items.imageUrl,
  points: loyaltyStoreItems.points,
};

type StoreRow = { id: number; itemId: number; slug: string; title: string; description: string | null; translations: Record<string, { title?: string; description?: string }> | null; imageUrl: string | null; points: number };

function present(row: StoreRow, locale: LocaleTag): WireStoreItem {
  const description = row.description ? translated(row.description, row.translations, locale, 'description') : null;
  return { itemId: row.itemId, slug: row.slug, title: translated(row.title, row.translations, locale), description: description || null, imageUrl: row.imageUrl, points: row.points };
}

function listed(brandId: number) {
  return and(eq(loyaltyStoreItems.brandId, brandId), eq(loyaltyStoreItems.active, true));
}

export async function storeItems(db: Database, brandId: number, locale: LocaleTag): Promise<WireStoreItem[]> {
  await brandWithLoyalty(db, brandId);
  const rows = await db
    .select(columns)
    .from(loyaltyStoreItems)
    .innerJoin(items, eq(items.id, loyaltyStoreItems.itemId))
    .where(listed(brandId))
    .orderBy(asc(loyaltyStoreItems.sortOrder), asc(loyaltyStoreItems.id));
  return rows.map((row) => present(row, locale));
}

async function storeRow(db: Database, brandId: number, itemId: number): Promise<StoreRow> {
  const [row] = await db
    .select(columns)
    .from(loyaltyStoreItems)
    .innerJoin(items, eq(items.id, loyaltyStoreItems.itemId))
    .where(and(listed(brandId), eq(loyaltyStoreItems.itemId, itemId)))
    .limit(1);
  if (!row) throw loyaltyError(404, 'storeItemUnknown', { itemId });
  return row;
}

export async function storeItem(db: Database, brandId: number, itemId: number, locale: LocaleTag): Promise<WireStoreItem> {
  await brandWithLoyalty(db, brandId);
  return present(await storeRow(db, brandId, itemId), locale);
}

/** The store listing's points for the item, or null when the brand's store does not list it. */
export async function storePointsOf(db: Database, brandId: number, itemId: number): Promise<number | null> {
  const [row] = await db.select({ points: loyaltyStoreItems.points }).from(loyaltyStoreItems).where(and(listed(brandId), eq(loyaltyStoreItems.itemId, itemId))).limit(1);
  return row?.points ?? null;
}

export type Redeemed = WireRedemption & { replayed: boolean };

export async function redeemStoreItem(
  db: Database,
  input: { brandId: number; customerId: number; itemId: number; idempotencyKey?: string; locale: LocaleTag; now: Date },
): Promise<Redeemed> {
  const { brandId, customerId, itemId, now } = input;
  await brandWithLoyalty(db, brandId);
  const listing = await storeRow(db, brandId, itemId);
  const cause = `store:${customerId}:${input.idempotencyKey ?? randomUUID()}`;
  const { rewardId, replayed } = await db.transaction(async (tx) => {
    const id = randomUUID();
    const spent = await spendPoints(tx, { customerId, points: listing.points, reason: 'store_redeemed', rewardId: id, key: cause, at: now });
    if (!spent.credited) {
      const [first] = await tx.select({ id: walletRewards.id }).from(walletRewards).where(eq(walletRewards.grantKey, cause)).limit(1);
      return { rewardId: first!.id, replayed: true };
    }
    await grantReward(tx, {
      id,
      customerId,
      rewardTypeId: REWARD_TYPE.loyalty,
      rewardSourceId: null,
      rewardKindId: REWARD_KIND.loyaltyItem,
      itemId: listing.itemId,
      storeItemId: listing.id,
      pointsSpent: listing.points,
      grantKey: cause,
      at: now,
    });
    return { rewardId: id, replayed: false };
  });
  const [reward] = await presentedWallet(db, customerId, input.locale, { rewardIds: [rewardId] });
  return { reward: reward!, spendablePoints: await spendablePoints(db, customerId), replayed };
}
