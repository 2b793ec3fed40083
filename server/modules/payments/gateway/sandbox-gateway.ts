/**
 * The built-in sandbox card gateway, the API's side of the sandbox processor. It never sees a
 * card number: it charges the tokens the processor's card desk (./sandbox-cards, behind its
 * hosted fields) signed with the same secret, approving valid cards and declining the documented
 * decline numbers (domain/payments/test-cards) by the outcome the token carries, and answering
 * each authorization's verification checks (a failed CVC or postal code check for their test
 * numbers, the address checks unavailable without a billing address). Tokens and
 * authorization, capture and refund ids are signed ids (./signed-id) that carry what later
 * calls must check, so any API instance with the secret can verify them. What a processor
 * remembers (which key authorized what, whether an authorization was captured or voided) is
 * in its own ledger (./sandbox-ledger-repository), the processor's side of the wire, which outlives the
 * API process: the same key answers the same authorization, an authorization is captured at
 * most once, and `findByIdempotencyKey` tells a restarted API what happened to a payment.
 * Partial refunds are not added up: the payments module refuses a refund past the total.
 */
import { randomBytes } from 'node:crypto';
import type { Currency } from '@/domain/markets';
import { exceeds } from '@/domain/payments/amount';
import { isCardBrand, type CardBrand } from '@/domain/payments/card-brands';
import { isExpired } from '@/domain/payments/card';
import { cardCheckOf, UNAVAILABLE_CHECKS, type CardChecks } from '@/domain/payments/card-checks';
import type { DeclineCode } from '@/domain/payments/messages';
import { declineFor, isDeclineOutcome, TEST_CARD_OUTCOMES, testCardChecks, type TestCardOutcome } from '@/domain/payments/test-cards';
import type { Authorization, AuthorizeRequest, GatewayFailure, PaymentGateway } from './gateway';
import { tokenizeSandboxWallet } from './sandbox-wallet';
import {
  checkAmount,
  checkCurrency,
  checkIdempotencyKey,
  checkMinorUnits,
  checkReference,
  failure,
  PAYABLE_CURRENCIES,
} from './request-checks';
import type { SandboxLedger } from './sandbox-ledger-repository';
import { createSignedIdCodec, fingerprint, quoteId, type SignedIdCodec } from './signed-id';
import { createSandboxCardVault } from './sandbox-saved-cards';

export const SANDBOX_PREFIXES = {
  token: 'tok_sbx_',
  authorization: 'auth_sbx_',
  capture: 'cap_sbx_',
  refund: 're_sbx_',
} as const;

export type SandboxGatewayDeps = {
  /** Signs every id; every API instance must share it. At least 32 characters. */
  secret: string;
  /** The processor's books: what was authorized, captured and voided. */
  ledger: SandboxLedger;
  /** The clock, for expiry checks. */
  now?: () => Date;
};

export type CardState = { brand: CardBrand; last4: string; expMonth: number; expYear: number; outcome: TestCardOutcome };
type Charge = { amount: string; currency: Currency; reference: string };

const INVALID_TOKEN = 'Payment token is not valid';

export function createSandboxGateway({ secret, ledger, now = () => new Date() }: SandboxGatewayDeps): PaymentGateway {
  const codec = createSignedIdCodec(secret);
  const openAuthorization = (id: unknown) => readCharge(codec.verify(SANDBOX_PREFIXES.authorization, id));
  const unknownAuthorization = (id: unknown) => failure('invalid_authorization', `Authorization ${quoteId(id)} is not valid`);
  const cards = createSandboxCardVault({ codec, ledger, now, tokenPrefix: SANDBOX_PREFIXES.token, readCard });
  return {
    async tokenizeWallet(request) {
      return tokenizeSandboxWallet(codec, request, now());
    },
    async authorize(request) {
      const card = request.savedCard ? await cards.cardOf(request.savedCard) : readCard(codec.verify(SANDBOX_PREFIXES.token, request.token));
      const authorization = authorize(codec, request, card, now());
      if (!authorization.ok) return authorization;
      const { authorizationId, amount, currency } = authorization;
      const standing = await ledger.authorize(request.idempotencyKey, { subject: authorizationId, amount, currency });
      if (standing.subject !== authorizationId) {
        return failure('invalid_idempotency_key', 'This idempotency key was already used for a different authorization');
      }
      const { keepFor, token } = request;
      if (!keepFor || request.savedCard || token === undefined) return authorization;
      // Kept with the payment, as a processor attaches a card paid with `setup_future_usage`.
      const kept = await cards.save({ token, ...keepFor });
      return kept.ok ? { ...authorization, kept } : authorization;
    },
    async capture(authorizationId, amount) {
      const auth = openAuthorization(authorizationId);
      if (!auth) return unknownAuthorization(authorizationId);
      const taken = withinLimit(amount, auth.amount, 'Capture', 'authorized', 'amount_exceeds_authorized');
      if (!taken.ok) return taken;
      const captureId = codec.sign(SANDBOX_PREFIXES.capture, {
        v: 1,
        ...chargeFields({ ...auth, amount: taken.amount }),
        src: fingerprint(authorizationId as string),
      });
      const entry = { subject: authorizationId as string, resultId: captureId, amount: taken.amount, currency: auth.currency };
      const standing = await ledger.settle('capture', entry);
      if (standing.kind === 'void') {
        return failure('invalid_authorization', `Authorization ${quoteId(authorizationId)} was voided and cannot be captured`);
      }
      return { ok: true, captureId: standing.resultId ?? captureId, amount: standing.amount, currency: auth.currency, reference: auth.reference };
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
      await ledger.refund({ subject: captureId, resultId: refundId, amount: refunded.amount, currency: refunded.currency });
      return { ok: true, refundId, ...refunded };
    },
    async void(authorizationId) {
      const auth = openAuthorization(authorizationId);
      if (!auth) return unknownAuthorization(authorizationId);
      const standing = await ledger.settle('void', { subject: authorizationId as string, amount: auth.amount, currency: auth.currency });
      if (standing.kind !== 'void') {
        return failure('invalid_authorization', `Authorization ${quoteId(authorizationId)} was already captured: refund it instead`);
      }
      return { ok: true, authorizationId: authorizationId as string, amount: auth.amount, currency: auth.currency };
    },
    async findByIdempotencyKey(idempotencyKey) {
      const row = await ledger.authorizationOf(idempotencyKey);
      const payload = row ? codec.verify(SANDBOX_PREFIXES.authorization, row.subject) : undefined;
      const charge = readCharge(payload);
      if (!row || !payload || !charge || !isCardBrand(payload.b) || typeof payload.l4 !== 'string') return { found: false };
      const authorization = {
        ok: true as const,
        authorizationId: row.subject,
        amount: charge.amount,
        currency: charge.currency,
        brand: payload.b,
        last4: payload.l4,
        checks: readChecks(payload.ck),
      };
      const settlement = await ledger.settlementOf(row.subject);
      const capture =
        settlement?.kind === 'capture' && settlement.resultId
          ? { ok: true as const, captureId: settlement.resultId, amount: settlement.amount, currency: charge.currency, reference: charge.reference }
          : null;
      return { found: true, authorization, capture, voided: settlement?.kind === 'void' };
    },
    saveCard: (request) => cards.save(request),
    removeCard: (customerRef, paymentMethodRef) => cards.remove(customerRef, paymentMethodRef),
    forgetCustomer: (customerRef) => cards.forget(customerRef),
  };
}

