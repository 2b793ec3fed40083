import { GENERIC_FAILURE_MESSAGE } from '@/domain/messages';
import { ApiError } from './api-error';
import { apiDelete, apiGet, apiPost, apiPut, type ApiContext } from './client';
import { createClient } from './create-client';
import type { PublicApiConfig } from './config';
import { startTestServer, type TestServer } from './testing/test-server';

let ordering: TestServer;
let serverless: TestServer;
let client: ReturnType<typeof createClient>;

const us: ApiContext = { locale: 'en-us', token: null };
const frCa: ApiContext = { locale: 'fr-ca', token: 'jwt-123' };

beforeAll(async () => {
  ordering = await startTestServer();
  serverless = await startTestServer();
  const config = { ...configFor(ordering.url), serverlessApiUrl: `${serverless.url}/` };
  client = createClient({ config: () => config });
});

afterAll(async () => {
  await ordering.close();
  await serverless.close();
});

beforeEach(() => {
  ordering.requests.length = 0;
  serverless.requests.length = 0;
  ordering.respond = () => ({ body: { ok: true } });
  serverless.respond = () => ({ body: { ok: true } });
});

function configFor(url: string): PublicApiConfig {
  return { orderingApiUrl: url, serverlessApiUrl: url, ordersGraphqlUrl: `${url}/graphql`, contentGraphqlUrl: `${url}/content/graphql` };
}

