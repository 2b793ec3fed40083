/**
 * PayPal on PayPal's Orders v2 REST API (sandbox or live), through Node's fetch: the handful of
 * calls below (an OAuth2 client-credentials token, create, get, capture, and a capture's refund)
 * is all the PayPal module needs, and PayPal's server SDK would add a generated client of every
 * API for them. The diner approves on PayPal's own page (the order's `payer-action` link), so
 * `approve` and `cancel`, the built-in sandbox page's actions, are refused here.
 *
 * The access token is fetched once and reused until a minute before it expires (or PayPal answers
 * 401). Every write carries a fresh `PayPal-Request-Id`, and a write whose answer is lost (a
 * network failure, a 5xx) is sent again once with the same one, so PayPal does it once. A capture
 * of an order captured before (another call, another instance) answers that first capture. Amounts go as PayPal's decimal strings in the order's currency
 * (no decimals for zero-decimal currencies such as JPY) and come back with 2 decimals.
 *
 * PayPal's refusals become failure values whose message keeps PayPal's `name` and first
 * `details[].issue` for staff; a network failure, a timeout or a 5xx is `gateway_unavailable`.
 * `findCapture` has no failure value, so when PayPal cannot answer (anything but the order or
 * its "not found") it throws (a 503): answering "not captured" would let the reconciler give up on
 * a payment PayPal may have taken.
 */
import { randomUUID } from 'node:crypto';
import type { Currency } from '@/domain/markets';
import { Decimal, toMoneyString } from '@/domain/money';
import { currencyDecimals } from '@/domain/money-format';
import { HttpError } from '@/server/errors';
import type { GatewayFailure, GatewayFailureCode, PayPalCapture, PayPalGateway, PayPalOrderRequest, Refund } from './gateway';
import { checkAmount, checkReference, checkUrl, failure } from './request-checks';
import { quoteId } from './signed-id';

export type PayPalRestSettings = {
  clientId: string;
  clientSecret: string;
  /** The API's origin, e.g. https://api-m.sandbox.paypal.com. */
  apiBase: string;
  /** How long one call may take before it counts as PayPal unreachable. */
  timeoutMs?: number;
};

/** The currencies of the markets that PayPal takes. */
export const PAYPAL_CURRENCIES: readonly Currency[] = ['USD', 'CAD', 'BRL', 'JPY', 'MXN', 'PHP'];

/** PayPal's order ids: upper-case letters and digits (17 of them today). */
const PAYPAL_ID = /^[A-Za-z0-9-]{1,64}$/;
const TOKEN_MARGIN_MS = 60_000;
const NOT_APPROVED = 'PayPal payment has not been approved yet. Approve it on PayPal, then try again.';
const APPROVED_ON_PAYPAL = 'PayPal orders are approved or cancelled on PayPal’s own page, not here';

type Json = Record<string, unknown>;
type Reply = { ok: true; status: number; body: Json } | GatewayFailure;
type Call = { method: 'GET' | 'POST'; path: string; body?: Json; requestId?: string };

/** PayPal could not tell what became of an order: the reconciler asks again on its next run. */
export class PayPalUnavailableError extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}

