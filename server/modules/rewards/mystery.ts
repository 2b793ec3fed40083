/**
 * Mystery rewards of a diner: progress toward the next one, the reveal (a weighted draw), one
 * reroll, and the accept that puts it in the wallet.
 *
 * - Each change locks the diner's row first, so two reveals at once make one reveal, and a reroll
 *   racing an accept runs after it (and is refused).
 * - Accepting grants the wallet reward keyed by the reveal: accepting again answers the same
 *   reveal and grants nothing more.
 * - Draws use the brand's odds as the console set them (domain/loyalty/settings.ts). A prize's key
 *   is its item's slug, so a reveal whose prize has since left the table still names its item.
 */
import { REWARD_KIND, REWARD_SOURCE, REWARD_TYPE } from '@/domain/loyalty/constants';
import { BRAND_ID } from '@/domain/constants';
import { drawPrize, mysteryProgress, prizeByKey, rerollOutcome, MYSTERY_REROLLS_ALLOWED, type RandomSource } from '@/domain/loyalty/mystery-rewards';
import type { LocaleTag } from '@/domain/markets';
import type { WireMysteryProgress, WireMysteryReveal } from '@/domain/wire/rewards';
import type { Database } from '@/server/db/client';
import { UnauthorizedError } from '@/server/errors';
import { translated } from '@/server/locale';
import { grantReward, rewardSettings, spendablePoints } from '@/server/modules/loyalty';
import { lockCustomer } from '@/server/modules/auth';
import { rewardError } from './errors';
import { paidOrderCount } from './history';
import { insertReveal, lockReveal, openReveal, revealCount, updateReveal, type RevealRow } from './mystery-repository';
import { customerFirstName, itemBySlug } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type MysteryService = ReturnType<typeof createMysteryService>;

/** The item slug of a drawn prize. */
const prizeSlug = (prizeKey: string) => prizeByKey(prizeKey)?.itemSlug ?? prizeKey;

export function createMysteryService(db: Database, random: RandomSource) {
  const prizeTable = async (tx: Database) => (await rewardSettings(tx, BRAND_ID)).mysteryPrizes;

  async function present(tx: Database, row: RevealRow, locale: LocaleTag): Promise<WireMysteryReveal> {
    const item = await itemBySlug(tx, prizeSlug(row.prizeKey));
    return {
      id: row.id,
      sequence: row.sequence,
      prize: { key: row.prizeKey, itemId: item?.id ?? 0, title: item ? translated(item.title, item.translations as never, locale) : row.prizeKey },
      rerolls: row.rerolls,
      canReroll: !row.acceptedAt && row.rerolls < MYSTERY_REROLLS_ALLOWED,
      accepted: row.acceptedAt !== null,
      walletRewardId: row.walletRewardId,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The diner's reveal, locked; 404 for an unknown id or another diner's. */
  async function lockedReveal(tx: Database, customerId: number, revealId: string): Promise<RevealRow> {
    if (!UUID.test(revealId)) throw rewardError(404, 'mysteryRevealNotFound', { revealId });
    const row = await lockReveal(tx, customerId, revealId);
    if (!row) throw rewardError(404, 'mysteryRevealNotFound', { revealId });
    return row;
  }

  return {
    async progress(customerId: number, locale: LocaleTag): Promise<WireMysteryProgress> {
      const firstName = await customerFirstName(db, customerId);
      if (firstName === undefined) throw new UnauthorizedError();
      const progress = mysteryProgress(await paidOrderCount(db, customerId), await revealCount(db, customerId));
      const open = await openReveal(db, customerId);
      return {
        firstName,
        spendablePoints: await spendablePoints(db, customerId),
        every: progress.every,
        paidOrders: progress.paidOrders,
        ordersTowardNext: progress.ordersTowardNext,
        ordersToNext: progress.ordersToNext,
        waiting: progress.waiting,
        reveal: open ? await present(db, open, locale) : null,
      };
    },

    async reveal(customerId: number, locale: LocaleTag, now: Date): Promise<WireMysteryReveal> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const open = await openReveal(tx, customerId);
        if (open) return present(tx, open, locale);
        const revealed = await revealCount(tx, customerId);
        const progress = mysteryProgress(await paidOrderCount(tx, customerId), revealed);
        if (progress.waiting === 0) throw rewardError(422, 'mysteryNotEarned', { ordersToNext: progress.ordersToNext });
        const row = await insertReveal(tx, { customerId, sequence: revealed + 1, prizeKey: drawPrize(random, await prizeTable(tx)).key }, now);
        return present(tx, row, locale);
      });
    },

    async reroll(customerId: number, revealId: string, locale: LocaleTag, now: Date): Promise<WireMysteryReveal> {
      return db.transaction(async (tx) => {
        const row = await lockedReveal(tx, customerId, revealId);
        const outcome = rerollOutcome(row);
        if (outcome === 'already-accepted') throw rewardError(409, 'mysteryAlreadyAccepted');
        if (outcome === 'reroll-used') throw rewardError(409, 'mysteryRerollUsed');
        const prizeKey = drawPrize(random, await prizeTable(tx), row.prizeKey).key;
        return present(tx, await updateReveal(tx, row.id, { prizeKey, rerolls: row.rerolls + 1 }, now), locale);
      });
    },

    async accept(customerId: number, revealId: string, locale: LocaleTag, now: Date): Promise<WireMysteryReveal> {
      return db.transaction(async (tx) => {
        const row = await lockedReveal(tx, customerId, revealId);
        if (row.acceptedAt) return present(tx, row, locale);
        const item = await itemBySlug(tx, prizeSlug(row.prizeKey));
        if (!item) throw rewardError(409, 'mysteryPrizeUnavailable');
        const { reward } = await grantReward(tx, {
          customerId,
          rewardTypeId: REWARD_TYPE.mystery,
          rewardSourceId: REWARD_SOURCE.mystery,
          rewardKindId: REWARD_KIND.mysteryReward,
          itemId: item.id,
          grantKey: `mystery:${row.id}`,
          at: now,
        });
        return present(tx, await updateReveal(tx, row.id, { acceptedAt: now, walletRewardId: reward.id }, now), locale);
      });
    },
  };
}
