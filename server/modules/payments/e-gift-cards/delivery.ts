/**
 * Sending an e-gift card to its recipient: the `e-gift-card-delivery` job sends every scheduled
 * card whose day has started (domain isDue), as of the `now` it runs at; staff resend a card (or
 * release a held one) through the same step. The email is queued before the row is marked, so a
 * crash between the two sends it again rather than never: at least once. The same job first settles
 * the purchases a crash left pending (./reconcile).
 */
import { isDue } from '@/domain/payments/e-gift-cards';
import type { JobDefinition } from '@/server/jobs/job';
import type { EGiftDeps } from './purchase';
import { sendCard } from './notices';
import { settlePendingEGifts } from './reconcile';
import { dueEGiftIds, eGiftWithBalance, lockEGift, updateEGift, type EGiftRow } from './repository';

export const E_GIFT_DELIVERY_JOB = 'e-gift-card-delivery';
const BATCH = 200;

type DeliveryDeps = Pick<EGiftDeps, 'db' | 'mailer' | 'linkSecret' | 'storefrontUrl'>;

/**
 * Sends the card: `scheduled` only when it is still scheduled and due at `now`; `staff` whenever
 * it is paid and not voided. The row as it is after; undefined when nothing was sent.
 */
export async function deliverEGift(deps: DeliveryDeps & { now: () => Date }, id: string, mode: 'scheduled' | 'staff', now = deps.now()): Promise<EGiftRow | undefined> {
  const row = await eGiftWithBalance(deps.db, id);
  if (!row) return undefined;
  const sendable = mode === 'scheduled' ? isDue(row, now) : ['scheduled', 'held', 'delivered'].includes(row.status);
  if (!sendable) return undefined;
  await sendCard(deps, row);
  return deps.db.transaction(async (tx) => {
    const locked = (await lockEGift(tx, id))!;
    const change = { status: 'delivered' as const, deliveredAt: locked.deliveredAt ?? now, sends: locked.sends + 1 };
    await updateEGift(tx, id, change);
    return { ...locked, ...change };
  });
}

/** Every due card, as of `now`; how many were sent. */
export async function deliverDueEGifts(deps: DeliveryDeps, now: Date): Promise<{ delivered: number }> {
  let delivered = 0;
  for (const id of await dueEGiftIds(deps.db, now, BATCH)) {
    if (await deliverEGift({ ...deps, now: () => now }, id, 'scheduled', now)) delivered += 1;
  }
  return { delivered };
}

/** Every few minutes: settles the purchases a crash left pending (./reconcile), then sends the cards due. */
export function eGiftDeliveryJob(deps: Omit<EGiftDeps, 'db'>): JobDefinition {
  return {
    name: E_GIFT_DELIVERY_JOB,
    everySeconds: 300,
    runAtStart: true,
    async run({ db, now }) {
      const { settled } = await settlePendingEGifts({ ...deps, db }, now);
      return { settled, ...(await deliverDueEGifts({ ...deps, db }, now)) };
    },
  };
}
