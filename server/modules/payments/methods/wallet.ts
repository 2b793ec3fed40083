/**
 * Apple Pay and Google Pay: the wallet's payment data goes to the gateway's tokenize step and
 * the card token it answers is charged exactly as a card is (./card: a pending attempt with its
 * gateway key, authorize and capture outside any transaction, the capture recorded), the
 * payment being recorded under the wallet's payment type. A wallet carries its own billing
 * details, so none are asked. Unreadable payment data is refused before anything is held.
 * Declines are limited and answered as a card's are (../declines).
 */
import { randomUUID } from 'node:crypto';
import { WALLET_LABELS, type Wallet } from '@/domain/payments/wallets';
import type { WireQuotePart, WirePaymentState } from '@/domain/wire/payments';
import { BadRequestError } from '@/server/errors';
import type { PaymentDeps, PaymentRequest } from '../deps';
import { lockPayable, openOrder, requireAmountDue } from '../payable';
import { paidAnswer, reconcilePending, resumeRequest } from '../reconcile';
import { insertAttempt } from '../repository';
import { chargeAttempt } from './card';
import { reserveDecline } from '../declines';
import { WALLET_MESSAGES } from '@/domain/payments/wallets';
import { interpolate } from '@/domain/interpolate';


export type WalletPaymentInput = { wallet: Wallet; paymentData: string } & WireQuotePart;

export async function payByWallet(deps: PaymentDeps, request: PaymentRequest, input: WalletPaymentInput): Promise<WirePaymentState> {
  const { db } = deps;
  await openOrder(db, request.orderId, request.caller);
  if ((await resumeRequest(deps, request)) === 'answer-paid') {
    return paidAnswer(deps, request.orderId);
  }
  const card = await deps.gateway.tokenizeWallet({ wallet: input.wallet, paymentData: input.paymentData });
  if (!card.ok) {
    const params = { wallet: WALLET_LABELS[input.wallet] };
    throw new BadRequestError(interpolate(WALLET_MESSAGES.tokenInvalid, params), undefined, { code: 'wallet_token_invalid', params });
  }
  await reconcilePending(deps, request.orderId);

  const { attempt, reserved } = await db.transaction(async (tx) => {
    const payable = await lockPayable(deps, tx, request.orderId, request.caller, deps.now(), request.part);
    const amount = requireAmountDue(payable);
    const reserved = await reserveDecline(tx, payable.order.id, { clientIp: request.clientIp, token: card.token }, deps.realNow());
    const attempt = await insertAttempt(tx, {
      orderId: payable.order.id,
      method: input.wallet,
      amount,
      currency: payable.order.currency,
      gatewayKey: `pay_${randomUUID()}`,
      requestKey: request.requestKey,
      orderTotal: payable.total,
      locale: request.locale,
      createdAt: deps.now(),
    });
    return { attempt, reserved };
  });

  return chargeAttempt(deps, card.token, attempt, reserved);
}
