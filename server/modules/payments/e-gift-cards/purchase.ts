/**
 * Buying an e-gift card: checked against the market's offer (domain/payments/e-gift-cards), paid
 * by card through the payment gateway, and loaded onto a new gift card of the chain's ledger.
 * Like an order's card payment, no gateway call runs inside a transaction:
 * (1) under the client's and the card token's decline budgets (../declines: a card tester is
 *     refused before the gateway hears of the card), a pending row with its gateway key;
 * (2) authorize and capture (a failed security code check releases the hold: a decline);
 * (3) the gift card, its 'load' ledger row and the sealed number and PIN, with the row paid:
 *     `scheduled`, or `held` for staff when the review hold rule holds it (a failed postal code
 *     check, or a guest or new account above the brand's threshold).
 * The buyer's receipt is mailed after commit; a card for today goes out at once.
 */
import { randomUUID } from 'node:crypto';
import { interpolate } from '@/domain/interpolate';
import { isEmail } from '@/domain/validation/patterns';
import { checkAmount, deliveryDateProblem, deliveryInstant, E_GIFT_FIELDS, E_GIFT_MESSAGES, eGiftOfferOf, type EGiftProblem } from '@/domain/payments/e-gift-cards';
import { cardCheckAction, CVC_CHECK_DECLINE } from '@/domain/payments/card-checks';
import { maskedCard } from '@/domain/payments/card';
import { declineFor } from '@/domain/payments/test-cards';
import { reviewHoldReason } from '@/domain/staff/review-holds';
import type { CountryCode, LocaleTag } from '@/domain/markets';
import type { WireEGiftPurchase, WireEGiftPurchaseRequest } from '@/domain/wire/e-gift-cards';
import { fieldTextsError, HttpError, type FieldTextName } from '@/server/errors';
import { textLanguage } from '@/server/platform/text-language';
import { NO_HOLD, reserveDecline, settleReservation } from '../declines';
import { billingProblems, failureFields, isDecline, refusal } from '../methods/card';
import type { GatewayFailure } from '../gateway/gateway';
import type { PaymentDeps } from '../deps';
import { deliverEGift } from './delivery';
import { sendReceipt } from './notices';
import { presentPurchase } from './presenter';
import { createLoadedGiftCard, eGiftByGatewayKey, insertEGift, lockEGift, reviewFactsOf, updateEGift, type EGiftRow } from './repository';
import { sealCard } from './sealed-card';

/** Who buys: the market of the request, the account (null for a guest), the client, the Idempotency-Key's digest. */
export type EGiftBuyer = { brandId: number; country: CountryCode; locale: LocaleTag; customerId: number | null; clientIp: string; requestKey?: string };

export type EGiftDeps = Pick<PaymentDeps, 'db' | 'gateway' | 'mailer' | 'now' | 'realNow' | 'log' | 'storefrontUrl' | 'linkSecret'>;

export function eGiftError(status: number, problem: EGiftProblem): HttpError {
  const params = Object.keys(problem.params).length > 0 ? { params: problem.params } : {};
  return new HttpError(status, interpolate(E_GIFT_MESSAGES[problem.name], problem.params), undefined, { code: problem.code, ...params });
}

/** The buyer's text fields, each required and of its shape, with the standard texts. */
function fieldProblems(input: WireEGiftPurchaseRequest): FieldTextName[] {
  const problems: FieldTextName[] = [];
  for (const [name, rule] of Object.entries(E_GIFT_FIELDS)) {
    const value = (input[name as keyof typeof E_GIFT_FIELDS] ?? '').trim();
    if (!value && 'required' in rule) problems.push(rule.required);
    else if (value && 'format' in rule && rule.format === 'email' && !isEmail(value)) problems.push(rule.invalid);
  }
  return problems;
}

type Checked = { amount: string; offer: NonNullable<ReturnType<typeof eGiftOfferOf>> };

function check(deps: EGiftDeps, buyer: EGiftBuyer, input: WireEGiftPurchaseRequest): Checked {
  const offer = eGiftOfferOf(buyer.country);
  if (!offer) throw eGiftError(400, { code: 'egift_not_sold', name: 'notSold', params: {} });
  const problems = [...fieldProblems(input), ...billingProblems(input, buyer.country)];
  if (problems.length > 0) throw fieldTextsError(problems);
  const amount = checkAmount(offer, input.amount);
  if (!amount.ok) throw eGiftError(400, amount.problem);
  const date = deliveryDateProblem(offer, input.deliverOn, deps.now());
  if (date) throw eGiftError(400, date);
  return { amount: amount.amount, offer };
}

