/**
 * Mystery rewards: every MYSTERY_REWARD_EVERY paid orders a diner earns one mystery reward. They
 * reveal it (a draw from a weighted table), may reroll it once, then accept it into their wallet.
 * The random source is a function returning a number in [0, 1), passed in by the caller.
 */

/** Paid orders needed for each mystery reward. */
const MYSTERY_REWARD_EVERY = 5;

/** What a mystery reward gives: an item of the menu at no charge, one that needs no option choice. */
export type MysteryPrize = { key: string; weight: number; itemSlug: string };

/** The weighted table: the chance of a prize is its weight over the sum of weights. */
export const MYSTERY_PRIZES: readonly MysteryPrize[] = [
  { key: 'bottled-water', weight: 30, itemSlug: 'bottled-water' },
  { key: 'banana-pudding', weight: 25, itemSlug: 'banana-pudding' },
  { key: 'peach-cobbler', weight: 20, itemSlug: 'peach-cobbler' },
  { key: 'sweet-potato-pie', weight: 15, itemSlug: 'sweet-potato-pie' },
  { key: 'pecan-pie-slice', weight: 7, itemSlug: 'pecan-pie-slice' },
  { key: 'pulled-pork-lb', weight: 3, itemSlug: 'pulled-pork-lb' },
];

export type RandomSource = () => number;

type MysteryProgress = {
  every: number;
  paidOrders: number;
  /** Mystery rewards earned so far (one per `every` paid orders). */
  earned: number;
  /** Earned and not yet revealed. */
  waiting: number;
  /** Paid orders counted toward the next one, 0 to every - 1. */
  ordersTowardNext: number;
  ordersToNext: number;
};

/** Progress of a diner with `paidOrders` paid orders who has revealed `revealed` mystery rewards. */
export function mysteryProgress(paidOrders: number, revealed: number, every: number = MYSTERY_REWARD_EVERY): MysteryProgress {
  const orders = Math.max(0, Math.floor(paidOrders));
  const earned = Math.floor(orders / every);
  const ordersTowardNext = orders % every;
  return {
    every,
    paidOrders: orders,
    earned,
    waiting: Math.max(0, earned - revealed),
    ordersTowardNext,
    ordersToNext: every - ordersTowardNext,
  };
}

/**
 * One prize of `table`, chosen with probability weight / total by `random` (in [0, 1)).
 * `excludeKey` leaves one prize out (a reroll never gives back the prize it replaces).
 */
export function drawPrize(random: RandomSource, table: readonly MysteryPrize[] = MYSTERY_PRIZES, excludeKey?: string): MysteryPrize {
  const candidates = table.filter((prize) => prize.weight > 0 && prize.key !== excludeKey);
  const pool = candidates.length > 0 ? candidates : table.filter((prize) => prize.weight > 0);
  if (pool.length === 0) throw new RangeError('The mystery prize table has no prize with a positive weight');
  const total = pool.reduce((sum, prize) => sum + prize.weight, 0);
  const value = Math.min(Math.max(random(), 0), 1 - Number.EPSILON) * total;
  let reached = 0;
  for (const prize of pool) {
    reached += prize.weight;
    if (value < reached) return prize;
  }
  return pool[pool.length - 1]!;
}

export function prizeByKey(key: string, table: readonly MysteryPrize[] = MYSTERY_PRIZES): MysteryPrize | undefined {
  return table.find((prize) => prize.key === key);
}

/** How many times a revealed mystery reward may be drawn again before it is accepted. */
export const MYSTERY_REROLLS_ALLOWED = 1;

type RevealState = { rerolls: number; acceptedAt: Date | null };

type RerollOutcome = 'ok' | 'already-accepted' | 'reroll-used';

/** Whether a revealed reward may be rerolled now. */
export function rerollOutcome(reveal: RevealState): RerollOutcome {
  if (reveal.acceptedAt) return 'already-accepted';
  if (reveal.rerolls >= MYSTERY_REROLLS_ALLOWED) return 'reroll-used';
  return 'ok';
}
