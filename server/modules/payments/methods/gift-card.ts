/**
 * Gift card: the balance check, and paying with the card for min(balance, due, amount asked).
 * The chain keeps the ledger itself, so the whole payment is one transaction: lock the order,
 * then the card (always in that order, so two payments never deadlock), spend, record.
 * Split tender: when the card covers less than what is due, the order stays open and the
 * answer's amountDue is what a card must pay next. Today's smoke is held in that transaction
 * before the card is spent (a short meat refuses with the sold-out 409 and nothing is spent or
 * held); the hold stays with the order until it is paid (the draw) or cancelled.
 */
import { Decimal, toMoneyString } from '@/domain/money';
import { parsePaymentAmount } from '@/domain/payments/amount';
import type { WireGiftCardBalance, WirePaymentState } from '@/domain/wire/payments';
import { BadRequestError } from '@/server/errors';
import type { PaymentDeps, PaymentRequest } from '../deps';
import { GIFT_CARD_MESSAGES, giftCardLabel } from '../gift-cards/codes';
import { lockGiftCard, spendGiftCard } from '../gift-cards/repository';
import { verifyGiftCard, type GiftCardClient, type GiftCardCredentials } from '../gift-cards/service';
import { lockPayable, PAYMENT_TYPE_IDS, requireAmountDue } from '../payable';
import { openOrder } from '../orders-port';
import { paidAnswer, reconcilePending, resumeRequest } from '../reconcile';
import { insertAttempt } from '../repository';
import { paymentState, recordPayment } from '../settle';

export type GiftCardPaymentInput = GiftCardCredentials & { amount?: string };

export async function giftCardBalance(
  deps: Pick<PaymentDeps, 'db' | 'realNow'>,
  brandId: number,
  credentials: GiftCardCredentials,
  client: GiftCardClient,
): Promise<WireGiftCardBalance> {
  const { card } = await verifyGiftCard(deps.db, brandId, credentials, client, deps.realNow());
  return { last4: card.last4, balance: card.balance, currency: card.currency };
}

export async function payByGiftCard(deps: PaymentDeps, request: PaymentRequest, input: GiftCardPaymentInput): Promise<WirePaymentState> {
  const order = request.opened ?? (await openOrder(deps.db, request.orderId, request.caller));
  const cap = input.amount === undefined ? undefined : readAmount(input.amount);
  if ((await resumeRequest(deps, request)) === 'answer-paid') {
    return paidAnswer(deps, request.orderId);
  }
  const { digits } = await verifyGiftCard(deps.db, order.brandId, input, { ip: request.clientIp }, deps.realNow());
  await reconcilePending(deps, request.orderId);

  const fullyPaid = await deps.db.transaction(async (tx) => {
    const payable = await lockPayable(deps, tx, request.orderId, request.caller, deps.now(), request.part);
    const due = requireAmountDue(payable);
    const card = await lockGiftCard(tx, payable.order.brandId, digits);
    if (!card) throw new BadRequestError(GIFT_CARD_MESSAGES.notFound, undefined, { code: 'gift_card_not_found' });
    if (card.currency !== payable.order.currency) {
      throw new BadRequestError(`${giftCardLabel(card.last4)} holds ${card.currency}; this order is paid in ${payable.order.currency}`);
    }
    const amount = Decimal.min(card.balance, due, cap ?? due);
    if (amount.isZero()) throw new BadRequestError(GIFT_CARD_MESSAGES.empty, undefined, { code: 'gift_card_empty' });
    const spent = toMoneyString(amount);
    const attempt = await insertAttempt(tx, {
      orderId: payable.order.id,
      method: 'giftcard',
      status: 'succeeded',
      amount: spent,
      currency: card.currency,
      cardLast4: card.last4,
      requestKey: request.requestKey,
      locale: request.locale,
      createdAt: deps.now(),
      settledAt: deps.now(),
    });
    // Today's smoke is held before the card is spent, as a card payment holds it: a split tender's
    // rest is then sure of its meats, and the diner who lost the last rack keeps their balance.
    if (!payable.asQuote) await deps.lifecycle.chargeHolds.hold(tx, payable, attempt.id, deps.now(), request.locale);
    await spendGiftCard(tx, card.id, spent, payable.order.id);
    return recordPayment(
      tx,
      payable,
      payable.total,
      {
        orderId: payable.order.id,
        attemptId: attempt.id,
        method: 'giftcard',
        paymentTypeId: PAYMENT_TYPE_IDS.giftcard,
        amount: spent,
        currency: card.currency,
        label: giftCardLabel(card.last4),
        tender: { kind: 'giftcard', last4: card.last4 },
        giftCardId: card.id,
      },
      deps.now(),
      { lifecycle: deps.lifecycle, quotes: deps.quotes, locale: request.locale },
    );
  });
  if (fullyPaid) await deps.lifecycle.nudge(request.orderId);
  return paymentState(deps, request.orderId);
}

function readAmount(input: string): string {
  const checked = parsePaymentAmount(input);
  if (!checked.ok) throw new BadRequestError(checked.message);
  return checked.amount;
}
