/**
 * The built-in sandbox card gateway (DESIGN: Payments). It approves valid card numbers and
 * declines the documented decline numbers (domain/payments/test-cards). It keeps no state:
 * tokens and authorization, capture and refund ids are signed ids (./signed-id) that carry
 * what later calls must check, so it survives restarts and runs on several API instances.
 * Statelessness has a price the caller pays: the sandbox cannot tell that an authorization
 * was already captured or voided, nor add up partial refunds. The orders module keeps that
 * state in the database and must refuse a second capture or a refund past the total itself.
 */
import { randomBytes } from 'node:crypto';
import type { Currency } from '@/domain/markets';
import { exceeds } from '@/domain/payments/amount';
import { isCardBrand, type CardBrand } from '@/domain/payments/card-brands';
import { isExpired, last4, validateCard, type CardInput } from '@/domain/payments/card';
import { DECLINE_CODES } from '@/domain/payments/messages';
import { declineFor, testCardOutcome, type TestCardOutcome } from '@/domain/payments/test-cards';
import type { Authorization, AuthorizeRequest, GatewayFailure, PaymentGateway, TokenizeResult } from './gateway';
import {
  checkAmount,
  checkCurrency,
  checkIdempotencyKey,
  checkReference,
  failure,
  PAYABLE_CURRENCIES,
} from './request-checks';
import { createSignedIdCodec, fingerprint, quoteId, type SignedIdCodec } from './signed-id';

export const SANDBOX_PREFIXES = {
  token: 'tok_sbx_',
  authorization: 'auth_sbx_',
  capture: 'cap_sbx_',
  refund: 're_sbx_',
} as const;

export type SandboxGatewayDeps = {
  /** Signs every id; every API instance must share it. At least 32 characters. */
  secret: string;
  /** The clock, for expiry checks. */
  now?: () => Date;
};

type CardState = { brand: CardBrand; last4: string; expMonth: number; expYear: number; outcome: TestCardOutcome };
type Charge = { amount: string; currency: Currency; reference: string };

const INVALID_TOKEN = 'Payment token is not valid';

export function createSandboxGateway({ secret, now = () => new Date() }: SandboxGatewayDeps): PaymentGateway {
  const codec = createSignedIdCodec(secret);
  return {
    async tokenize(card) {
      return tokenize(codec, card, now());
    },
    async authorize(request) {
      return authorize(codec, request, now());
    },
    async capture(authorizationId, amount) {
      const auth = readCharge(codec.verify(SANDBOX_PREFIXES.authorization, authorizationId));
      if (!auth) return failure('invalid_authorization', `Authorization ${quoteId(authorizationId)} is not valid`);
      const taken = withinLimit(amount, auth.amount, 'Capture', 'authorized', 'amount_exceeds_authorized');
      if (!taken.ok) return taken;
      const captured = { amount: taken.amount, currency: auth.currency, reference: auth.reference };
      const captureId = codec.sign(SANDBOX_PREFIXES.capture, {
        v: 1,
        ...chargeFields(captured),
        src: fingerprint(authorizationId),
      });
      return { ok: true, captureId, ...captured };
    },
    async refund(captureId, amount) {
      const capture = readCharge(codec.verify(SANDBOX_PREFIXES.capture, captureId));
      if (!capture) return failure('invalid_capture', `Capture ${quoteId(captureId)} is not valid`);
      const given = withinLimit(amount, capture.amount, 'Refund', 'captured', 'amount_exceeds_captured');
      if (!given.ok) return given;
      const refunded = { amount: given.amount, currency: capture.currency, reference: capture.reference };
      // Each refund is its own event (two refunds of 5.00 are two refunds), hence the nonce.
      const refundId = codec.sign(SANDBOX_PREFIXES.refund, {
        v: 1,
        ...chargeFields(refunded),
        src: fingerprint(captureId),
        n: randomBytes(8).toString('base64url'),
      });
      return { ok: true, refundId, ...refunded };
    },
    async void(authorizationId) {
      const auth = readCharge(codec.verify(SANDBOX_PREFIXES.authorization, authorizationId));
      if (!auth) return failure('invalid_authorization', `Authorization ${quoteId(authorizationId)} is not valid`);
      return { ok: true, authorizationId, amount: auth.amount, currency: auth.currency };
    },
  };
}