/** A card token's signed payload: what a saved card may show plus the sandbox outcome, never the number. */
export function signCardToken(codec: SignedIdCodec, state: CardState): string {
  const payload = { v: 1, b: state.brand, l4: state.last4, m: state.expMonth, y: state.expYear, o: state.outcome };
  return codec.sign(SANDBOX_PREFIXES.token, { ...payload, n: randomBytes(8).toString('base64url') });
}

function authorize(codec: SignedIdCodec, request: AuthorizeRequest, card: CardState | undefined, now: Date): Authorization | GatewayFailure {
  const invalid =
    checkIdempotencyKey(request.idempotencyKey) ?? checkReference(request.reference) ?? checkCurrency(request.currency);
  if (invalid) return invalid;
  const amount = checkAmount(request.amount);
  if (!amount.ok) return amount;
  const uncountable = checkMinorUnits(amount.amount, request.currency);
  if (uncountable) return uncountable;
  if (!card) return failure('invalid_token', INVALID_TOKEN);
  if (isExpired({ month: card.expMonth, year: card.expYear }, now)) return decline('expired_card');
  if (isDeclineOutcome(card.outcome)) return decline(card.outcome);
  const checks = testCardChecks(card.outcome, request.billing !== undefined);
  const charge: Charge = { amount: amount.amount, currency: request.currency, reference: request.reference };
  // No clock and no nonce in the payload: a retry with the same key and request signs the
  // very same authorization id, which is what makes the retry idempotent.
  const authorizationId = codec.sign(SANDBOX_PREFIXES.authorization, {
    v: 1,
    ...chargeFields(charge),
    key: request.idempotencyKey,
    b: card.brand,
    l4: card.last4,
    ck: [checks.cvc, checks.postalCode, checks.line1],
  });
  const { amount: amt, currency } = charge;
  return { ok: true, authorizationId, amount: amt, currency, brand: card.brand, last4: card.last4, checks };
}

/** The checks an authorization id carries (cvc, postal code, street line); unavailable when it carries none. */
function readChecks(value: unknown): CardChecks {
  if (!Array.isArray(value) || value.length !== 3) return UNAVAILABLE_CHECKS;
  const [cvc, postalCode, line1] = value.map(cardCheckOf) as [CardChecks['cvc'], CardChecks['postalCode'], CardChecks['line1']];
  return { cvc, postalCode, line1 };
}

function decline(code: DeclineCode): GatewayFailure {
  return { ok: false, ...declineFor(code) };
}

/** `amount` when it is a valid amount no more than `limit`, else the failure to return. */
export function withinLimit(
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


export function readCharge(payload: Record<string, unknown> | undefined): Charge | undefined {
  if (!payload || payload.v !== 1) return undefined;
  const { amt, cur, ref } = payload;
  if (typeof amt !== 'string' || typeof ref !== 'string') return undefined;
  if (!(PAYABLE_CURRENCIES as readonly unknown[]).includes(cur)) return undefined;
  return { amount: amt, currency: cur as Currency, reference: ref };
}

function readCard(payload: Record<string, unknown> | undefined): CardState | undefined {
  if (!payload || payload.v !== 1) return undefined;
  const { b, l4, m, y, o } = payload;
  if (!isCardBrand(b) || typeof l4 !== 'string' || typeof m !== 'number' || typeof y !== 'number') return undefined;
  if (!(TEST_CARD_OUTCOMES as readonly unknown[]).includes(o)) return undefined;
  return { brand: b, last4: l4, expMonth: m, expYear: y, outcome: o as TestCardOutcome };
}
