/**
 * What a cancelled catering event gives back (the numbers are in ./policy.ts):
 * - the store's side (the store cancels, declines, or is closed that day): everything paid;
 * - the buyer's side: the deposit in full from FULL_REFUND_FROM_HOURS before the start,
 *   none within NO_REFUND_WITHIN_HOURS, PARTIAL_REFUND_RATE of it between; whatever was paid
 *   beyond the deposit comes back in full.
 */
import { Decimal, toMoney } from '../money';
import { parseNonNegative } from '../ordering/money';
import { hoursToEvent, type CateringLead } from './lead';
import { FULL_REFUND_FROM_HOURS, NO_REFUND_WITHIN_HOURS, PARTIAL_REFUND_RATE } from './policy';

/** On whose side the cancellation is, whoever records it. */
type CancellingParty = 'buyer' | 'store';

type RefundLead = Pick<CateringLead, 'eventStartsAt' | 'estimate' | 'amountPaid'>;

function paidOf(lead: RefundLead): Decimal {
  return parseNonNegative(lead.amountPaid ?? '0', 'amountPaid');
}

/** The part of the payment that is the deposit: the deposit, or less when less was paid. */
function depositHeld(lead: RefundLead): Decimal {
  const deposit = parseNonNegative(lead.estimate?.deposit ?? '0', 'deposit');
  return Decimal.min(deposit, paidOf(lead));
}

/** The share of the deposit the buyer gets back when cancelling at `now`: 1, the partial rate or 0. */
export function buyerRefundRate(lead: Pick<CateringLead, 'eventStartsAt'>, now: Date): Decimal {
  const hours = hoursToEvent(lead, now);
  if (hours >= FULL_REFUND_FROM_HOURS) return new Decimal(1);
  if (hours < NO_REFUND_WITHIN_HOURS) return new Decimal(0);
  return new Decimal(PARTIAL_REFUND_RATE);
}

/** How much of the deposit is refunded when the event is cancelled at `now` on `party`'s side. */
export function depositRefund(lead: RefundLead, now: Date, party: CancellingParty): Decimal {
  const held = depositHeld(lead);
  return toMoney(party === 'store' ? held : held.times(buyerRefundRate(lead, now)));
}

/** Everything refunded on cancellation: the deposit's refund and all paid beyond the deposit. */
export function cancellationRefund(lead: RefundLead, now: Date, party: CancellingParty): Decimal {
  const beyondDeposit = paidOf(lead).minus(depositHeld(lead));
  return toMoney(depositRefund(lead, now, party).plus(beyondDeposit));
}
