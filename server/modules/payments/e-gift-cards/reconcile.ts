/**
 * E-gift card payments a crash left pending: a purchase whose request died between the charge and
 * its record. Once a pending row is older than the reconcile bound (domain/payments/reconcile),
 * the processor is asked what became of its gateway key: a capture is recorded as the purchase
 * would have (the card loaded, the buyer's receipt in the email's language); an authorization
 * never captured is released; nothing at all is a purchase that never reached the processor.
 * Either of the last two settles the row as declined ('abandoned'), so no card is ever loaded
 * without its money, nor money kept without its card.
 */
import { maskedCard } from '@/domain/payments/card';
import { cardCheckAction } from '@/domain/payments/card-checks';
import { RECONCILE_AFTER_MS } from '@/domain/payments/reconcile';
import { sendReceipt } from './notices';
import { mailLocale } from './mail-texts';
import { recordPaid, type EGiftDeps } from './purchase';
import { stalePendingEGifts, updateEGift } from './repository';
import type { TextLanguage } from '@/server/platform/text-language';

const BATCH = 50;

export async function settlePendingEGifts(deps: Pick<EGiftDeps, 'db' | 'gateway' | 'mailer' | 'now' | 'realNow' | 'log' | 'linkSecret'>, now: Date): Promise<{ settled: number }> {
  let settled = 0;
  for (const row of await stalePendingEGifts(deps.db, new Date(now.getTime() - RECONCILE_AFTER_MS), BATCH)) {
    const found = await deps.gateway.findByIdempotencyKey(row.gatewayKey);
    if (found.found && found.capture && !found.voided) {
      const { authorization, capture } = found;
      const label = maskedCard(authorization.brand, authorization.last4);
      const { row: paid, recorded } = await recordPaid(deps, row.id, { ok: true, captureId: capture.captureId, label, postalCodeFailed: cardCheckAction(authorization.checks) === 'hold-for-review' });
      if (recorded) await sendReceipt(deps, paid, mailLocale(row.language as TextLanguage, row.country));
    } else {
      if (found.found && !found.capture && !found.voided) await deps.gateway.void(found.authorization.authorizationId);
      await deps.db.transaction((tx) => updateEGift(tx, row.id, { status: 'declined', failureCode: 'abandoned' }));
    }
    settled += 1;
  }
  return { settled };
}
