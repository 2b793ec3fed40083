/**
 * Apple Pay and Google Pay: the wallet's payment data goes to the gateway's `tokenizeWallet` and
 * the card token it answers is charged exactly as a card is (./card: a pending attempt with its
 * gateway key, authorize and capture outside any transaction, the capture recorded), the
 * payment being recorded under the wallet's payment type. A wallet carries its own billing
 * details, so none are asked. Unreadable payment data is refused before anything is held.
 * Declines are limited and answered as a card's are (../declines).
 */
import { WALLET_LABELS, WALLET_MESSAGES, type Wallet } from '@/domain/payments/wallets';
import type { WireQuotePart, WirePaymentState } from '@/domain/wire/payments';
import { BadRequestError } from '@/server/errors';
import type { PaymentDeps, PaymentRequest } from '../deps';
import { openOrder } from '../orders-port';
import { paidAnswer, reconcilePending, resumeRequest } from '../reconcile';
import { chargeAttempt, recordCharge } from './card';
import { interpolate } from '@/domain/interpolate';

export type WalletPaymentInput = { wallet: Wallet; paymentData: string } & WireQuotePart;

export async function payByWallet(deps: PaymentDeps, request: PaymentRequest, input: WalletPaymentInput): Promise<WirePaymentState> {
  const { db } = deps;
  if (!request.opened) await openOrder(db, request.orderId, request.caller);
  if ((await resumeRequest(deps, request)) === 'answer-paid') {
    return paidAnswer(deps, request.orderId);
  }
  const card = await deps.gateway.tokenizeWallet({ wallet: input.wallet, paymentData: input.paymentData });
  if (!card.ok) {
    const params = { wallet: WALLET_LABELS[input.wallet] };
    throw new BadRequestError(interpolate(WALLET_MESSAGES.tokenInvalid, params), undefined, { code: 'wallet_token_invalid', params });
  }
  await reconcilePending(deps, request.orderId);

  const { attempt, reserved } = await recordCharge(deps, request, card.token, { method: input.wallet });
  return chargeAttempt(deps, { token: card.token }, attempt, reserved);
}
