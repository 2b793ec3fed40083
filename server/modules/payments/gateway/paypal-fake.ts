/**
 * A local stand-in for the PayPal REST endpoints the PayPal gateway calls, for tests: a node:http
 * server on 127.0.0.1 and an ephemeral port, answering in PayPal's documented shapes (the OAuth2
 * token, Orders v2 orders with `payer-action`/`approve` links, captures, refunds, and error bodies
 * `{ name, message, details: [{ issue }] }`), with PayPal's idempotency (a write sent again with
 * the same PayPal-Request-Id answers the first response). Hand-written rather than a mocking
 * library: what it must remember is small, and the gateway talks to it over HTTP as to PayPal.
 * `approve` plays the diner approving on PayPal's page; `failNext` makes the next calls fail, and
 * `loseNextAnswers` carries calls out but answers 500, as a timeout after the fact would, and
 * `holdNext` keeps a call waiting, as a slow PayPal would.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Decimal } from '@/domain/money';

type Json = Record<string, unknown>;
type Answer = { status: number; body: Json };
type Money = { currency_code: string; value: string };

export const FAKE_PAYPAL_CREDENTIALS = { clientId: 'fake-client-id', clientSecret: 'fake-client-secret' } as const;

export type PayPalFake = {
  /** The base URL to hand the gateway as PAYPAL_API_BASE. */
  url: string;
  orders: Map<string, Json>;
  captures: Map<string, Json>;
  refunds: Map<string, Json>;
  /** How many requests each `METHOD path` received (ids kept), e.g. `POST /v1/oauth2/token`. */
  calls: Map<string, number>;
  /** The diner approves the order on PayPal's page. */
  approve(paypalOrderId: string): void;
  /** The next `count` API calls (not the token) answer `status` with PayPal's error body. */
  failNext(count: number, status?: number): void;
  /**
   * The next `count` API calls of `method` are carried out (a replay answers the first outcome),
   * but their answers are lost: a 500 goes back instead.
   */
  loseNextAnswers(count: number, method?: 'GET' | 'POST'): void;
  /** The next API call of `method` waits, not yet carried out, until `release` is called. */
  holdNext(method?: 'GET' | 'POST'): { reached: Promise<void>; release(): void };
  /** Every access token handed out stops working (PayPal revoked them). */
  revokeTokens(): void;
  close(): Promise<void>;
};

const ZERO_DECIMAL = new Set(['JPY', 'HUF', 'TWD']);

