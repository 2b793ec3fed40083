/**
 * What a diner pays for a courier, and when the courier is booked.
 * - The diner pays the network's quote up to the brand's cap for the currency; the brand absorbs
 *   the rest. No cap: the diner pays the quote.
 * - The courier is booked so it reaches the store as the ticket's make-time ends: at the ticket's
 *   ready time minus the courier's pickup lead (the quote's pickup time minus when it was quoted),
 *   or at once when that instant has passed.
 */
import { type Decimal, toMoney } from '@/domain/money';

export function dinerDeliveryFee(quoteFee: Decimal, cap: Decimal | null): Decimal {
  return toMoney(cap !== null && cap.lessThan(quoteFee) ? cap : quoteFee);
}

export function courierBookAt(input: { readyAt: Date; quotedAt: Date; pickupAt: Date; now: Date }): Date {
  const leadMs = Math.max(input.pickupAt.getTime() - input.quotedAt.getTime(), 0);
  const at = input.readyAt.getTime() - leadMs;
  return new Date(Math.max(at, input.now.getTime()));
}