function tokenize(codec: SignedIdCodec, input: CardInput, now: Date): TokenizeResult {
  const check = validateCard(input, now);
  if (!check.ok) {
    const message = check.errors.map((error) => error.message).join('. ');
    return { ok: false, code: 'invalid_card', message, errors: check.errors };
  }
  const { number, brand, expiry } = check.card;
  const state: CardState = {
    brand,
    last4: last4(number),
    expMonth: expiry.month,
    expYear: expiry.year,
    outcome: testCardOutcome(number),
  };
  // The payload holds what a saved card may show, plus the sandbox outcome: never the number
  // and never the security code. The nonce makes each tokenization its own token.
  const payload = { v: 1, b: state.brand, l4: state.last4, m: state.expMonth, y: state.expYear, o: state.outcome };
  const token = codec.sign(SANDBOX_PREFIXES.token, { ...payload, n: randomBytes(8).toString('base64url') });
  return { ok: true, token, brand, last4: state.last4, expMonth: state.expMonth, expYear: state.expYear };
}

function authorize(codec: SignedIdCodec, request: AuthorizeRequest, now: Date): Authorization | GatewayFailure {
  const invalid =
    checkIdempotencyKey(request.idempotencyKey) ?? checkReference(request.reference) ?? checkCurrency(request.currency);
  if (invalid) return invalid;
  const amount = checkAmount(request.amount);
  if (!amount.ok) return amount;
  const card = readCard(codec.verify(SANDBOX_PREFIXES.token, request.token));
  if (!card) return failure('invalid_token', INVALID_TOKEN);
  if (isExpired({ month: card.expMonth, year: card.expYear }, now)) return decline('expired_card');
  if (card.outcome !== 'approve') return decline(card.outcome);
  const charge: Charge = { amount: amount.amount, currency: request.currency, reference: request.reference };
  // No clock and no nonce in the payload: a retry with the same key and request signs the
  // very same authorization id, which is what makes the retry idempotent.
  const authorizationId = codec.sign(SANDBOX_PREFIXES.authorization, {
    v: 1,
    ...chargeFields(charge),
    key: request.idempotencyKey,
    b: card.brand,
    l4: card.last4,
  });
  const { amount: amt, currency } = charge;
  return { ok: true, authorizationId, amount: amt, currency, brand: card.brand, last4: card.last4 };
}

function decline(code: Exclude<TestCardOutcome, 'approve'>): GatewayFailure {
  return { ok: false, ...declineFor(code) };
}

/** `amount` when it is a valid amount no more than `limit`, else the failure to return. */
function withinLimit(
  amount: unknown,
  limit: string,
  action: 'Capture' | 'Refund',
  done: 'authorized' | 'captured',
  code: 'amount_exceeds_authorized' | 'amount_exceeds_captured',
): { ok: true; amount: string } | GatewayFailure {
  const checked = checkAmount(amount);
  if (!checked.ok) return checked;
  if (exceeds(checked.amount, limit)) {
    return failure(code, `${action} amount ${checked.amount} is more than the ${limit} ${done}`);
  }
  return checked;
}

function chargeFields(charge: Charge) {
  return { amt: charge.amount, cur: charge.currency, ref: charge.reference };
}


function readCharge(payload: Record<string, unknown> | undefined): Charge | undefined {
  if (!payload || payload.v !== 1) return undefined;
  const { amt, cur, ref } = payload;
  if (typeof amt !== 'string' || typeof ref !== 'string') return undefined;
  if (!(PAYABLE_CURRENCIES as readonly unknown[]).includes(cur)) return undefined;
  return { amount: amt, currency: cur as Currency, reference: ref };
}

function readCard(payload: Record<string, unknown> | undefined): CardState | undefined {
  if (!payload || payload.v !== 1) return undefined;
  const { b, l4, m, y, o } = payload;
  const outcomes: readonly unknown[] = ['approve', ...DECLINE_CODES];
  if (!isCardBrand(b) || typeof l4 !== 'string' || typeof m !== 'number' || typeof y !== 'number') return undefined;
  if (!outcomes.includes(o)) return undefined;
  return { brand: b, last4: l4, expMonth: m, expYear: y, outcome: o as TestCardOutcome };
}
