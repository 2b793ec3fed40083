/**
 * Card payment: the card arrives as a token from the processor's hosted fields; no number ever
 * reaches the API. Three steps so no gateway call ever runs inside a transaction: (1) lock the order and record a
 * pending attempt for what is due, with its gateway key (the client's key and the try's number), (2) authorize and capture through the
 * gateway under that key, (3) record the capture (./reconcile recordCapture) and, when fully
 * paid, mark the order paid. A decline settles the attempt as declined (its reason kept for
 * staff) and answers 402 with the one decline text; the order stays payable. Should the request die after the capture, the
 * reconciler or the client's retry finds the capture at the gateway by the attempt's key.
 * Declines are limited per order, client and card token, and all read the same (../declines).
 * The billing address goes with the authorization, and the issuer's checks answered with it are
 * acted on (domain/payments/card-checks): a failed security code check releases the hold and
 * settles the try as an `incorrect_cvc` decline; the other checks are kept on the payment (a
 * failed postal code check holds the order for staff review once it is paid).
 * A bank that asks for 3-D Secure (`authentication_required`) is no decline: the attempt fails and
 * the answer is 402 with that code of its own and the challenge's client secret, nothing being
 * charged; the payment sent again with the PaymentIntent the cardholder confirmed takes it (Stripe).
 */
import type { CountryCode } from '@/domain/markets';
import { cardCheckAction, CVC_CHECK_DECLINE, type CardChecks } from '@/domain/payments/card-checks';
import { declineFor } from '@/domain/payments/test-cards';
import { AUTHENTICATION_REQUIRED_MESSAGE, DECLINE_CODES, PROCESSOR_SILENT_MESSAGE } from '@/domain/payments/messages';
import { interpolate } from '@/domain/interpolate';
import { maskedCard } from '@/domain/payments/card';
import type { Database } from '@/server/db/client';
import type { BillingAddress } from '@/server/db/schema';
import { BadRequestError, ConflictError, fieldTextsError, HttpError, type FieldTextName } from '@/server/errors';
import type { WirePaymentState } from '@/domain/wire/payments';
import type { CardSource, GatewayFailure, KeepCardFor, SavedCard } from '../gateway/gateway';
import { MAX_SAVED_CARDS, type CardVault } from '../card-vault';
import type { CardPaymentDeps, PaymentDeps, PaymentRequest } from '../deps';
import { lockPayable, requireAmountDue } from '../payable';
import { openOrder } from '../orders-port';
import { insertAttemptSpending, succeededAttemptWith, type AttemptRow, type NewAttempt } from '../repository';
import { gatewayKeyOf } from '@/domain/payments/gateway-key';
import { chargeBudgetsOf, checkChargeBudgets, PaymentDeclinedError, settleReservation, type DeclineHold } from '../declines';
import type { Currency } from '@/domain/markets';
import { closeAttempt, paidAnswer, readPriorAttempts, reconcilePending, recordCapture, resumeRequest } from '../reconcile';
import { paymentState } from '../settle';
import { savedCardsOfToken } from '../saved-card-repository';
import { postalCodeProblem } from '@/domain/validation';

const GIVEN_UP = 'This payment took too long and was stopped; its charge was refunded. Please pay again.';

/** `saveCard`: a signed-in diner's new card is kept on their account with this payment. */
export type CardPaymentInput = { token: string; cardholderName: string; billing: BillingAddress; saveCard?: boolean };

/**
 * Each billing field is required, Canada saying Province and Postal Code; the zip is a postal code
 * of the order's country.
 */
export function billingProblems(input: CardPaymentInput, country: CountryCode): FieldTextName[] {
  const canada = country === 'CA';
  const checks: [string, FieldTextName][] = [
    [input.cardholderName, 'cardholderNameRequired'],
    [input.billing.address, 'addressRequired'],
    [input.billing.city, 'cityRequired'],
    [input.billing.state, canada ? 'provinceRequired' : 'stateRequired'],
    [input.billing.zip, canada ? 'postalCodeRequired' : 'zipRequired'],
  ];
  const missing = checks.filter(([value]) => value.trim() === '').map(([, name]) => name);
  const postal = postalCodeProblem(country, input.billing.zip);
  return postal ? [...missing, postal] : missing;
}

