/**
 * Money received for an order: what points are earned on and what the rewards' minimum is
 * judged on.
 *
 * - Only tenders that bring money in at sale time count: card, wallet, PayPal, offline payments.
 *   A gift card's part was received when the card was sold, so it counts for nothing here; the
 *   "free" method brings in nothing.
 * - What the order charges beyond its pre-tax amount after discounts (tax, delivery fee, tip:
 *   its total less that amount) earns nothing, and is settled first by the money received: the
 *   gift cards settle the pre-tax amount, like a further discount.
 * - So it is the money received less those charges, never below zero nor above the pre-tax amount.
 */
import { Decimal, toMoneyString } from '@/domain/money';

/** The tender that was received before the sale: a gift card. */
const PREPAID_TENDER_METHODS: readonly string[] = ['giftcard'];

export type SettledTender = { method: string; amount: string };

type ReceivedInput = {
  /** The pre-tax amount after discounts (subtotal less discounts). */
  preTaxAmount: string;
  /** The order's total: the pre-tax amount, delivery fee, taxes and tip. */
  total: string;
  /** The settled tenders of the order. */
  tenders: readonly SettledTender[];
};

export function moneyReceived({ preTaxAmount, total, tenders }: ReceivedInput): string {
  const earning = Decimal.max(new Decimal(preTaxAmount), 0);
  const charges = Decimal.max(new Decimal(total).minus(earning), 0);
  const received = tenders
    .filter((tender) => !PREPAID_TENDER_METHODS.includes(tender.method))
    .reduce((sum, tender) => sum.plus(tender.amount), new Decimal(0));
  return toMoneyString(Decimal.min(earning, Decimal.max(received.minus(charges), 0)));
}
