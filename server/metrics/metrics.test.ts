import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { BILLING, buildPayableOrder, buildStore, paymentClient, type PaymentClient } from '@/server/modules/payments/test/payable-order';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { buildReferenceData } from '@/server/test/factories';

const CARD_ROUTE = '/online-ordering/payment-management/orders/:orderId/payment/card';
const TOKEN = 'metrics-token-for-the-scraper-0123456789';

/** The value of one sample of the Prometheus text, 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).match(/^\{([^}]*)\}/)?.[1] ?? '';
    if (wanted.every((pair) => labelText.split(',').includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe.each(testDatabases())('/metrics on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildStore(context.db);
    pay = paymentClient(context.app);
  });
  afterAll(() => context.close());

  const scrape = async () => {
    const response = await context.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('counts a paid card checkout once: completed, paid by card, timed under the route pattern', async () => {
    const before = await scrape();
    const order = await buildPayableOrder(context.app, store);
    const key = { 'idempotency-key': `metrics-${order.id}` };
    const body = { token: pay.token() };
    const paid = await pay.card(order, body, key);
    expect(paid.statusCode).toBe(200);
    // The same key and body replay the first answer: no second checkout.
    const replay = await pay.card(order, body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const after = await scrape();

    expect(sample(after, 'hickory_checkouts_total', { outcome: 'completed' }) - sample(before, 'hickory_checkouts_total', { outcome: 'completed' })).toBe(1);
    expect(sample(after, 'hickory_payments_total', { method: 'card', outcome: 'paid' }) - sample(before, 'hickory_payments_total', { method: 'card', outcome: 'paid' })).toBe(1);
    const timed = { method: 'POST', route: CARD_ROUTE, status: '200' };
    expect(sample(after, 'hickory_http_request_duration_seconds_count', timed) - sample(before, 'hickory_http_request_duration_seconds_count', timed)).toBe(2);
    expect(after).not.toContain(order.id);
  });

  it('counts a declined card as a refused checkout and a card decline', async () => {
    const before = await scrape();
    const order = await buildPayableOrder(context.app, store);
    const declined = await pay.card(order, { token: pay.token('4000000000009995'), cardholderName: 'Ada Pitmaster', billing: BILLING });
    expect(declined.statusCode).toBe(402);
    const after = await scrape();
    expect(sample(after, 'hickory_checkouts_total', { outcome: 'refused' }) - sample(before, 'hickory_checkouts_total', { outcome: 'refused' })).toBe(1);
    expect(sample(after, 'hickory_payments_total', { method: 'card', outcome: 'declined' }) - sample(before, 'hickory_payments_total', { method: 'card', outcome: 'declined' })).toBe(1);
    expect(sample(after, 'hickory_checkouts_total', { outcome: 'completed' })).toBe(sample(before, 'hickory_checkouts_total', { outcome: 'completed' }));
  });

  it('counts read cache misses and hits of a store menu', async () => {
    const before = await scrape();
    const url = `/online-ordering/locations/${store.location.id}/menus`;
    expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, 'hickory_read_cache_lookups_total', { cache: 'menus', outcome: 'hit' }) - sample(before, 'hickory_read_cache_lookups_total', { cache: 'menus', outcome: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'hickory_read_cache_lookups_total', { cache: 'menus', outcome: 'miss' })).toBeGreaterThanOrEqual(1);
  });

  it('counts job runs and reads the order outbox backlog when scraped', async () => {
    const before = await scrape();
    await context.app.jobs.runOnce('order-outbox');
    const after = await scrape();
    expect(sample(after, 'hickory_job_runs_total', { job: 'order-outbox', outcome: 'done' }) - sample(before, 'hickory_job_runs_total', { job: 'order-outbox', outcome: 'done' })).toBe(1);
    expect(after).toMatch(/^hickory_order_outbox_pending \d+$/m);
    expect(after).toMatch(/^hickory_process_cpu_seconds_total /m);
    if (kind === 'postgres') {
      expect(sample(after, 'hickory_db_pool_max')).toBe(10);
      expect(after).toMatch(/^hickory_db_pool_connections\{state="idle"\} \d+$/m);
    }
  });

  it('refuses a caller off this host, and a request a proxy forwarded, without a token', async () => {
    const remote = await context.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: 'forbidden', message: expect.stringContaining('METRICS_TOKEN') });
    const forwarded = await context.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(403);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await build('pglite', { config: { metricsToken: TOKEN } });
  });
  afterAll(() => context.close());

  it.each([
    ['no token, even on loopback', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
    ['the token without Bearer', { authorization: TOKEN }],
  ])('answers 401 to %s', async (_case, headers) => {
    const response = await context.app.inject({ method: 'GET', url: '/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized', message: expect.stringContaining('METRICS_TOKEN') });
  });

  it('answers the token from anywhere', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('hickory_http_request_duration_seconds');
  });
});