export function createPayPalRestGateway(settings: PayPalRestSettings): PayPalGateway {
  const send = createPayPalClient(settings);

  async function readCapture(paypalOrderId: string): Promise<PayPalCapture | null | GatewayFailure> {
    const reply = await send({ method: 'GET', path: `/v2/checkout/orders/${paypalOrderId}` });
    if (!reply.ok) return reply;
    if (reply.status === 404) return null;
    if (reply.status !== 200) return refusal(reply.body, 'invalid_paypal_order', `PayPal order ${quoteId(paypalOrderId)} could not be read`);
    return captureOf(reply.body);
  }

  return {
    async createOrder(request) {
      const checked = checkOrderRequest(request);
      if (!('body' in checked)) return checked;
      const reply = await send({ method: 'POST', path: '/v2/checkout/orders', body: checked.body, requestId: randomUUID() });
      if (!reply.ok) return reply;
      if (reply.status !== 200 && reply.status !== 201) return refusal(reply.body, codeOfOrderRefusal(reply.body), 'PayPal refused the order');
      const paypalOrderId = reply.body.id;
      const approveUrl = linkOf(reply.body, 'payer-action') ?? linkOf(reply.body, 'approve');
      if (typeof paypalOrderId !== 'string' || !approveUrl) return failure('invalid_paypal_order', 'PayPal answered the order without its id or approve link');
      return { ok: true, paypalOrderId, approveUrl };
    },
    async getOrder(paypalOrderId) {
      if (!isPayPalId(paypalOrderId)) return unknownOrder(paypalOrderId);
      const reply = await send({ method: 'GET', path: `/v2/checkout/orders/${paypalOrderId}` });
      if (!reply.ok) return reply;
      if (reply.status !== 200) return refusal(reply.body, 'invalid_paypal_order', `PayPal order ${quoteId(paypalOrderId)} could not be read`);
      const unit = firstUnit(reply.body);
      const amount = amountOf(unit?.amount);
      if (!amount) return unknownOrder(paypalOrderId);
      return { ok: true, paypalOrderId, ...amount, reference: text(unit?.reference_id) ?? '' };
    },
    async approve() {
      return failure('invalid_paypal_order', APPROVED_ON_PAYPAL);
    },
    async cancel() {
      return failure('invalid_paypal_order', APPROVED_ON_PAYPAL);
    },
    async capture(paypalOrderId) {
      // PayPal knows who approved the order: the PayerID of the return URL adds nothing to check.
      if (!isPayPalId(paypalOrderId)) return unknownOrder(paypalOrderId);
      const path = `/v2/checkout/orders/${paypalOrderId}/capture`;
      const reply = await send({ method: 'POST', path, body: {}, requestId: randomUUID() });
      if (!reply.ok) return reply;
      if (reply.status === 200 || reply.status === 201) {
        return captureOf(reply.body) ?? refusal(reply.body, 'card_declined', `PayPal did not complete the capture of order ${quoteId(paypalOrderId)}`);
      }
      const issue = issueOf(reply.body);
      if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED') return failure('paypal_not_approved', `${NOT_APPROVED} (${issue})`);
      if (issue === 'ORDER_ALREADY_CAPTURED') {
        // Captured under another request id (an earlier capture call): that capture is the answer.
        return (await readCapture(paypalOrderId)) ?? unknownOrder(paypalOrderId);
      }
      if (issue === 'INSTRUMENT_DECLINED') return refusal(reply.body, 'card_declined', 'PayPal declined the payment method: choose another one on PayPal');
      if (reply.status === 404) return unknownOrder(paypalOrderId);
      return refusal(reply.body, 'invalid_paypal_order', `PayPal order ${quoteId(paypalOrderId)} could not be captured`);
    },
    async findCapture(paypalOrderId) {
      if (!isPayPalId(paypalOrderId)) return null;
      const found = await readCapture(paypalOrderId);
      // Only PayPal's "no such order" means no capture; any other failure leaves the question open.
      if (found && !found.ok) throw new PayPalUnavailableError(found.message);
      return found;
    },
    async refund(captureId, amount) {
      if (!isPayPalId(captureId)) return unknownCapture(captureId);
      const checked = checkAmount(amount);
      if (!checked.ok) return checked;
      // The refund names its currency, which only the capture knows.
      const capture = await send({ method: 'GET', path: `/v2/payments/captures/${captureId}` });
      if (!capture.ok) return capture;
      if (capture.status !== 200) return capture.status === 404 ? unknownCapture(captureId) : refusal(capture.body, 'invalid_capture', `PayPal capture ${quoteId(captureId)} could not be read`);
      const captured = amountOf(capture.body.amount);
      if (!captured) return unknownCapture(captureId);
      const value = paypalValue(checked.amount, captured.currency);
      if (!value) return failure('invalid_amount', `Amount ${checked.amount} cannot be refunded in ${captured.currency}`);
      const body = { amount: { value, currency_code: captured.currency }, custom_id: text(capture.body.custom_id) };
      const reply = await send({ method: 'POST', path: `/v2/payments/captures/${captureId}/refund`, body, requestId: randomUUID() });
      if (!reply.ok) return reply;
      if (reply.status !== 200 && reply.status !== 201) {
        const issue = issueOf(reply.body);
        const over = issue === 'REFUND_AMOUNT_EXCEEDED' || issue === 'CAPTURE_FULLY_REFUNDED';
        return refusal(reply.body, over ? 'amount_exceeds_captured' : 'invalid_capture', `PayPal capture ${quoteId(captureId)} cannot be refunded ${checked.amount}`);
      }
      return refundOf(reply.body, text(capture.body.custom_id) ?? '') ?? failure('invalid_capture', `PayPal answered the refund of ${quoteId(captureId)} without its id or amount`);
    },
  };
}

