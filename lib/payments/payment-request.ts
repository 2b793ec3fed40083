/**
 * Apple Pay and Google Pay through the browser's Payment Request API. A wallet is offered only
 * where the browser has `PaymentRequest` and answers `canMakePayment()` true for its method;
 * anywhere else (no API, a refusal, an error) it is simply not offered. The payment data the
 * wallet answers is handed to the API as text, which has the gateway tokenize it.
 */
import { WALLET_METHOD_IDS, WALLETS, type Wallet } from '@/domain/payments/wallets';

/** The card networks the wallets may offer, in each wallet's spelling. */
const GOOGLE_NETWORKS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'JCB'];
const APPLE_NETWORKS = ['visa', 'masterCard', 'amex', 'discover', 'jcb'];
/** The sandbox gateway's name in the wallets' tokenization settings. */
const SANDBOX_GATEWAY = 'hickory-sandbox';

export type WalletCharge = { total: string; currency: string; label: string; countryCode: string; merchantName: string };
/** The wallet's answer: its payment data, and `complete` to close the wallet's sheet. */
type WalletAnswer = { paymentData: string; complete: (result: 'success' | 'fail') => Promise<void> };

function methodData(wallet: Wallet, charge: Pick<WalletCharge, 'countryCode' | 'merchantName'>): PaymentMethodData {
  if (wallet === 'google_pay') {
    return {
      supportedMethods: WALLET_METHOD_IDS.google_pay,
      data: {
        environment: 'TEST',
        apiVersion: 2,
        apiVersionMinor: 0,
        merchantInfo: { merchantName: charge.merchantName },
        allowedPaymentMethods: [
          {
            type: 'CARD',
            parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: GOOGLE_NETWORKS },
            tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: SANDBOX_GATEWAY, gatewayMerchantId: charge.merchantName } },
          },
        ],
      },
    };
  }
  return {
    supportedMethods: WALLET_METHOD_IDS.apple_pay,
    data: { version: 3, merchantIdentifier: SANDBOX_GATEWAY, merchantCapabilities: ['supports3DS'], supportedNetworks: APPLE_NETWORKS, countryCode: charge.countryCode },
  };
}

function paymentRequestOf(wallet: Wallet, charge: WalletCharge): PaymentRequest | null {
  if (typeof window === 'undefined' || typeof window.PaymentRequest !== 'function') return null;
  const total = { label: charge.label, amount: { currency: charge.currency, value: charge.total } };
  try {
    return new window.PaymentRequest([methodData(wallet, charge)], { total });
  } catch {
    return null;
  }
}

/** The wallets this browser can pay with now, in the order they are offered. */
export async function availableWallets(charge: WalletCharge): Promise<Wallet[]> {
  const offered = await Promise.all(
    WALLETS.map(async (wallet) => {
      const request = paymentRequestOf(wallet, charge);
      if (!request) return false;
      try {
        return await request.canMakePayment();
      } catch {
        return false;
      }
    }),
  );
  return WALLETS.filter((_wallet, index) => offered[index]);
}

/** The payment data in a wallet's answer: Google Pay's token text, Apple Pay's payment data as JSON. */
export function paymentDataOf(wallet: Wallet, details: unknown): string | null {
  const record = (value: unknown): Record<string, unknown> | null => (value && typeof value === 'object' ? (value as Record<string, unknown>) : null);
  if (wallet === 'google_pay') {
    const token = record(record(record(details)?.paymentMethodData)?.tokenizationData)?.token;
    return typeof token === 'string' && token !== '' ? token : null;
  }
  const data = record(record(details)?.token)?.paymentData;
  if (typeof data === 'string') return data || null;
  return data && typeof data === 'object' ? JSON.stringify(data) : null;
}

/**
 * Opens the wallet's sheet. Null when the diner closed it (nothing to charge); throws when
 * the wallet answered something without payment data, after closing its sheet as failed.
 */
export async function requestWalletPayment(wallet: Wallet, charge: WalletCharge): Promise<WalletAnswer | null> {
  const request = paymentRequestOf(wallet, charge);
  if (!request) return null;
  let response: PaymentResponse;
  try {
    response = await request.show();
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') return null;
    throw error;
  }
  const paymentData = paymentDataOf(wallet, response.details);
  if (!paymentData) {
    await response.complete('fail');
    throw new Error('The wallet answered no payment data');
  }
  return { paymentData, complete: (result) => response.complete(result) };
}
