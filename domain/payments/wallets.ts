/**
 * Apple Pay and Google Pay: the wallets a browser can pay with through its Payment Request API.
 * A wallet hands over an encrypted card (its payment data); the gateway turns that into a card
 * token, which is then charged like a card and recorded under the wallet's own payment type.
 *
 * The sandbox gateway's wallet payment data is `sandbox-wallet:<brand>:<last4>` (approved) or
 * `sandbox-wallet:<brand>:<last4>:<decline code>` (declined with that code when charged),
 * e.g. `sandbox-wallet:visa:4242` and `sandbox-wallet:visa:0002:card_declined`.
 */
import { CARD_BRANDS, type CardBrand } from './card-brands';
import { DECLINE_CODES, type DeclineCode } from './messages';

export const WALLETS = ['apple_pay', 'google_pay'] as const;
export type Wallet = (typeof WALLETS)[number];

/** Payment types: apple pay 11, google pay 12. */
export const WALLET_PAYMENT_TYPE_IDS: Record<Wallet, number> = { apple_pay: 11, google_pay: 12 };
export const WALLET_LABELS: Record<Wallet, string> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' };
/** The Payment Request method identifier of each wallet. */
export const WALLET_METHOD_IDS: Record<Wallet, string> = { apple_pay: 'https://apple.com/apple-pay', google_pay: 'https://google.com/pay' };

/** The longest payment data accepted (real wallets' encrypted payloads are a few kilobytes). */
export const MAX_WALLET_PAYMENT_DATA = 16_384;

export const WALLET_MESSAGES = {
  tokenInvalid: 'This [wallet] payment could not be read and nothing was charged: try again or pay another way',
} as const;
export type WalletErrorCode = 'wallet_token_invalid';
export const WALLET_ERROR_CODES: readonly WalletErrorCode[] = ['wallet_token_invalid'];

export function isWallet(value: unknown): value is Wallet {
  return (WALLETS as readonly unknown[]).includes(value);
}

/** 'Google Pay (Visa •••• 4242)': how a wallet tender is listed. */
export function walletLabel(wallet: Wallet, card: string): string {
  return `${WALLET_LABELS[wallet]} (${card})`;
}

const SANDBOX_WALLET_PREFIX = 'sandbox-wallet:';

type SandboxWalletCard = { brand: CardBrand; last4: string; outcome: 'approve' | DeclineCode };

/** The card a sandbox wallet's payment data stands for, or undefined when it is not of that shape. */
export function readSandboxWalletData(data: string): SandboxWalletCard | undefined {
  if (!data.startsWith(SANDBOX_WALLET_PREFIX)) return undefined;
  const [brand, last4, outcome, ...rest] = data.slice(SANDBOX_WALLET_PREFIX.length).split(':');
  if (rest.length > 0 || !(CARD_BRANDS as readonly unknown[]).includes(brand) || !/^\d{4}$/.test(last4 ?? '')) return undefined;
  if (outcome !== undefined && !(DECLINE_CODES as readonly string[]).includes(outcome)) return undefined;
  return { brand: brand as CardBrand, last4: last4!, outcome: (outcome as DeclineCode | undefined) ?? 'approve' };
}
