/**
 * The built-in PayPal sandbox: create → approve page → capture. The PayPal
 * order id is a signed id carrying the amount, the reference and the two return addresses.
 * Approving signs a payer id for that order, handed back on the return URL as PayPal does
 * (`?token=<order id>&PayerID=<payer id>`); capture checks it, so capturing an order nobody
 * approved is refused, on any API instance, after any restart. Captures go into the sandbox
 * processor's ledger (./sandbox-ledger-repository), which outlives the API process: an order is captured
 * once, a second capture answers the first, and `findCapture` tells a restarted API about it.
 * A refund gives back up to the captured amount and is its own ledger row, like a card's.
 */
import { randomBytes } from 'node:crypto';
import type { Currency } from '@/domain/markets';
import type { GatewayFailure, PayPalGateway, PayPalOrderRequest } from './gateway';
import { checkAmount, checkCurrency, checkReference, checkUrl, failure, PAYABLE_CURRENCIES } from './request-checks';
import { readCharge, withinLimit } from './sandbox-gateway';
import type { SandboxLedger } from './sandbox-ledger-repository';
import { createSignedIdCodec, fingerprint, quoteId, type SignedIdCodec } from './signed-id';

export const PAYPAL_PREFIXES = { order: 'pp_sbx_', payer: 'payer_sbx_', capture: 'ppcap_sbx_', refund: 'ppre_sbx_' } as const;

export type SandboxPayPalDeps = {
  /** Signs every id; every API instance must share it. At least 32 characters. */
  secret: string;
  /** The absolute address of the sandbox approve page; `?token=<order id>` is added to it. */
  approvePageUrl: string;
  /** The processor's books: which orders were captured. */
  ledger: SandboxLedger;
};

type PayPalOrderState = {
  amount: string;
  currency: Currency;
  reference: string;
  returnUrl: string;
  cancelUrl: string;
};

const NOT_APPROVED = 'PayPal payment has not been approved yet. Approve it on PayPal, then try again.';

export function createSandboxPayPalGateway({ secret, approvePageUrl, ledger }: SandboxPayPalDeps): PayPalGateway {
  const codec = createSignedIdCodec(secret);
  if (checkUrl('Approve page URL', approvePageUrl)) {
    throw new Error(`The PayPal sandbox approve page URL "${approvePageUrl}" must be an absolute http(s) address`);
  }
  const open = (id: unknown) => readOrder(codec.verify(PAYPAL_PREFIXES.order, id));
  const unknownOrder = (id: unknown) => failure('invalid_paypal_order', `PayPal order ${quoteId(id)} is not valid`);

  return {
    async createOrder(request) {
      const checked = checkOrderRequest(request);
      if (!checked.ok) return checked;
      const { state } = checked;
      const paypalOrderId = codec.sign(PAYPAL_PREFIXES.order, {
        v: 1,
        amt: state.amount,
        cur: state.currency,
        ref: state.reference,
        ret: state.returnUrl,
        can: state.cancelUrl,
        n: randomBytes(8).toString('base64url'),
      });
      return { ok: true, paypalOrderId, approveUrl: withQuery(approvePageUrl, { token: paypalOrderId }) };
    },
    async getOrder(paypalOrderId) {
      const order = open(paypalOrderId);
      if (!order) return unknownOrder(paypalOrderId);
      return { ok: true, paypalOrderId, amount: order.amount, currency: order.currency, reference: order.reference };
    },
    async approve(paypalOrderId) {
      const order = open(paypalOrderId);
      if (!order) return unknownOrder(paypalOrderId);
      const payerId = signPayer(codec, paypalOrderId);
      const redirectUrl = withQuery(order.returnUrl, { token: paypalOrderId, PayerID: payerId });
      return { ok: true, payerId, redirectUrl };
    },
    async cancel(paypalOrderId) {
      const order = open(paypalOrderId);
      if (!order) return unknownOrder(paypalOrderId);
      return { ok: true, redirectUrl: withQuery(order.cancelUrl, { token: paypalOrderId }) };
    },
    async capture(paypalOrderId, payerId) {
      const order = open(paypalOrderId);
      if (!order) return unknownOrder(paypalOrderId);
      const approval = codec.verify(PAYPAL_PREFIXES.payer, payerId);
      if (typeof paypalOrderId !== 'string' || approval?.o !== fingerprint(paypalOrderId)) {
        return failure('paypal_not_approved', NOT_APPROVED);
      }
      const { amount, currency, reference } = order;
      const src = fingerprint(paypalOrderId);
      const signed = codec.sign(PAYPAL_PREFIXES.capture, { v: 1, amt: amount, cur: currency, ref: reference, src });
      const standing = await ledger.settle('paypal-capture', { subject: paypalOrderId, resultId: signed, amount, currency });
      return { ok: true, captureId: standing.resultId ?? signed, paypalOrderId, amount, currency, reference };
    },
    async findCapture(paypalOrderId) {
      const order = open(paypalOrderId);
      if (!order || typeof paypalOrderId !== 'string') return null;
      const standing = await ledger.settlementOf(paypalOrderId);
      if (standing?.kind !== 'paypal-capture' || !standing.resultId) return null;
      const { amount, currency, reference } = order;
      return { ok: true, captureId: standing.resultId, paypalOrderId, amount, currency, reference };
    },
    async refund(captureId, amount) {
      const capture = readCharge(codec.verify(PAYPAL_PREFIXES.capture, captureId));
      if (!capture) return failure('invalid_capture', `PayPal capture ${quoteId(captureId)} is not valid`);
      const given = withinLimit(amount, capture.amount, 'Refund', 'captured', 'amount_exceeds_captured');
      if (!given.ok) return given;
      const refunded = { amount: given.amount, currency: capture.currency, reference: capture.reference };
      const refundId = codec.sign(PAYPAL_PREFIXES.refund, { v: 1, amt: refunded.amount, cur: refunded.currency, ref: refunded.reference, src: fingerprint(captureId), n: randomBytes(8).toString('base64url') });
      await ledger.refund({ subject: captureId, resultId: refundId, amount: refunded.amount, currency: refunded.currency });
      return { ok: true, refundId, ...refunded };
    },
  };
}

function checkOrderRequest(request: PayPalOrderRequest): { ok: true; state: PayPalOrderState } | GatewayFailure {
  const invalid =
    checkReference(request.reference) ??
    checkCurrency(request.currency) ??
    checkUrl('Return URL', request.returnUrl) ??
    checkUrl('Cancel URL', request.cancelUrl);
  if (invalid) return invalid;
  const amount = checkAmount(request.amount);
  if (!amount.ok) return amount;
  const { currency, reference, returnUrl, cancelUrl } = request;
  return { ok: true, state: { amount: amount.amount, currency, reference, returnUrl, cancelUrl } };
}

/** The payer id the approval of `paypalOrderId` yields: the same every time, forgeable by no one. */
function signPayer(codec: SignedIdCodec, paypalOrderId: string): string {
  return codec.sign(PAYPAL_PREFIXES.payer, { v: 1, o: fingerprint(paypalOrderId) });
}


function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

function readOrder(payload: Record<string, unknown> | undefined): PayPalOrderState | undefined {
  if (!payload || payload.v !== 1) return undefined;
  const { amt, cur, ref, ret, can } = payload;
  if (typeof amt !== 'string' || typeof ref !== 'string' || typeof ret !== 'string' || typeof can !== 'string') {
    return undefined;
  }
  if (!(PAYABLE_CURRENCIES as readonly unknown[]).includes(cur)) return undefined;
  return { amount: amt, currency: cur as Currency, reference: ref, returnUrl: ret, cancelUrl: can };
}