/** Step 1: the decline budgets checked and a charge in flight held (../declines), and the pending row. */
async function recordPending(deps: EGiftDeps, buyer: EGiftBuyer, input: WireEGiftPurchaseRequest, { amount, offer }: Checked) {
  const id = randomUUID();
  const row = {
    id,
    brandId: buyer.brandId,
    country: buyer.country,
    currency: offer.currency,
    amount,
    customerId: buyer.customerId,
    senderName: input.senderName.trim(),
    senderEmail: input.senderEmail.trim(),
    recipientName: input.recipientName.trim(),
    recipientEmail: input.recipientEmail.trim().toLowerCase(),
    message: input.message.trim() || null,
    language: input.language,
    buyerLanguage: textLanguage(buyer.locale),
    deliverOn: input.deliverOn,
    deliverAt: deliveryInstant(offer, input.deliverOn),
    status: 'pending' as const,
    gatewayKey: buyer.requestKey ? `egift_${buyer.requestKey}` : `egift_${id}`,
    createdAt: deps.now(),
  };
  const reserved = await deps.db.transaction(async (tx) => {
    // No order: no order's declines to count.
    const hold = await reserveDecline(tx, 0, { clientIp: buyer.clientIp, token: input.token }, deps.realNow());
    await insertEGift(tx, row);
    return hold;
  });
  return { row, reserved };
}

export type Charged = { ok: true; captureId: string; label: string; postalCodeFailed: boolean } | GatewayFailure;

/** Step 2: authorize then capture, outside any transaction. */
async function chargeCard(deps: EGiftDeps, row: { id: string; amount: string; currency: string; gatewayKey: string }, input: WireEGiftPurchaseRequest, country: CountryCode, clientIp: string): Promise<Charged> {
  const authorization = await deps.gateway.authorize({
    token: input.token,
    amount: row.amount,
    currency: row.currency as 'USD' | 'CAD',
    idempotencyKey: row.gatewayKey,
    reference: row.id,
    clientAddress: clientIp,
    billing: { line1: input.billing.address.trim(), postalCode: input.billing.zip.trim(), country },
  });
  if (!authorization.ok) return authorization;
  const action = cardCheckAction(authorization.checks);
  if (action === 'decline') {
    await deps.gateway.void(authorization.authorizationId);
    return { ok: false, ...declineFor(CVC_CHECK_DECLINE) };
  }
  const capture = await deps.gateway.capture(authorization.authorizationId, authorization.amount);
  if (!capture.ok) {
    await deps.gateway.void(authorization.authorizationId);
    return capture;
  }
  return { ok: true, captureId: capture.captureId, label: maskedCard(authorization.brand, authorization.last4), postalCodeFailed: action === 'hold-for-review' };
}

/** Step 3: the gift card loaded and the row paid, scheduled or held (once: a row already paid is left as it is). */
export async function recordPaid(deps: Pick<EGiftDeps, 'db' | 'now' | 'realNow' | 'linkSecret'>, id: string, charged: Extract<Charged, { ok: true }>): Promise<{ row: EGiftRow; recorded: boolean }> {
  const paidAt = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = (await lockEGift(tx, id))!;
    if (row.status !== 'pending') return { row, recorded: false };
    const facts = await reviewFactsOf(tx, row.brandId, row.customerId);
    const hold = reviewHoldReason({ total: row.amount, ...facts, paidAt: deps.realNow(), postalCodeCheckFailed: charged.postalCodeFailed });
    const card = await createLoadedGiftCard(tx, row.brandId, row.currency, row.amount);
    const change = {
      status: hold ? ('held' as const) : ('scheduled' as const),
      holdReason: hold,
      giftCardId: card.id,
      sealedCard: sealCard(deps.linkSecret, card.secret),
      cardLabel: charged.label,
      captureReference: charged.captureId,
      paidAt,
    };
    await updateEGift(tx, id, change);
    return { row: { ...row, ...change }, recorded: true };
  });
}

export async function buyEGiftCard(deps: EGiftDeps, buyer: EGiftBuyer, input: WireEGiftPurchaseRequest): Promise<WireEGiftPurchase> {
  const checked = check(deps, buyer, input);
  // A retry that took over the key of a request that died: that request's row, charged under the
  // same gateway key (the processor answers the first charge again), never a second card.
  const earlier = buyer.requestKey ? await eGiftByGatewayKey(deps.db, `egift_${buyer.requestKey}`) : undefined;
  if (earlier && earlier.status !== 'pending') return presentPurchase(earlier);
  const { row, reserved } = earlier ? { row: earlier, reserved: NO_HOLD } : await recordPending(deps, buyer, input, checked);
  let charged: Charged;
  try {
    charged = await chargeCard(deps, row, input, buyer.country, buyer.clientIp);
  } catch (error) {
    deps.log.error({ err: error, eGiftId: row.id }, 'the card gateway gave no answer for an e-gift card; it stays pending');
    await settleReservation(deps.db, reserved, false, deps.realNow());
    throw new HttpError(503, 'The card processor did not answer. Please try again.');
  }
  await settleReservation(deps.db, reserved, !charged.ok && isDecline(charged), deps.realNow());
  if (!charged.ok) {
    const failed = failureFields(charged);
    await deps.db.transaction((tx) => updateEGift(tx, row.id, { status: 'declined', failureCode: failed.failureCode }));
    throw refusal(deps, { id: row.id, orderId: row.id }, charged);
  }
  const { row: paid, recorded } = await recordPaid(deps, row.id, charged);
  if (recorded) await sendReceipt(deps, paid, buyer.locale);
  if (paid.status === 'scheduled' && paid.deliverAt.getTime() <= deps.now().getTime()) {
    return presentPurchase((await deliverEGift(deps, paid.id, 'scheduled')) ?? paid);
  }
  return presentPurchase(paid);
}