const SAVED_ELSEWHERE = 'This card is saved to another account: enter the card details instead';

/**
 * The card a payment's `token` names: a saved card's payment method pays as that saved card (its
 * processor customer with it), for its account only. A token a card was saved from pays only for
 * the accounts that saved it: whoever else holds it (a guest, another customer) is refused.
 */
async function cardSourceOf(db: Database, token: string, customerId: number | null): Promise<CardSource> {
  const { saved, owners } = await savedCardsOfToken(db, token);
  if (saved) {
    if (saved.customerId !== customerId) throw new BadRequestError(SAVED_ELSEWHERE);
    return { savedCard: { customerRef: saved.customerRef, paymentMethodRef: saved.paymentMethodRef } };
  }
  if (owners.length === 0 || (customerId !== null && owners.includes(customerId))) return { token };
  throw new BadRequestError(SAVED_ELSEWHERE);
}

export async function payByCard(deps: CardPaymentDeps, request: PaymentRequest, input: CardPaymentInput): Promise<WirePaymentState> {
  const { db } = deps;
  const opened = request.opened ?? (await openOrder(db, request.orderId, request.caller));
  const prior = await readPriorAttempts(deps, request);
  if ((await resumeRequest(deps, request, prior)) === 'answer-paid') {
    return paidAnswer(deps, request.orderId);
  }
  const card = await cardSourceOf(db, input.token, request.caller.customerId ?? null);
  const problems = billingProblems(input, opened.countryCode);
  if (problems.length > 0) throw fieldTextsError(problems);
  // The pending attempts read first stand unless the request had an attempt of its own, which resumeRequest may have settled.
  await reconcilePending(deps, request.orderId, prior.ofRequest ? undefined : prior);

  let recorded: Awaited<ReturnType<typeof recordCharge>>;
  try {
    recorded = await recordCharge(deps, request, input.token, { method: 'card', cardholderName: input.cardholderName.trim(), billing: input.billing });
  } catch (error) {
    if (error instanceof ConflictError && (await paidWithAuthorization(db, request.orderId, input.token))) return paidAnswer(deps, request.orderId);
    throw error;
  }
  const { attempt, reserved } = recorded;
  const keep = await keepRequest(deps, input, card, request.caller.customerId ?? null);
  return chargeAttempt(deps, card, attempt, reserved, { clientAddress: request.clientIp, country: opened.countryCode, ...(keep ? { keep } : {}) });
}

/**
 * Whether the token names an authorization an attempt of this order already took and was paid
 * with: a payment resumed after 3-D Secure (its PaymentIntent) sent again by a second tab or a
 * double click under another key. The order's lock lets one attempt take it (the other finds the
 * order paid, or that attempt in flight: 409); once that one paid, the other is answered as its
 * replay would be, the order's payment state.
 */
async function paidWithAuthorization(db: Database, orderId: string, token: string): Promise<boolean> {
  return (await succeededAttemptWith(db, orderId, token)) !== undefined;
}

/**
 * Whether the processor is asked to keep the card with the payment: a new card of a signed-in
 * diner who asked, not saved from this token already, with room on the account.
 */
async function keepRequest(deps: CardPaymentDeps, input: CardPaymentInput, card: CardSource, customerId: number | null): Promise<CardKeeping | null> {
  if (!input.saveCard || card.savedCard || customerId === null) return null;
  if (await deps.vault.keptFrom(customerId, input.token)) return null;
  if ((await deps.vault.countOf(customerId)) >= MAX_SAVED_CARDS) return null;
  return { token: input.token, owner: await deps.vault.ownerOf({ id: customerId }), vault: deps.vault };
}

/**
 * Under the order's lock: what it owes, a charge in flight held for the client (the decline
 * budgets checked), and a pending attempt to charge it with its gateway key, before any gateway call.
 */
