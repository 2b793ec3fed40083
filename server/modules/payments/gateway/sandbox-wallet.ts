/**
 * The sandbox gateway's wallet door: sandbox wallet payment data (domain/payments/wallets) becomes
 * a card token like the card form's, carrying the decline it stands for, so the charge that
 * follows runs the card path. Anything else is refused as unreadable, as a processor refuses
 * payment data it cannot decrypt.
 */
import { readSandboxWalletData, WALLET_LABELS } from '@/domain/payments/wallets';
import type { WalletTokenizeRequest, WalletTokenizeResult } from './gateway';
import { signCardToken, type CardState } from './sandbox-gateway';
import type { SignedIdCodec } from './signed-id';

/** A wallet's device card does not expire within a payment: three years from now. */
const DEVICE_CARD_YEARS = 3;

export function tokenizeSandboxWallet(codec: SignedIdCodec, request: WalletTokenizeRequest, now: Date): WalletTokenizeResult {
  const card = readSandboxWalletData(request.paymentData);
  if (!card) return { ok: false, code: 'invalid_wallet_token', message: `${WALLET_LABELS[request.wallet]} payment data is not valid` };
  const state: CardState = { ...card, expMonth: 12, expYear: now.getUTCFullYear() + DEVICE_CARD_YEARS };
  const token = signCardToken(codec, state);
  return { ok: true, token, brand: card.brand, last4: card.last4, expMonth: state.expMonth, expYear: state.expYear };
}