/**
 * One call to PayPal's API with a cached access token: the reply (any status), or a
 * `gateway_unavailable` failure when PayPal could not be reached, timed out or failed (5xx).
 */
export function createPayPalClient(settings: PayPalRestSettings): (call: Call) => Promise<Reply> {
  // Short enough that a token, a write and its one resend stay within the reconcile bound (30 s).
  const timeoutMs = settings.timeoutMs ?? 8_000;
  let cached: { token: string; until: number } | null = null;
  let fetching: Promise<string | GatewayFailure> | null = null;

  async function exchange(method: string, path: string, init: { headers: Record<string, string>; body?: string }): Promise<Reply> {
    let response: Response;
    let body: Json;
    try {
      response = await fetch(`${settings.apiBase}${path}`, { method, ...init, signal: AbortSignal.timeout(timeoutMs) });
      const raw = await response.text();
      body = raw ? (JSON.parse(raw) as Json) : {};
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'error';
      return failure('gateway_unavailable', `PayPal could not be reached (${method} ${path}: ${reason}); try again in a moment`);
    }
    if (response.status >= 500) {
      const name = text(body.name);
      return failure('gateway_unavailable', `PayPal failed (${method} ${path}: ${response.status}${name ? ` ${name}` : ''}); try again in a moment`);
    }
    return { ok: true, status: response.status, body: body && typeof body === 'object' ? body : {} };
  }

  async function fetchToken(): Promise<string | GatewayFailure> {
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const reply = await exchange('POST', '/v1/oauth2/token', {
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    if (!reply.ok) return reply;
    const token = text(reply.body.access_token);
    const expiresIn = typeof reply.body.expires_in === 'number' ? reply.body.expires_in : 0;
    if (reply.status !== 200 || !token) {
      // Wrong credentials are PayPal refusing every payment, not one diner's mistake.
      return failure('gateway_unavailable', `PayPal refused the API credentials (${reply.status} ${text(reply.body.error) ?? 'no token'}): check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET`);
    }
    cached = { token, until: Date.now() + expiresIn * 1000 - TOKEN_MARGIN_MS };
    return token;
  }

  async function token(): Promise<string | GatewayFailure> {
    if (cached && Date.now() < cached.until) return cached.token;
    // Calls waiting for a token share one request for it.
    fetching ??= fetchToken().finally(() => {
      fetching = null;
    });
    return fetching;
  }

  async function once(call: Call): Promise<Reply> {
    for (let attempt = 1; ; attempt += 1) {
      const bearer = await token();
      if (typeof bearer !== 'string') return bearer;
      const headers: Record<string, string> = { authorization: `Bearer ${bearer}`, accept: 'application/json', prefer: 'return=representation' };
      if (call.body) headers['content-type'] = 'application/json';
      if (call.requestId) headers['paypal-request-id'] = call.requestId;
      const reply = await exchange(call.method, call.path, { headers, ...(call.body ? { body: JSON.stringify(call.body) } : {}) });
      // A token PayPal no longer takes (revoked, expired early) is fetched again, once.
      if (reply.ok && reply.status === 401 && attempt === 1) {
        cached = null;
        continue;
      }
      return reply;
    }
  }

  return async function send(call: Call): Promise<Reply> {
    const reply = await once(call);
    // A write whose answer was lost is sent again, once, with the same PayPal-Request-Id: PayPal
    // answers what it did with the first rather than doing it twice.
    if (!reply.ok && reply.code === 'gateway_unavailable' && call.requestId) return once(call);
    return reply;
  };
}

function checkOrderRequest(request: PayPalOrderRequest): { body: Json } | GatewayFailure {
  const invalid = checkReference(request.reference) ?? checkUrl('Return URL', request.returnUrl) ?? checkUrl('Cancel URL', request.cancelUrl);
  if (invalid) return invalid;
  if (!(PAYPAL_CURRENCIES as readonly unknown[]).includes(request.currency)) {
    return failure('invalid_currency', `Currency "${String(request.currency)}" is not accepted by PayPal here; use ${PAYPAL_CURRENCIES.join(', ')}`);
  }
  const amount = checkAmount(request.amount);
  if (!amount.ok) return amount;
  const value = paypalValue(amount.amount, request.currency);
  if (!value) return failure('invalid_amount', `Amount ${amount.amount} cannot be charged in ${request.currency}`);
  return {
    body: {
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: request.reference, custom_id: request.reference, amount: { currency_code: request.currency, value } }],
      payment_source: {
        paypal: {
          experience_context: { return_url: request.returnUrl, cancel_url: request.cancelUrl, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' },
        },
      },
    },
  };
}

/** An amount as PayPal writes it: '24.50', or '1200' in a zero-decimal currency; null when it does not fit. */
export function paypalValue(amount: string, currency: Currency): string | null {
  const decimal = new Decimal(amount);
  if (currencyDecimals(currency) > 0) return decimal.toFixed(2);
  return decimal.isInteger() ? decimal.toFixed(0) : null;
}

/** PayPal's `{ currency_code, value }` as Hickory's amount with 2 decimals. */
function amountOf(money: unknown): { amount: string; currency: Currency } | null {
  if (!money || typeof money !== 'object') return null;
  const { currency_code: code, value } = money as Json;
  if (typeof value !== 'string' || !/^\d{1,15}(\.\d{1,2})?$/.test(value)) return null;
  if (!(PAYPAL_CURRENCIES as readonly unknown[]).includes(code)) return null;
  return { amount: toMoneyString(new Decimal(value)), currency: code as Currency };
}

function captureOf(order: Json): PayPalCapture | null {
  const unit = firstUnit(order);
  const payments = unit?.payments as Json | undefined;
  const capture = (Array.isArray(payments?.captures) ? payments.captures[0] : undefined) as Json | undefined;
  const amount = amountOf(capture?.amount);
  const captureId = text(capture?.id);
  // PENDING: PayPal took the capture and settles it later (a review, an eCheck); it is PayPal's to finish.
  if (!capture || !amount || !captureId || (capture.status !== 'COMPLETED' && capture.status !== 'PENDING')) return null;
  const paypalOrderId = text(order.id) ?? '';
  return { ok: true, captureId, paypalOrderId, ...amount, reference: text(unit?.reference_id) ?? text(capture.custom_id) ?? '' };
}

function refundOf(refund: Json, reference: string): Refund | null {
  const refundId = text(refund.id);
  const amount = amountOf(refund.amount);
  if (!refundId || !amount) return null;
  return { ok: true, refundId, ...amount, reference };
}

function firstUnit(order: Json): Json | undefined {
  return Array.isArray(order.purchase_units) ? (order.purchase_units[0] as Json | undefined) : undefined;
}

function linkOf(body: Json, rel: string): string | null {
  const links = Array.isArray(body.links) ? (body.links as Json[]) : [];
  return text(links.find((link) => link?.rel === rel)?.href);
}

function issueOf(body: Json): string | null {
  const details = Array.isArray(body.details) ? (body.details as Json[]) : [];
  return text(details[0]?.issue);
}

/** PayPal's refusal as a failure whose message keeps PayPal's name and issue for staff. */
function refusal(body: Json, code: GatewayFailureCode, message: string): GatewayFailure {
  const told = [text(body.name), issueOf(body)].filter(Boolean).join('/');
  return failure(code, told ? `${message} (PayPal: ${told})` : message);
}

function codeOfOrderRefusal(body: Json): GatewayFailureCode {
  const issue = issueOf(body) ?? '';
  if (issue === 'CURRENCY_NOT_SUPPORTED') return 'invalid_currency';
  if (/AMOUNT|DECIMAL|VALUE/.test(issue)) return 'invalid_amount';
  if (/URL/.test(issue)) return 'invalid_url';
  return 'invalid_paypal_order';
}

function isPayPalId(id: unknown): id is string {
  return typeof id === 'string' && PAYPAL_ID.test(id);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function unknownOrder(id: unknown): GatewayFailure {
  return failure('invalid_paypal_order', `PayPal order ${quoteId(id)} is not valid`);
}

function unknownCapture(id: unknown): GatewayFailure {
  return failure('invalid_capture', `PayPal capture ${quoteId(id)} is not valid`);
}