export async function recordCharge(
  deps: PaymentDeps,
  request: PaymentRequest,
  token: string,
  fields: Pick<NewAttempt, 'method' | 'cardholderName' | 'billing'>,
): Promise<{ attempt: AttemptRow; reserved: DeclineHold }> {
  return deps.db.transaction(async (tx) => {
    // The client's and the card's budgets are locked once the order is, and their uses are read
    // with the order's payment facts, after both locks.
    const budgets = chargeBudgetsOf({ clientIp: request.clientIp, token }, deps.realNow());
    const uses = { lockKeys: budgets.lockKeys, keys: budgets.budgets.map(([key]) => key), since: budgets.since };
    const payable = await lockPayable(deps, tx, request.orderId, request.caller, deps.now(), request.part, request.requestKey, uses);
    const amount = requireAmountDue(payable);
    const { declined, tries: earlierTries } = payable.attempts;
    const check = checkChargeBudgets(budgets, declined, payable.budgetUses);
    // The charge in flight is written with the attempt, in one statement.
    const { attempt, useId } = await insertAttemptSpending(
      tx,
      {
        ...fields,
        orderId: payable.order.id,
        amount,
        currency: payable.order.currency,
        gatewayKey: gatewayKeyOf(request.requestKey, earlierTries),
        requestKey: request.requestKey,
        orderTotal: payable.total,
        locale: request.locale,
        createdAt: deps.now(),
      },
      check.use,
    );
    const reserved: DeclineHold = { held: [useId], declineKeys: check.declineKeys };
    // Today's smoke is held now, so a diner who lost the last rack is refused before their card is asked.
    if (!payable.asQuote) await deps.lifecycle.chargeHolds.hold(tx, payable, attempt.id, deps.now(), request.locale);
    return { attempt, reserved };
  });
}

/**
 * What goes with a charge besides the token: the paying client's address, the order's country (its
 * billing address's), and whom the card is kept for when the diner asked to save it.
 */
export type ChargeContext = { clientAddress?: string; country?: CountryCode; keep?: CardKeeping };
/** A card to keep with its payment: the token it came from, the account at the processor, and the vault it is kept in. */
export type CardKeeping = { token: string; owner: KeepCardFor; vault: CardVault };

/**
 * Charges a recorded attempt with the gateway, outside any transaction: a decline spends the
 * decline budgets (../declines) and closes the attempt with the bank's answer (402/409), a capture settles the
 * order; a capture that came after the reconciler gave up is refunded and answered 409.
 */
export async function chargeAttempt(deps: PaymentDeps, card: CardSource, attempt: AttemptRow, reserved: DeclineHold, context: ChargeContext = {}): Promise<WirePaymentState> {
  let charged: Charged;
  try {
    charged = await charge(deps, card, attempt, context);
  } catch (error) {
    // No answer: only the gateway knows whether it charged. The attempt stays pending, so the
    // reconciler (or the client's retry with its key) asks the gateway and settles it once.
    deps.log.error({ err: error, orderId: attempt.orderId, attemptId: attempt.id }, 'the card gateway gave no answer; the attempt stays pending');
    await settleReservation(deps.db, reserved, false, deps.realNow());
    throw new HttpError(503, interpolate(PROCESSOR_SILENT_MESSAGE, { processor: 'The card processor' }));
  }
  if (!charged.ok) {
    await settleReservation(deps.db, reserved, isDecline(charged), deps.realNow());
    await closeAttempt(deps, attempt.id, failureFields(charged));
    throw refusal(deps, attempt, charged);
  }
  let recorded: Awaited<ReturnType<typeof recordCapture>>;
  try {
    // The charge in flight is given back with the attempt's settlement, in its statement.
    recorded = await recordCapture(deps, attempt, charged, reserved.held);
  } catch (error) {
    await settleReservation(deps.db, reserved, false, deps.realNow());
    throw error;
  }
  if (charged.kept && context.keep) await keepPaidCard(deps, context.keep, charged.kept, recorded === 'refunded');
  if (recorded === 'refunded') throw new ConflictError(GIVEN_UP);
  return paymentState(deps, attempt.orderId);
}

/**
 * The account keeps the card the processor kept with its payment; one whose payment was given back
 * is detached again. The order is paid either way: a card not kept is logged, not refused.
 */