/** The ApiError a call rejects with. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('createClient: headers', () => {
  it('sends the common headers of SPEC §7 with the bearer token of the context', async () => {
    await client.get(frCa, '/online-ordering/locations');
    const [request] = ordering.requests;
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer jwt-123',
      'brand-id': '4',
      'country-alpha-2': 'CA',
      'platform-id': 'web',
      'x-tenant-id': 'hickory',
      'accept-language': 'fr-CA',
      accept: 'application/json',
    });
  });

  it.each([
    ['en-us', 'US', 'en-US'],
    ['en-ca', 'CA', 'en-CA'],
    ['ja-jp', 'JP', 'ja-JP'],
    ['en-ae', 'AE', 'en-AE'],
  ] as const)('derives the country of %s: %s', async (locale, alpha2, language) => {
    await client.get({ locale }, '/online-ordering/states');
    expect(ordering.requests[0]?.headers['country-alpha-2']).toBe(alpha2);
    expect(ordering.requests[0]?.headers['accept-language']).toBe(language);
  });

  it.each([null, undefined, ''])('sends no Authorization without a token (%p)', async (token) => {
    await client.get({ locale: 'en-us', token }, '/online-ordering/states');
    expect(ordering.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('forwards the request’s hickory_device cookie as X-Device-Id on an ordering call from the server', async () => {
    const device = '3f2b8c1e-9d4a-4e6f-8a1b-2c3d4e5f6a7b';
    const fromRequest: ApiContext = { locale: 'en-us', token: null, cookie: `jwt_token=x; hickory_device=${device}` };
    await client.get(fromRequest, '/online-ordering/orders/o-1');
    await client.get(fromRequest, '/online-ordering/locations');
    await client.get({ locale: 'en-us', token: null, cookie: 'hickory_device=not-a-uuid' }, '/online-ordering/orders/o-1');
    expect(ordering.requests.map((request) => request.headers['x-device-id'])).toEqual([device, undefined, undefined]);
  });

  it('lets a call add headers', async () => {
    await client.post(us, '/online-ordering/orders', {}, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(ordering.requests[0]?.headers['idempotency-key']).toBe('k-1');
  });
});

describe('createClient: host by prefix', () => {
  it.each([
    ['/online-ordering/locations/slug/dallas-greenville', 'ordering'],
    ['/online-ordering', 'ordering'],
    ['/online-ordering?x=1', 'ordering'],
    ['/loyalty/my-profile/points-recap', 'serverless'],
    ['/online-ordering-archive/x', 'serverless'],
    ['/api/getGeoFromIp', 'serverless'],
  ])('%s goes to the %s host', async (path, host) => {
    await client.get(us, path);
    const target = host === 'ordering' ? ordering : serverless;
    const other = host === 'ordering' ? serverless : ordering;
    expect(target.requests.map((request) => request.url)).toEqual([path]);
    expect(other.requests).toHaveLength(0);
  });

  it('refuses a path without a leading slash', async () => {
    await expect(client.get(us, 'online-ordering/states')).rejects.toThrow('API path "online-ordering/states" must start with "/"');
  });
});

describe('createClient: GET', () => {
  it('serialises filters into the filter parameter, beside the other query values', async () => {
    await client.get(us, '/online-ordering/holiday-settings/holiday-check', {
      query: { page: 2, pageSize: 30, open: true, skipped: undefined },
      filters: [
        { property: 'location.id', operator: 'eq', value: 12 },
        { property: 'state.label', operator: 'in', value: ['TX', 'OK'] },
      ],
    });
    const url = new URL(ordering.requests[0]?.url ?? '', ordering.url);
    expect(url.pathname).toBe('/online-ordering/holiday-settings/holiday-check');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      pageSize: '30',
      open: 'true',
      filter: 'location.id[eq]12;state.label[in]TX,OK',
    });
    expect(ordering.requests[0]?.method).toBe('GET');
    expect(ordering.requests[0]?.body).toBe('');
  });

  it('sends no filter parameter without filters', async () => {
    await client.get(us, '/online-ordering/states', { filters: [] });
    expect(ordering.requests[0]?.url).toBe('/online-ordering/states');
  });

  it.each([
    [{ status: 200, body: { data: [1] } }, { data: [1] }],
    [{ status: 204 }, undefined],
    [{ status: 200, body: 'plain text' }, 'plain text'],
  ])('gives back the body of %j', async (answer, expected) => {
    ordering.respond = () => answer;
    await expect(client.get(us, '/online-ordering/x')).resolves.toEqual(expected);
  });

  it('fails with the generic message on a malformed JSON success', async () => {
    ordering.respond = () => ({ body: '{"data":', headers: { 'content-type': 'application/json' } });
    const error = await failureOf(client.get(us, '/online-ordering/x'));
    expect([error.status, error.message]).toEqual([500, GENERIC_FAILURE_MESSAGE]);
  });
});

describe('createClient: POST, PUT and DELETE', () => {
  it.each([
    ['post', 'POST'],
    ['put', 'PUT'],
    ['delete', 'DELETE'],
  ] as const)('%s sends a JSON body', async (method, verb) => {
    const body = { email: 'pat@example.org', amount: '12.50' };
    if (method === 'delete') await client.delete(us, '/online-ordering/x', body);
    else await client[method](us, '/online-ordering/x', body);
    const [request] = ordering.requests;
    expect(request?.method).toBe(verb);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual(body);
  });

  it('sends a DELETE without a body and without a Content-Type', async () => {
    await client.delete(us, '/discount-management/order/7/coupons');
    expect(serverless.requests[0]?.method).toBe('DELETE');
    expect(serverless.requests[0]?.body).toBe('');
    expect(serverless.requests[0]?.headers['content-type']).toBeUndefined();
  });
});

describe('createClient: failure shaping (SPEC §8)', () => {
  it.each([
    ['a list of strings', { status: 400, body: ['email is required', 'phone is invalid'] }, 'Email is required.\nPhone is invalid'],
    ['an object with a message', { status: 404, body: { message: 'location "9" not found' } }, 'Location "9" not found'],
    [
      'a message with several errors',
      { status: 422, body: { message: 'validation failed', errors: ['email is required', 'phone is invalid'] } },
      'Validation failed: email is required, phone is invalid',
    ],
    ['a message with one error', { status: 422, body: { message: 'validation failed', errors: ['email is required'] } }, 'Validation failed'],
    ['a string body', { status: 409, body: 'Coupon conditions are not met' }, 'Coupon conditions are not met'],
    ['a JSON string', { status: 409, body: '"already used"', headers: { 'content-type': 'application/json' } }, 'already used'],
    ['an HTML page', { status: 502, body: '<html><body>Bad gateway</body></html>', headers: { 'content-type': 'text/html' } }, GENERIC_FAILURE_MESSAGE],
    ['HTML sent as text', { status: 500, body: '<!DOCTYPE html><p>x</p>' }, GENERIC_FAILURE_MESSAGE],
    ['an empty body', { status: 503 }, GENERIC_FAILURE_MESSAGE],
    ['malformed JSON', { status: 500, body: '{"message":', headers: { 'content-type': 'application/json' } }, GENERIC_FAILURE_MESSAGE],
    ['an object without a message', { status: 500, body: { code: 'E1' } }, GENERIC_FAILURE_MESSAGE],
  ])('%s', async (_case, answer, message) => {
    ordering.respond = () => answer;
    const error = await failureOf(client.get(us, '/online-ordering/x'));
    expect(error.message).toBe(message);
    expect(error.status).toBe(answer.status);
    expect(error.name).toBe('API Error');
  });

  it('keeps the code and params of the error shape', async () => {
    ordering.respond = () => ({
      status: 429,
      body: { statusCode: 429, error: 'Too Many Requests', code: 'too_many_sign_in_attempts', params: { minutes: 4 }, message: 'Too many sign-in attempts. Try again in 4 minutes' },
    });
    const error = await failureOf(client.get(us, '/online-ordering/x'));
    expect([error.status, error.code, error.params, error.message]).toEqual([429, 'too_many_sign_in_attempts', { minutes: 4 }, 'Too many sign-in attempts. Try again in 4 minutes']);
  });

  it.each([
    ['no code', { message: 'x' }, undefined],
    ['a code that is not one', { code: 'E1 <b>', message: 'x' }, undefined],
    ['params that are not numbers or names', { code: 'validation', params: { deep: { x: 1 } }, message: 'x' }, 'validation'],
  ])('reads %s as no code or no params', async (_case, body, code) => {
    ordering.respond = () => ({ status: 400, body });
    const error = await failureOf(client.get(us, '/online-ordering/x'));
    expect([error.code, error.params]).toEqual([code, undefined]);
  });

  it('gives an unreadable answer and an API out of reach codes of their own', async () => {
    ordering.respond = () => ({ status: 502, body: '<html></html>', headers: { 'content-type': 'text/html' } });
    expect((await failureOf(client.get(us, '/online-ordering/x'))).code).toBe('unreadable_answer');
    ordering.respond = () => ({ destroy: true });
    expect((await failureOf(client.get(us, '/online-ordering/x'))).code).toBe('unreachable');
  });

  it('turns a network failure into a 503 (unavailable) with the generic message', async () => {
    ordering.respond = () => ({ destroy: true });
    const error = await failureOf(client.get(us, '/online-ordering/x'));
    expect([error.name, error.status, error.message]).toEqual(['API Error', 503, GENERIC_FAILURE_MESSAGE]);
  });

  it('turns an unreachable host into a 503 with the generic message', async () => {
    const closed = await startTestServer();
    await closed.close();
    const offline = createClient({ config: () => configFor(closed.url) });
    const error = await failureOf(offline.get(us, '/online-ordering/x'));
    expect([error.status, error.message]).toEqual([503, GENERIC_FAILURE_MESSAGE]);
  });

  it('gives up on an API that does not answer within the timeout, as a 503', async () => {
    const hung = await startTestServer();
    hung.respond = () => ({ hang: true });
    const slow = createClient({ config: () => configFor(hung.url), timeoutMs: () => 150 });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = Date.now();
    const error = await failureOf(slow.get(us, '/online-ordering/x'));
    expect(Date.now() - started).toBeLessThan(2000);
    expect([error.status, error.message]).toEqual([503, GENERIC_FAILURE_MESSAGE]);
    expect((error.cause as Error).name).toBe('TimeoutError');
    expect(warn).toHaveBeenCalledWith('The API did not answer within 150 ms on GET /online-ordering/x');
    warn.mockRestore();
    await hung.close();
  });

  it('uses SSR_API_TIMEOUT_MS on the server by default', async () => {
    const hung = await startTestServer();
    hung.respond = () => ({ hang: true });
    const previous = process.env.SSR_API_TIMEOUT_MS;
    jest.resetModules();
    process.env.SSR_API_TIMEOUT_MS = '200';
    const fresh = (await import('./create-client')) as typeof import('./create-client');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = await fresh.createClient({ config: () => configFor(hung.url) }).get(us, '/x').catch((reason: unknown) => reason);
    expect(error).toMatchObject({ status: 503 });
    if (previous === undefined) delete process.env.SSR_API_TIMEOUT_MS;
    else process.env.SSR_API_TIMEOUT_MS = previous;
    await hung.close();
  });

  it('lets an abort through as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client.get(us, '/online-ordering/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('createClient: 401 and 408 on the server', () => {
  it('propagates a 401 as an ApiError', async () => {
    ordering.respond = () => ({ status: 401, body: { message: 'session expired' } });
    const error = await failureOf(client.get(frCa, '/online-ordering/my-profile'));
    expect([error.status, error.message]).toEqual([401, 'Session expired']);
  });

  it('logs a 408 as a timeout and throws it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    ordering.respond = () => ({ status: 408, body: { message: 'request timed out' } });
    const error = await failureOf(client.post(us, '/online-ordering/orders', {}));
    expect([error.status, error.message]).toEqual([408, 'Request timed out']);
    expect(warn).toHaveBeenCalledWith('The API timed out (408) on POST /online-ordering/orders');
    warn.mockRestore();
  });
});

/** Points the environment at the test servers for the duration of `run`. */
async function withEnv(run: () => Promise<void>): Promise<void> {
  const saved = { ordering: process.env.ORDERING_API_URL, serverless: process.env.SERVERLESS_API_URL };
  process.env.ORDERING_API_URL = ordering.url;
  process.env.SERVERLESS_API_URL = serverless.url;
  try {
    await run();
  } finally {
    process.env.ORDERING_API_URL = saved.ordering;
    process.env.SERVERLESS_API_URL = saved.serverless;
    if (saved.ordering === undefined) delete process.env.ORDERING_API_URL;
    if (saved.serverless === undefined) delete process.env.SERVERLESS_API_URL;
  }
}

describe('apiGet', () => {
  it('reads the backend addresses from the environment at call time', () =>
    withEnv(async () => {
      await expect(apiGet(frCa, '/online-ordering/states')).resolves.toEqual({ ok: true });
      await apiGet(frCa, '/survey-management/visit-types');
      expect(ordering.requests.map((request) => request.url)).toEqual(['/online-ordering/states']);
      expect(serverless.requests.map((request) => request.url)).toEqual(['/survey-management/visit-types']);
      expect(ordering.requests[0]?.headers.authorization).toBe('Bearer jwt-123');
    }));
});

describe.each([
  ['apiPost', apiPost, 'POST'],
  ['apiPut', apiPut, 'PUT'],
  ['apiDelete', apiDelete, 'DELETE'],
] as const)('%s', (_name, call, verb) => {
  it(`sends a ${verb} with a JSON body to the configured host`, () =>
    withEnv(async () => {
      await expect(call(us, '/online-ordering/orders/7', { tip: '2.00' })).resolves.toEqual({ ok: true });
      expect(ordering.requests.map((request) => [request.method, request.url, request.body])).toEqual([
        [verb, '/online-ordering/orders/7', '{"tip":"2.00"}'],
      ]);
    }));
});
