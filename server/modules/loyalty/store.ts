/**
 * The rewards store: the brand's menu items a diner may buy with points, and buying one.
 * Buying spends the points and puts a loyalty item (kind 1) in the wallet in one transaction;
 * the spend locks the diner's row, so concurrent buys never overspend. With an Idempotency-Key,
 * the same key again answers the first reward without spending twice.
 */
import { randomUUID } from 'node:crypto';
import { REWARD_KIND, REWARD_TYPE } from '@/domain/loyalty/constants';
import type { LocaleTag } from '@/domain/markets';
import type { WireRedemption, WireStoreItem } from '@/domain/wire/loyalty';
import type { Database } from '@/server/db/client';
import { translated } from '@/server/locale';
import { brandWithLoyalty } from './brand';
import { loyaltyError } from './errors';
import { spendablePoints, spendPoints } from './ledger';
import { presentedWallet } from './presenter';
import { storeListing, storeListingPoints, storeListings, type StoreRow } from './store-repository';
import { grantReward } from './wallet';
import { rewardOfGrantKey } from './wallet-repository';

function present(row: StoreRow, locale: LocaleTag): WireStoreItem {
  const description = row.description ? translated(row.description, row.translations, locale, 'description') : null;
  return { itemId: row.itemId, slug: row.slug, title: translated(row.title, row.translations, locale), description: description || null, imageUrl: row.imageUrl, points: row.points };
}

export async function storeItems(db: Database, brandId: number, locale: LocaleTag): Promise<WireStoreItem[]> {
  await brandWithLoyalty(db, brandId);
  const rows = await storeListings(db, brandId);
  return rows.map((row) => present(row, locale));
}

async function storeRow(db: Database, brandId: number, itemId: number): Promise<StoreRow> {
  const row = await storeListing(db, brandId, itemId);
  if (!row) throw loyaltyError(404, 'storeItemUnknown', { itemId });
  return row;
}

export async function storeItem(db: Database, brandId: number, itemId: number, locale: LocaleTag): Promise<WireStoreItem> {
  await brandWithLoyalty(db, brandId);
  return present(await storeRow(db, brandId, itemId), locale);
}

/** The store listing's points for the item, or null when the brand's store does not list it. */
export async function storePointsOf(db: Database, brandId: number, itemId: number): Promise<number | null> {
  return (await storeListingPoints(db, brandId, itemId)) ?? null;
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
      return { rewardId: (await rewardOfGrantKey(tx, cause))!.id, replayed: true };
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