export async function startPayPalFake(options: { expiresIn?: number } = {}): Promise<PayPalFake> {
  const orders = new Map<string, Json>();
  const captures = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const calls = new Map<string, number>();
  const answered = new Map<string, Answer>();
  const tokens = new Set<string>();
  let failing = { count: 0, status: 500 };
  let losing = { count: 0, method: 'POST' };
  let holding: { method: string; reach(): void; opened: Promise<void> } | null = null;
  let base = '';
  const id = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
  const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

  const error = (status: number, name: string, issue: string, message: string): Answer => ({
    status,
    body: { name, message, debug_id: id().toLowerCase(), details: [{ issue, description: message }], links: [] },
  });
  const notFound = (what: string) => error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `Specified resource ID does not exist (${what}).`);

  function validMoney(money: unknown): money is Money {
    if (!money || typeof money !== 'object') return false;
    const { currency_code: code, value } = money as Json;
    if (typeof code !== 'string' || typeof value !== 'string') return false;
    return (ZERO_DECIMAL.has(code) ? /^\d{1,10}$/ : /^\d{1,10}(\.\d{1,2})?$/).test(value);
  }

  function createOrder(body: Json): Answer {
    const unit = (Array.isArray(body.purchase_units) ? body.purchase_units[0] : undefined) as Json | undefined;
    if (body.intent !== 'CAPTURE' || !unit) return error(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'Request is not well-formed.');
    if (!validMoney(unit.amount)) return error(400, 'INVALID_REQUEST', 'DECIMAL_PRECISION', 'If the currency supports decimals, only two decimal place precision is supported.');
    const experience = ((body.payment_source as Json | undefined)?.paypal as Json | undefined)?.experience_context as Json | undefined;
    const orderId = id();
    const viaSource = experience !== undefined;
    const order: Json = {
      id: orderId,
      intent: 'CAPTURE',
      status: viaSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      create_time: now(),
      purchase_units: [{ reference_id: unit.reference_id ?? 'default', custom_id: unit.custom_id, amount: unit.amount }],
      payment_source: viaSource ? { paypal: {} } : undefined,
      links: [
        { href: `${base}/v2/checkout/orders/${orderId}`, rel: 'self', method: 'GET' },
        { href: `https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`, rel: viaSource ? 'payer-action' : 'approve', method: 'GET' },
      ],
    };
    orders.set(orderId, order);
    return { status: 200, body: order };
  }

  function captureOrder(orderId: string): Answer {
    const order = orders.get(orderId);
    if (!order) return notFound(orderId);
    if (order.status === 'COMPLETED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
    if (order.status !== 'APPROVED') {
      return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    }
    const unit = (order.purchase_units as Json[])[0]!;
    const captureId = id();
    const capture: Json = {
      id: captureId,
      status: 'COMPLETED',
      amount: unit.amount,
      final_capture: true,
      custom_id: unit.custom_id,
      seller_protection: { status: 'ELIGIBLE' },
      create_time: now(),
      links: [{ href: `${base}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' }],
      refunded: '0',
    };
    captures.set(captureId, capture);
    unit.payments = { captures: [publicCapture(capture)] };
    order.status = 'COMPLETED';
    return { status: 201, body: order };
  }

  function refundCapture(captureId: string, body: Json): Answer {
    const capture = captures.get(captureId);
    if (!capture) return notFound(captureId);
    const captured = capture.amount as Money;
    const decimals = ZERO_DECIMAL.has(captured.currency_code) ? 0 : 2;
    const cents = (value: string) => new Decimal(value).times(10 ** decimals).toNumber();
    const left = cents(captured.value) - cents(String(capture.refunded));
    if (left <= 0) return error(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
    const asked = body.amount === undefined ? { currency_code: captured.currency_code, value: new Decimal(left).dividedBy(10 ** decimals).toFixed(decimals) } : body.amount;
    if (!validMoney(asked) || asked.currency_code !== captured.currency_code) {
      return error(422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_MISMATCH', 'Currency of capture must be the same as currency of refund.');
    }
    if (cents(asked.value) > left) return error(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED', 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.');
    const refundId = id();
    const refund = { id: refundId, status: 'COMPLETED', amount: asked, custom_id: body.custom_id, create_time: now(), links: [{ href: `${base}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' }] };
    refunds.set(refundId, refund);
    const refunded = cents(String(capture.refunded)) + cents(asked.value);
    capture.refunded = new Decimal(refunded).dividedBy(10 ** decimals).toFixed(decimals);
    capture.status = refunded === cents(captured.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return { status: 201, body: refund };
  }

  function publicCapture(capture: Json): Json {
    const { refunded: _refunded, ...shown } = capture;
    return shown;
  }

  function token(request: IncomingMessage, raw: string): Answer {
    const expected = `Basic ${Buffer.from(`${FAKE_PAYPAL_CREDENTIALS.clientId}:${FAKE_PAYPAL_CREDENTIALS.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials') return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } };
    const accessToken = `A21AA${randomBytes(16).toString('hex')}`;
    tokens.add(accessToken);
    return { status: 200, body: { scope: 'https://uri.paypal.com/services/payments/payment', access_token: accessToken, token_type: 'Bearer', app_id: 'APP-80W284485P519543T', expires_in: options.expiresIn ?? 32400, nonce: `${now()}${id()}` } };
  }

  function route(method: string, path: string, body: Json): Answer {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v2/checkout/orders') return createOrder(body);
    if ((match = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path)) && method === 'GET') {
      const order = orders.get(match[1]!);
      return order ? { status: 200, body: order } : notFound(match[1]!);
    }
    if ((match = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path)) && method === 'POST') return captureOrder(match[1]!);
    if ((match = /^\/v2\/payments\/captures\/([^/]+)$/.exec(path)) && method === 'GET') {
      const capture = captures.get(match[1]!);
      return capture ? { status: 200, body: publicCapture(capture) } : notFound(match[1]!);
    }
    if ((match = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path)) && method === 'POST') return refundCapture(match[1]!, body);
    return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_URI', `No route for ${method} ${path}`);
  }

  function fresh(method: string, path: string, raw: string, key: string | null): Answer {
    let body: Json = {};
    try {
      body = raw ? (JSON.parse(raw) as Json) : {};
    } catch {
      return error(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
    }
    const routed = route(method, path, body);
    const answer = { status: routed.status, body: JSON.parse(JSON.stringify(routed.body)) as Json };
    // What was done is remembered by its request id; a refusal is not, so it may be sent again once things changed.
    if (key && routed.status < 300) answered.set(key, answer);
    return answer;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const call = `${method} ${path}`;
    calls.set(call, (calls.get(call) ?? 0) + 1);
    if (holding && holding.method === method && path !== '/v1/oauth2/token') {
      const held = holding;
      holding = null;
      held.reach();
      await held.opened;
    }
    const answer = (() => {
      if (path === '/v1/oauth2/token' && method === 'POST') return token(request, raw);
      const bearer = request.headers.authorization?.replace(/^Bearer /, '');
      if (!bearer || !tokens.has(bearer)) return { status: 401, body: { error: 'invalid_token', error_description: 'Token signature verification failed' } };
      if (failing.count > 0) {
        failing.count -= 1;
        return error(failing.status, 'INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR', 'An internal service error has occurred.');
      }
      const requestId = request.headers['paypal-request-id'];
      const key = typeof requestId === 'string' && method === 'POST' ? `${call} ${requestId}` : null;
      const known = key ? answered.get(key) : undefined;
      const outcome = known ?? fresh(method, path, raw, key);
      if (losing.count > 0 && losing.method === method) {
        losing.count -= 1;
        return error(500, 'INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR', 'An internal service error has occurred.');
      }
      return outcome;
    })();
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    orders,
    captures,
    refunds,
    calls,
    approve(paypalOrderId) {
      const order = orders.get(paypalOrderId);
      if (!order) throw new Error(`The PayPal fake has no order ${paypalOrderId}`);
      order.status = 'APPROVED';
      order.payer = { payer_id: 'FAKEPAYER123', email_address: 'buyer@example.com', name: { given_name: 'Ada', surname: 'Buyer' } };
    },
    failNext(count, status = 500) {
      failing = { count, status };
    },
    loseNextAnswers(count, method = 'POST') {
      losing = { count, method };
    },
    holdNext(method = 'POST') {
      let release!: () => void;
      let reach!: () => void;
      const opened = new Promise<void>((resolve) => (release = resolve));
      const reached = new Promise<void>((resolve) => (reach = resolve));
      holding = { method, reach, opened };
      return { reached, release };
    },
    revokeTokens() {
      tokens.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
