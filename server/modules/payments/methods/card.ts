/**
 * Card payment: the card arrives as a token (tokenize is the only door for numbers). Three
 * steps so no gateway call ever runs inside a transaction: (1) lock the order and record a
 * pending attempt for what is due, (2) authorize and capture through the gateway, (3) settle
 * the attempt and, when fully paid, mark the order paid. A decline settles the attempt as
 * declined and answers 402 with the decline message; the order stays payable.
 */
import type { DeclineCode } from '@/domain/payments/messages';
import { DECLINE_CODES } from '@/domain/payments/messages';
import { maskedCard } from '@/domain/payments/card';
import { VALIDATION_MESSAGES } from '@/domain/messages';
import type { BillingAddress } from '@/server/db/schema';
import { BadRequestError, HttpError } from '@/server/errors';
import type { WirePaymentState } from '@/domain/wire/payments';
import type { GatewayFailure } from '../gateway/gateway';
import type { PaymentDeps, PaymentRequest } from '../deps';
import { lockPayable, openOrder, PAYMENT_TYPE_IDS, requireAmountDue } from '../payable';
import { insertAttempt, settleAttempt, type AttemptRow } from '../repository';
import type { Currency } from '@/domain/markets';
import { paymentState, recordPayment, sendConfirmation } from '../settle';
import { relockOrder } from '../orders-port';
import { assertMayPayWithToken } from '@/server/modules/profile/saved-cards';

export type CardPaymentInput = { token: string; cardholderName: string; billing: BillingAddress };

/** 402: the bank said no. `code` lets the storefront translate the message. */
export class PaymentDeclinedError extends HttpError {
  constructor(
    message: string,
    readonly code: DeclineCode,
  ) {
    super(402, message);
  }
}

/** SPEC §5: each billing field is required; Canada says Province and Postal Code. */
export function billingProblems(input: CardPaymentInput, countryCode: string): string[] {
  const canada = countryCode.toUpperCase() === 'CA';
  const checks: [string, string][] = [
    [input.cardholderName, VALIDATION_MESSAGES.cardholderNameRequired],
    [input.billing.address, VALIDATION_MESSAGES.addressRequired],
    [input.billing.city, VALIDATION_MESSAGES.cityRequired],
    [input.billing.state, canada ? VALIDATION_MESSAGES.provinceRequired : VALIDATION_MESSAGES.stateRequired],
    [input.billing.zip, canada ? VALIDATION_MESSAGES.postalCodeRequired : VALIDATION_MESSAGES.zipRequired],
  ];
  return checks.filter(([value]) => value.trim() === '').map(([, message]) => message);
}

export async function payByCard(deps: PaymentDeps, request: PaymentRequest, input: CardPaymentInput): Promise<WirePaymentState> {
  const { db, gateway } = deps;
  const opened = await openOrder(db, request.orderId, request.caller);
  await assertMayPayWithToken(db, input.token, request.caller.customerId ?? null);
  const problems = billingProblems(input, opened.countryCode);
  if (problems.length > 0) throw new BadRequestError(problems[0]!, problems);

  const { attempt, total } = await db.transaction(async (tx) => {
    const payable = await lockPayable(tx, request.orderId, request.caller, deps.now());
    const amount = requireAmountDue(payable);
    const row = await insertAttempt(tx, {
      orderId: payable.order.id,
      method: 'card',
      amount,
      currency: payable.order.currency,
      cardholderName: input.cardholderName.trim(),
      billing: input.billing,
    });
    return { attempt: row, total: payable.total };
  });

  const charged = await charge(deps, input.token, attempt);
  if (!charged.ok) {
    await db.transaction((tx) => settleAttempt(tx, attempt.id, failureFields(charged)));
    throw refusal(charged);
  }

  const fullyPaid = await settleCharge(deps, request, { attempt, total }, charged);
  if (fullyPaid) await sendConfirmation(deps, request.orderId, request.locale);
  return paymentState(db, request.orderId);
}

/** Step 3. Should it fail after the money was taken, the capture is refunded before the error goes on. */
async function settleCharge(
  deps: PaymentDeps,
  request: PaymentRequest,
  pending: Pending,
  charged: Extract<Charged, { ok: true }>,
): Promise<boolean> {
  try {
    return await settle(deps, request, pending, charged);
  } catch (error) {
    const refund = await deps.gateway.refund(charged.captureId, pending.attempt.amount);
    await deps.db
      .transaction((tx) => settleAttempt(tx, pending.attempt.id, { status: 'failed', failureCode: 'refunded', failureMessage: 'Captured, then refunded' }))
      .catch(() => undefined);
    deps.log.error({ err: error, orderId: request.orderId, refunded: refund.ok }, 'card captured but not recorded; refunded');
    throw error;
  }
}

type Pending = { attempt: AttemptRow; total: string };

function settle(deps: PaymentDeps, request: PaymentRequest, { attempt, total }: Pending, charged: Extract<Charged, { ok: true }>) {
  return deps.db.transaction(async (tx) => {
    const target = await relockOrder(tx, request.orderId);
    const { brand, last4, captureId, authorizationId } = charged;
    await settleAttempt(tx, attempt.id, { status: 'succeeded', cardBrand: brand, cardLast4: last4, gatewayReference: authorizationId });
    return recordPayment(
      tx,
      target,
      total,
      {
        orderId: request.orderId,
        attemptId: attempt.id,
        method: 'card',
        paymentTypeId: PAYMENT_TYPE_IDS.card,
        amount: attempt.amount,
        currency: attempt.currency,
        label: maskedCard(brand, last4),
        captureReference: captureId,
      },
      deps.now(),
    );
  });
}

type Charged =
  | { ok: true; authorizationId: string; captureId: string; brand: Parameters<typeof maskedCard>[0]; last4: string }
  | GatewayFailure;

/** Authorize then capture; a capture failure releases the authorization. */
async function charge(deps: PaymentDeps, token: string, attempt: AttemptRow): Promise<Charged> {
  const authorization = await deps.gateway.authorize({
    token,
    amount: attempt.amount,
    currency: attempt.currency as Currency,
    idempotencyKey: attempt.id,
    reference: attempt.orderId,
  });
  if (!authorization.ok) return authorization;
  const capture = await deps.gateway.capture(authorization.authorizationId, authorization.amount);
  if (!capture.ok) {
    await deps.gateway.void(authorization.authorizationId);
    return capture;
  }
  const { authorizationId, brand, last4 } = authorization;
  return { ok: true, authorizationId, captureId: capture.captureId, brand, last4 };
}

function failureFields(failure: GatewayFailure) {
  const declined = (DECLINE_CODES as readonly string[]).includes(failure.code);
  return { status: declined ? ('declined' as const) : ('failed' as const), failureCode: failure.code, failureMessage: failure.message.slice(0, 300) };
}

function refusal(failure: GatewayFailure): HttpError {
  if ((DECLINE_CODES as readonly string[]).includes(failure.code)) {
    return new PaymentDeclinedError(failure.message, failure.code as DeclineCode);
  }
  if (failure.code === 'invalid_token') return new BadRequestError(`${failure.message}: enter the card again`);
  return new HttpError(502, 'The card payment could not be completed and nothing was charged. Please try again.');
}