async function keepPaidCard(deps: PaymentDeps, keep: CardKeeping, kept: SavedCard, givenBack: boolean): Promise<void> {
  try {
    if (givenBack) await keep.vault.remove(kept);
    else await keep.vault.keep(keep.owner.customerId, keep.token, kept, deps.now());
  } catch (error) {
    deps.log.warn({ err: error, customerId: keep.owner.customerId }, 'a card paid to be saved could not be kept on the account');
  }
}

type Charged =
  | { ok: true; authorizationId: string; captureId: string; brand: Parameters<typeof maskedCard>[0]; last4: string; checks: CardChecks; kept?: SavedCard }
  | GatewayFailure;

/**
 * Authorize then capture; a capture failure releases the authorization, and so does a failed
 * security code check (answered as that decline). The client's address and the attempt's billing
 * address go with the charge when known.
 */
export async function charge(deps: PaymentDeps, card: CardSource, attempt: AttemptRow, context: ChargeContext = {}): Promise<Charged> {
  const { clientAddress, country, keep } = context;
  const billing = attempt.billing && country ? { line1: attempt.billing.address, postalCode: attempt.billing.zip, country } : undefined;
  const authorization = await deps.gateway.authorize({
    ...card,
    amount: attempt.amount,
    currency: attempt.currency as Currency,
    idempotencyKey: attempt.gatewayKey ?? attempt.id,
    reference: attempt.orderId,
    ...(clientAddress ? { clientAddress } : {}),
    ...(billing ? { billing } : {}),
    ...(keep ? { keepFor: keep.owner } : {}),
  });
  if (!authorization.ok) return authorization;
  if (cardCheckAction(authorization.checks) === 'decline') {
    // Should the release fail, the hold is left to lapse at the bank: nothing is ever captured.
    const released = await deps.gateway.void(authorization.authorizationId);
    if (!released.ok) deps.log.warn({ orderId: attempt.orderId, attemptId: attempt.id, reason: released.message }, 'a hold whose security code check failed could not be released');
    return { ok: false, ...declineFor(CVC_CHECK_DECLINE) };
  }
  const capture = await deps.gateway.capture(authorization.authorizationId, authorization.amount);
  if (!capture.ok) {
    await deps.gateway.void(authorization.authorizationId);
    return capture;
  }
  const { authorizationId, brand, last4, checks, kept } = authorization;
  return { ok: true, authorizationId, captureId: capture.captureId, brand, last4, checks, ...(kept ? { kept } : {}) };
}

/** Whether the bank declined the card (rather than the gateway failing). */
export function isDecline(failure: GatewayFailure): boolean {
  return (DECLINE_CODES as readonly string[]).includes(failure.code);
}

/** The attempt's outcome: its reason (the bank's own code and text) kept for staff. */
export function failureFields(failure: GatewayFailure) {
  return { status: isDecline(failure) ? ('declined' as const) : ('failed' as const), failureCode: failure.code, failureMessage: failure.message.slice(0, 300) };
}

/** What the diner is answered; a decline's reason goes to the log and the attempt only. */
export function refusal(deps: Pick<PaymentDeps, 'log'>, attempt: Pick<AttemptRow, 'id' | 'orderId'>, failure: GatewayFailure): HttpError {
  if (isDecline(failure)) {
    deps.log.info({ orderId: attempt.orderId, attemptId: attempt.id, reason: failure.code }, 'card declined');
    return new PaymentDeclinedError();
  }
  if (failure.code === 'invalid_token') return new BadRequestError(`${failure.message}: enter the card again`);
  if (failure.code === 'authentication_required') {
    // The client secret lets the payer's page open the bank's challenge (Stripe.js), then pay again with the PaymentIntent.
    const params = failure.clientSecret ? { clientSecret: failure.clientSecret } : undefined;
    return new HttpError(402, AUTHENTICATION_REQUIRED_MESSAGE, undefined, { code: 'authentication_required', ...(params ? { params } : {}) });
  }
  return new HttpError(502, 'The card payment could not be completed and nothing was charged. Please try again.');
}
