/**
 * A local stand-in for the Stripe API endpoints the Stripe gateway calls, for tests: a node:http
 * server on 127.0.0.1 and an ephemeral port, answering in Stripe's documented shapes
 * (PaymentIntents, Charges, Refunds and their list, search results, `{ error: { type, code, decline_code,
 * message } }`), with Stripe's idempotency (the same Idempotency-Key answers the same response).
 * Hand-written rather than a mocking library: what it must remember (intents, charges, refunds
 * and the keys) is small, and the real `stripe` package talks to it over HTTP as it would to Stripe.
 *
 * Test payment methods, as Stripe's test mode names them: `pm_card_visa`, `pm_card_mastercard`,
 * `pm_card_amex`, `pm_card_discover` (approved), `pm_card_chargeDeclined`, `pm_card_chargeDeclinedInsufficientFunds` (declined),
 * `pm_card_authenticationRequired` (3-D Secure asked), `pm_card_cvcCheckFail` (approved, its CVC
 * check failing), `pm_card_avsZipFail` (approved, its postal code check failing). An approved
 * charge answers its checks in `payment_method_details.card.checks`, every other one passing.
 * A PaymentIntent waiting for 3-D Secure (`requires_action`) moves on only through the fake's own
 * `authenticate(id, passed)`, standing for the cardholder's challenge in Stripe.js: passed, it holds
 * the money (`requires_capture`); failed, it asks for another payment method, as Stripe does.
 *
 * Saved cards: Customers (create, delete), PaymentMethods (retrieve, attach, detach). Attaching a test
 * payment method makes a new PaymentMethod (`pm_...`) of that card attached to the customer, as
 * Stripe's test mode does; an attached one pays only with its `customer`, a detached one never.
 * `paymentMethod(card)` stands for what Stripe.js's createPaymentMethod answers the browser: a new
 * PaymentMethod of a test card, attached to no customer. As at Stripe, once it paid without being
 * attached (or was detached) it is spent: it pays no more and cannot be attached to a customer. Paid
 * with a `customer` and `setup_future_usage`, it is attached to that customer instead.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
type Answer = { status: number; body: Json };
type Outcome = 'approve' | 'requires_action' | { code: string; decline_code: string; message: string };
type Check = 'pass' | 'fail' | 'unavailable' | 'unchecked';
type Checks = { cvc_check: Check; address_postal_code_check: Check; address_line1_check: Check };

const PASSING: Checks = { cvc_check: 'pass', address_postal_code_check: 'pass', address_line1_check: 'pass' };

const CARDS: Record<string, { brand: string; last4: string; outcome: Outcome; checks?: Checks }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'approve' },
  pm_card_cvcCheckFail: { brand: 'visa', last4: '0101', outcome: 'approve', checks: { ...PASSING, cvc_check: 'fail' } },
  pm_card_avsZipFail: { brand: 'visa', last4: '0036', outcome: 'approve', checks: { ...PASSING, address_postal_code_check: 'fail' } },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'approve' },
  pm_card_amex: { brand: 'amex', last4: '8431', outcome: 'approve' },
  pm_card_discover: { brand: 'discover', last4: '1117', outcome: 'approve' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    outcome: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: 'requires_action' },
};

export type StripeFake = {
  /** The base URL to hand the gateway as STRIPE_API_BASE. */
  url: string;
  /** Every PaymentIntent created, by id. */
  intents: Map<string, Json>;
  charges: Map<string, Json>;
  refunds: Map<string, Json>;
  /** Every Customer created, by id. */
  customers: Map<string, Json>;
  /** Every PaymentMethod made or attached: its test card and its customer (null when attached to none, or once detached). */
  methods: Map<string, { card: string; customer: string | null }>;
  /** A new PaymentMethod of a test card, attached to no customer, as Stripe.js's createPaymentMethod makes one. */
  paymentMethod(card?: string): string;
  /** How many requests each `METHOD path` received. */
  calls: Map<string, number>;
  /** The cardholder's 3-D Secure challenge of a `requires_action` PaymentIntent, passed or failed. */
  authenticate(intentId: string, passed?: boolean): void;
  /** While on, every request is answered 500 `api_error`, as during an incident at Stripe. */
  setOutage(on: boolean): void;
  close(): Promise<void>;
};

