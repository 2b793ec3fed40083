/**
 * Checks every gateway call makes on what it is given, as failure values with messages that
 * quote the value at fault.
 */
import { COUNTRIES, type Currency } from '@/domain/markets';
import { parsePaymentAmount } from '@/domain/payments/amount';
import { toMinorUnits } from '@/domain/payments/minor-units';
import type { GatewayFailure, GatewayFailureCode } from './gateway';

export const MAX_REFERENCE_LENGTH = 128;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
/** Short enough that a PayPal order id, which carries both URLs, stays a reasonable query value. */
export const MAX_URL_LENGTH = 512;

/** The currencies of the markets that take online orders (USD, CAD, JPY, MXN). */
export const PAYABLE_CURRENCIES: readonly Currency[] = [
  ...new Set(Object.values(COUNTRIES).filter((country) => country.onlineOrdering).map((country) => country.currency)),
];

/** "USD, CAD, JPY, or MXN", for the message that refuses any other currency. */
const ACCEPTED_CURRENCIES_TEXT = new Intl.ListFormat('en', { type: 'disjunction' }).format(PAYABLE_CURRENCIES);

export function failure(code: GatewayFailureCode, message: string): GatewayFailure {
  return { ok: false, code, message };
}

export function checkAmount(amount: unknown): { ok: true; amount: string } | GatewayFailure {
  const check = parsePaymentAmount(amount);
  return check.ok ? check : failure('invalid_amount', check.message);
}

/** A failure unless `amount` falls on a minor unit of `currency` that a processor can count (whole yen for JPY). */
export function checkMinorUnits(amount: string, currency: Currency): GatewayFailure | undefined {
  if (toMinorUnits(amount, currency) !== null) return undefined;
  return failure('invalid_amount', `Amount ${amount} cannot be charged in ${currency}`);
}

export function checkCurrency(currency: unknown): GatewayFailure | undefined {
  if ((PAYABLE_CURRENCIES as readonly unknown[]).includes(currency)) return undefined;
  return failure(
    'invalid_currency',
    `Currency "${String(currency)}" is not accepted; use ${ACCEPTED_CURRENCIES_TEXT}`,
  );
}

/** A printable text of 1 to `max` characters (a reference, an idempotency key). */
function isBoundedText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length >= 1 && value.length <= max && !/[\u0000-\u001f\u007f]/.test(value);
}

export function checkReference(reference: unknown): GatewayFailure | undefined {
  if (isBoundedText(reference, MAX_REFERENCE_LENGTH)) return undefined;
  return failure('invalid_reference', `Payment reference must be 1 to ${MAX_REFERENCE_LENGTH} printable characters`);
}

export function checkIdempotencyKey(key: unknown): GatewayFailure | undefined {
  if (isBoundedText(key, MAX_IDEMPOTENCY_KEY_LENGTH)) return undefined;
  return failure(
    'invalid_idempotency_key',
    `Idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable characters`,
  );
}

/** An absolute http(s) address, as the PayPal return and cancel URLs must be. */
export function checkUrl(field: string, url: unknown): GatewayFailure | undefined {
  const shown = typeof url === 'string' ? url.slice(0, 80) : String(url);
  if (typeof url === 'string' && url.length <= MAX_URL_LENGTH) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return undefined;
    } catch {
      // Falls through to the failure below.
    }
  }
  return failure('invalid_url', `${field} "${shown}" must be an http or https address`);
}
