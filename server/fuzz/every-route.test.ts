/**
 * Property-based fuzz of every route of the built app, generated from the route schemas: each
 * hostile request (see arbitraries.ts) must be answered with a 2xx (the input happened to be
 * valid) or a 4xx in the one error shape, never a 5xx, and a refused request must leave no
 * order, line, payment or customer behind.
 *
 * `npm test` runs a few requests per route with a fixed seed. `npm run fuzz` runs FUZZ_RUNS per
 * route with FUZZ_SEED, or a fresh seed that it prints.
 */
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import * as t from '@/server/db/schema';
import { signUpAndSignIn, signUpBody } from '@/server/modules/auth/test-helpers';
import { buildQuoteStore, eventIn, submitQuote } from '@/server/modules/catering/test-quotes';
import { buildPayableOrder, buildStore, paymentClient } from '@/server/modules/payments/test/payable-order';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { requestFor, type FuzzRequest, type KnownValues } from './arbitraries';
import { routeInputs, type RouteInputs } from './openapi-routes';

const FIXED_SEED = 20_261_123;
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? Math.floor(Math.random() * 2 ** 31) : FIXED_SEED;
/** Internals a refusal must never show. */
const LEAKS = /Failed query|\bselect\b.+\bfrom\b|\binsert into\b|node_modules|\.ts:\d+|\bat [\w.]+ \(/i;

type Answer = { statusCode: number; body: string };

/** Why an answer breaks the rules, or null. GraphQL keeps its own error shape; only its status is checked. */
export function answerProblem(route: RouteInputs, answer: Answer): string | null {
  if (answer.statusCode >= 500) return `answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`;
  if (answer.statusCode < 400 || route.path.endsWith('/graphql')) return null;
  let body: { statusCode?: unknown; error?: unknown; message?: unknown; errors?: unknown };
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `answered ${answer.statusCode} with a body that is not JSON: ${answer.body.slice(0, 200)}`;
  }
  const errorsOk = body.errors === undefined || (Array.isArray(body.errors) && body.errors.every((entry) => typeof entry === 'string'));
  const shapeOk = body.statusCode === answer.statusCode && typeof body.message === 'string' && body.message !== '' && errorsOk;
  if (!shapeOk || (body.error !== undefined && typeof body.error !== 'string')) return `answered outside the error shape: ${answer.body.slice(0, 300)}`;
  if (LEAKS.test(answer.body)) return `answered with internals: ${answer.body.slice(0, 300)}`;
  return null;
}

/** Field values that pass the services' own checks, so generated bodies get past them now and then. */
function fittingFields(): KnownValues {
  const body = signUpBody({ email: 'fuzz@example.com' });
  return {
    email: [body.email], emailConfirmation: [body.email], password: [body.password], passwordConfirmation: [body.password],
    newPassword: [body.password], firstName: [body.firstName], lastName: [body.lastName], phone: [body.phone],
    handoff: ['pickup'], categoryId: [1], quantity: [1, 2], optionIds: [[]], timeslot: ['asap'], zip: ['78701'],
  };
}

describe.each(testDatabases())('every route under hostile input on %s', (kind) => {
  let context: TestApp;
  let known: KnownValues;
  let authorization: string;

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
    const store = await buildStore(context.db);
    const order = await buildPayableOrder(context.app, store);
    const { session } = await signUpAndSignIn(context.app);
    authorization = `Bearer ${session.token}`;
    const quoteStore = await buildQuoteStore(context.db);
    const quote = await submitQuote(context.app, context.db, quoteStore);
    const groupPayload = { locationId: store.location.id, handoff: 'pickup', categoryId: 1, deadlineMinutes: 60, hostName: 'Fuzz Host' };
    const group = (await context.app.inject({ method: 'POST', url: '/online-ordering/group-orders', payload: groupPayload })).json();
    known = {
      orderId: [order.id, quote.orderId, group.orderId],
      'x-order-token': [order.token, quote.orderToken, group.accessToken],
      'x-quote-token': [quote.token],
      shareToken: [group.shareToken],
      'x-group-guest': [group.guestSecret],
      hostName: ['Fuzz Host'],
      name: ['Ana'],
      deadlineMinutes: [30],
      number: [quote.quote.number],
      date: [eventIn(10).date],
      time: ['18:00'],
      headcount: [40],
      locationId: [store.location.id, quoteStore.location.id],
      slug: [store.location.slug],
      menuId: [store.menu.id],
      itemId: [store.tea.id, store.brisket.id],
      id: [store.tea.id, store.section.id],
      customerId: [session.customer.id],
      staffId: [1],
      token: [paymentClient(context.app).token()],
      state: ['TX'],
      stateLabel: ['TX'],
      locale: ['en-us', 'fr-ca'],
      ...fittingFields(),
    };
  });
  afterAll(() => context.close());

  const counts = async () => {
    const tables = [t.orders, t.orderItems, t.payments, t.customers];
    return Promise.all(tables.map(async (table) => (await context.db.select({ n: count() }).from(table))[0]?.n));
  };

  async function send(route: RouteInputs, request: FuzzRequest): Promise<void> {
    const before = await counts();
    const response = await context.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload });
    const problem = answerProblem(route, { statusCode: response.statusCode, body: response.body });
    if (problem) throw new Error(problem);
    if (response.statusCode >= 400) expect(await counts()).toEqual(before);
  }

  it(`answers every hostile request with a 2xx or a 4xx in the error shape (${RUNS} runs a route, seed ${SEED})`, async () => {
    if (process.env.FUZZ_RUNS) console.log(`fuzz: ${RUNS} runs a route, FUZZ_SEED=${SEED}`);
    const routes = await routeInputs(context.app);
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const property = fc.asyncProperty(requestFor(route, known, authorization), (request) => send(route, request));
      const details = await fc.check(property, { seed: SEED + index, numRuns: RUNS, endOnFailure: true });
      if (details.failed) failures.push(`${route.method} ${route.path}: ${fc.defaultReportMessage(details) ?? ''}`.slice(0, 2000));
    }
    expect(failures).toEqual([]);
  }, Math.max(120_000, RUNS * 60 * 500));
});