export async function startStripeFake(): Promise<StripeFake> {
  const intents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const methods = new Map<string, { card: string; customer: string | null }>();
  /** PaymentMethods that paid without a customer, or were detached: Stripe takes them no more. */
  const spent = new Set<string>();
  const calls = new Map<string, number>();
  const answered = new Map<string, Answer>();
  let outage = false;
  const created = () => Math.floor(Date.now() / 1000);
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

  /** The test card a payment method stands for: a test one's own, an attached one's. */
  const testCardOf = (pm: string) => CARDS[pm] ?? CARDS[methods.get(pm)?.card ?? ''];
  const paymentMethodOf = (pm: string) => {
    const card = testCardOf(pm);
    const customer = methods.get(pm)?.customer ?? null;
    return card ? { id: pm, object: 'payment_method', type: 'card', customer, card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2040 } } : null;
  };
  const expanded = (object: Json, expand: string[], prefix = ''): Json => {
    const copy = { ...object };
    for (const path of expand) {
      const field = prefix ? (path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : null) : path;
      if (field === 'payment_method' && typeof copy.payment_method === 'string') copy.payment_method = paymentMethodOf(copy.payment_method);
      if (field === 'payment_intent' && typeof copy.payment_intent === 'string') copy.payment_intent = intents.get(copy.payment_intent) ?? null;
      if (field === 'latest_charge' && typeof copy.latest_charge === 'string') copy.latest_charge = charges.get(copy.latest_charge) ?? null;
    }
    return copy;
  };
  const error = (status: number, type: string, code: string, message: string, more: Json = {}): Answer => ({
    status,
    body: { error: { type, code, message, doc_url: `https://stripe.com/docs/error-codes/${code}`, ...more } },
  });
  const missing = (what: string, value: string) => error(404, 'invalid_request_error', 'resource_missing', `No such ${what}: '${value}'`, { param: 'id' });
  const unexpectedState = (intent: Json, action: string) =>
    error(400, 'invalid_request_error', 'payment_intent_unexpected_state', `This PaymentIntent could not be ${action} because it has a status of ${String(intent.status)}.`, { payment_intent: intent });

  function createIntent(params: Json): Answer {
    const pm = String(params.payment_method ?? '');
    const card = testCardOf(pm);
    if (!card) return error(400, 'invalid_request_error', 'resource_missing', `No such PaymentMethod: '${pm}'`, { param: 'payment_method' });
    const refused = savedMethodRefusal(pm, params.customer);
    if (refused) return refused;
    if (params.customer !== undefined && !customers.has(String(params.customer))) return missing('customer', String(params.customer));
    const amount = Number(params.amount);
    const intent: Json = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      capture_method: params.capture_method ?? 'automatic_async',
      client_secret: null,
      created: created(),
      currency: String(params.currency),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: params.metadata ?? {},
      next_action: null,
      payment_method: pm,
      customer: params.customer ?? null,
      setup_future_usage: params.setup_future_usage ?? null,
      payment_method_types: ['card'],
      automatic_payment_methods: params.automatic_payment_methods ?? null,
      status: 'requires_payment_method',
    };
    intent.client_secret = `${String(intent.id)}_secret_${randomBytes(8).toString('hex')}`;
    intents.set(String(intent.id), intent);
    if (card.outcome === 'requires_action') {
      Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } } });
    } else if (card.outcome === 'approve') {
      const charge = authorizedCharge(intent, keepWithPayment(intent), card, amount);
      Object.assign(intent, { status: 'requires_capture', amount_capturable: amount, latest_charge: charge.id });
    } else {
      const decline = { type: 'card_error', ...card.outcome, charge: id('ch'), payment_method: paymentMethodOf(pm) };
      Object.assign(intent, { last_payment_error: decline, payment_method: null });
      return { status: 402, body: { error: { ...decline, payment_intent: { ...intent } } } };
    }
    return { status: 200, body: expanded(intent, list(params.expand)) };
  }

  function capture(intent: Json, params: Json): Answer {
    if (intent.status !== 'requires_capture') return unexpectedState(intent, 'captured');
    const amount = params.amount_to_capture === undefined ? Number(intent.amount_capturable) : Number(params.amount_to_capture);
    if (amount > Number(intent.amount_capturable)) return error(400, 'invalid_request_error', 'amount_too_large', 'The amount to capture is larger than what was authorized.');
    const charge = charges.get(String(intent.latest_charge))!;
    Object.assign(charge, { captured: true, amount_captured: amount });
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    return { status: 200, body: expanded(intent, list(params.expand)) };
  }

  function cancel(intent: Json, params: Json): Answer {
    if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpectedState(intent, 'canceled');
    Object.assign(intent, { status: 'canceled', amount_capturable: 0, cancellation_reason: params.cancellation_reason ?? null });
    return { status: 200, body: expanded(intent, list(params.expand)) };
  }

  function refund(params: Json): Answer {
    const charge = charges.get(String(params.charge ?? ''));
    if (!charge) return missing('charge', String(params.charge));
    const left = Number(charge.amount_captured) - Number(charge.amount_refunded);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left <= 0) return error(400, 'invalid_request_error', 'charge_already_refunded', `Charge ${String(charge.id)} has already been refunded.`);
    if (amount > left) return error(400, 'invalid_request_error', 'amount_too_large', `Refund amount is greater than unrefunded amount on charge.`);
    const row: Json = { id: id('re'), object: 'refund', amount, charge: charge.id, currency: charge.currency, payment_intent: charge.payment_intent, status: 'succeeded', created: created() };
    refunds.set(String(row.id), row);
    const refunded = Number(charge.amount_refunded) + amount;
    Object.assign(charge, { amount_refunded: refunded, refunded: refunded === Number(charge.amount_captured) });
    return { status: 200, body: row };
  }

  /** Why Stripe refuses to charge an attached or detached payment method with this customer, if it does. */
  function savedMethodRefusal(pm: string, customer: unknown): Answer | null {
    const saved = methods.get(pm);
    if (!saved) return null;
    if (spent.has(pm)) return spentRefusal(pm);
    if (saved.customer === null) return null;
    if (customer !== saved.customer) {
      return error(400, 'invalid_request_error', 'parameter_missing', `The provided PaymentMethod ${pm} belongs to a Customer: please provide that Customer's id in the customer parameter.`, { param: 'customer' });
    }
    return null;
  }

  function spentRefusal(pm: string): Answer {
    return error(400, 'invalid_request_error', 'payment_method_unexpected_state', `The PaymentMethod ${pm} was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.`, { param: 'payment_method' });
  }

  function createCustomer(params: Json): Answer {
    const customer: Json = { id: id('cus'), object: 'customer', email: params.email ?? null, metadata: params.metadata ?? {}, created: created(), livemode: false };
    customers.set(String(customer.id), customer);
    return { status: 200, body: customer };
  }

  /** Deletes a customer; its payment methods are detached with it. */
  function deleteCustomer(customer: string): Answer {
    if (!customers.delete(customer)) return missing('customer', customer);
    for (const [pm, saved] of methods) {
      if (saved.customer !== customer) continue;
      saved.customer = null;
      spent.add(pm);
    }
    return { status: 200, body: { id: customer, object: 'customer', deleted: true } };
  }

  function attach(pm: string, params: Json): Answer {
    const customer = String(params.customer ?? '');
    if (!customers.has(customer)) return missing('customer', customer);
    if (CARDS[pm]) {
      const attached = id('pm');
      methods.set(attached, { card: pm, customer });
      return { status: 200, body: paymentMethodOf(attached)! };
    }
    const saved = methods.get(pm);
    if (!saved) return missing('payment_method', pm);
    if (spent.has(pm)) return spentRefusal(pm);
    if (saved.customer === null) saved.customer = customer;
    if (saved.customer !== customer) return savedMethodRefusal(pm, customer)!;
    return { status: 200, body: paymentMethodOf(pm)! };
  }

  function detach(pm: string): Answer {
    const saved = methods.get(pm);
    if (!saved || saved.customer === null) return error(400, 'invalid_request_error', 'payment_method_unexpected_state', `The payment method ${pm} is not attached to a customer so detachment is impossible.`);
    const body = paymentMethodOf(pm)!;
    saved.customer = null;
    spent.add(pm);
    return { status: 200, body: { ...body, customer: null } };
  }

  /** Updates a PaymentIntent's metadata (merged key by key, as Stripe does). */
  function updateIntent(intent: Json, params: Json): Answer {
    if (params.metadata && typeof params.metadata === 'object') intent.metadata = { ...(intent.metadata as Json), ...(params.metadata as Json) };
    return { status: 200, body: expanded(intent, list(params.expand)) };
  }

  /** The charge of an authorization the bank approved (held, not captured yet), kept with the fake's charges. */
  /**
   * What paying does to the PaymentMethod. Paid with a customer and `setup_future_usage`, it is
   * attached to that customer: a test card as a PaymentMethod of its own, as Stripe's test
   * shortcuts are (the intent then names it), a made one in place. A made one paid otherwise is spent.
   */
  function keepWithPayment(intent: Json): string {
    const pm = String(intent.payment_method);
    const made = methods.get(pm);
    const keep = Boolean(intent.setup_future_usage) && intent.customer !== null;
    if (made) {
      if (keep && made.customer === null) made.customer = String(intent.customer);
      else if (made.customer === null) spent.add(pm);
      return pm;
    }
    if (!keep || !CARDS[pm]) return pm;
    const attached = id('pm');
    methods.set(attached, { card: pm, customer: String(intent.customer) });
    intent.payment_method = attached;
    return attached;
  }

  function authorizedCharge(intent: Json, pm: string, card: (typeof CARDS)[string], amount: number): Json {
    const charge: Json = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      currency: intent.currency,
      metadata: {},
      paid: true,
      payment_intent: intent.id,
      payment_method: pm,
      payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2040, checks: card.checks ?? PASSING } },
      refunded: false,
      status: 'succeeded',
    };
    charges.set(String(charge.id), charge);
    return charge;
  }

  function authenticate(intentId: string, passed = true): void {
    const intent = intents.get(intentId);
    if (!intent || intent.status !== 'requires_action') throw new Error(`PaymentIntent ${intentId} is not waiting for 3-D Secure`);
    const pm = String(intent.payment_method);
    if (!passed) {
      const failed = { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.' };
      Object.assign(intent, { status: 'requires_payment_method', next_action: null, payment_method: null, last_payment_error: failed });
      return;
    }
    const charge = authorizedCharge(intent, keepWithPayment(intent), testCardOf(pm)!, Number(intent.amount));
    Object.assign(intent, { status: 'requires_capture', next_action: null, amount_capturable: intent.amount, latest_charge: charge.id });
  }

  /** A charge's refunds, newest first, as Stripe lists them. */
  function listRefunds(charge: string): Answer {
    const data = [...refunds.values()].filter((row) => !charge || row.charge === charge).reverse();
    return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
  }

  function search(query: string, expand: string[]): Answer {
    const match = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query);
    if (!match) return error(400, 'invalid_request_error', 'parameter_invalid', `Unsupported search query: ${query}`, { param: 'query' });
    const [, key, quoted] = match;
    const value = quoted!.replace(/\\(.)/g, '$1');
    const data = [...intents.values()].filter((intent) => (intent.metadata as Record<string, string>)[key!] === value).map((intent) => expanded(intent, expand, 'data'));
    return { status: 200, body: { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/payment_intents/search' } };
  }

  function route(method: string, path: string, params: Json): Answer {
    const expand = list(params.expand);
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'GET' && path === '/v1/payment_intents/search') return search(String(params.query ?? ''), expand);
    if (method === 'POST' && path === '/v1/refunds') return refund(params);
    if (method === 'GET' && path === '/v1/refunds') return listRefunds(String(params.charge ?? ''));
    if (method === 'POST' && path === '/v1/customers') return createCustomer(params);
    const customerPath = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (customerPath && method === 'DELETE') return deleteCustomer(customerPath[1]!);
    const methodPath = /^\/v1\/payment_methods\/([^/]+)(?:\/(attach|detach))?$/.exec(path);
    if (methodPath) {
      const pm = methodPath[1]!;
      if (method === 'GET' && !methodPath[2]) return paymentMethodOf(pm) ? { status: 200, body: paymentMethodOf(pm)! } : missing('payment_method', pm);
      if (method === 'POST' && methodPath[2] === 'attach') return attach(pm, params);
      if (method === 'POST' && methodPath[2] === 'detach') return detach(pm);
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return missing('payment_intent', intentPath[1]!);
      if (method === 'GET' && !intentPath[2]) return { status: 200, body: expanded(intent, expand) };
      if (method === 'POST' && intentPath[2] === 'capture') return capture(intent, params);
      if (method === 'POST' && intentPath[2] === 'cancel') return cancel(intent, params);
      if (method === 'POST' && !intentPath[2]) return updateIntent(intent, params);
    }
    const chargePath = /^\/v1\/charges\/([^/]+)$/.exec(path);
    if (chargePath && method === 'GET') {
      const charge = charges.get(chargePath[1]!);
      return charge ? { status: 200, body: expanded(charge, expand) } : missing('charge', chargePath[1]!);
    }
    return error(404, 'invalid_request_error', 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const signature = `${method} ${url.pathname.replace(/\/(pi|ch)_[0-9a-f]+/g, '/$1_*')}`;
    calls.set(signature, (calls.get(signature) ?? 0) + 1);
    const form = method === 'GET' ? url.searchParams : new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const params = decodeForm(form);
    if (outage) {
      response.writeHead(500, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
      return;
    }
    const key = request.headers['idempotency-key'];
    const remembered = typeof key === 'string' && method === 'POST' ? answered.get(`${url.pathname} ${key}`) : undefined;
    const answer = remembered ?? route(method, url.pathname, params);
    if (typeof key === 'string' && method === 'POST' && !remembered) answered.set(`${url.pathname} ${key}`, answer);
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req'), ...(remembered ? { 'idempotent-replayed': 'true' } : {}) });
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((failure: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(failure) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    charges,
    refunds,
    customers,
    methods,
    calls,
    authenticate,
    setOutage(on) {
      outage = on;
    },
    paymentMethod(card = 'pm_card_visa') {
      if (!CARDS[card]) throw new Error(`${card} is not a test card of the fake`);
      const made = id('pm');
      methods.set(made, { card, customer: null });
      return made;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((failure) => (failure ? reject(failure) : resolve()))),
  };
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value && typeof value === 'object') return Object.values(value).map(String);
  return typeof value === 'string' ? [value] : [];
}

/** Stripe's form encoding (`metadata[reference]=x`, `expand[0]=payment_method`) as nested objects. */
function decodeForm(form: URLSearchParams): Json {
  const root: Json = {};
  for (const [name, value] of form) {
    const [head, ...rest] = name.replace(/\]/g, '').split('[');
    let target = root;
    const keys = [head!, ...rest];
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        target[key] = value;
        return;
      }
      target[key] = (target[key] as Json | undefined) ?? {};
      target = target[key] as Json;
    });
  }
  return root;
}
