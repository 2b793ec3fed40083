import { gql } from '@apollo/client';
import type { PublicApiConfig } from '@/lib/api/config';
import { startTestServer, type TestServer } from '@/lib/api/testing/test-server';
import { isServiceUnavailable } from '@/lib/api/unavailable';
import { createContentClient, createOrdersClient, STRAPI_API_LINK } from './clients';

const PING = gql`
  query Ping {
    ping
  }
`;

let api: TestServer;
let config: PublicApiConfig;
let errors: jest.SpyInstance;

beforeAll(async () => {
  api = await startTestServer();
  config = {
    orderingApiUrl: api.url,
    serverlessApiUrl: api.url,
    ordersGraphqlUrl: `${api.url}/graphql`,
    contentGraphqlUrl: `${api.url}/content/graphql`,
  };
});

afterAll(() => api.close());

beforeEach(() => {
  api.requests.length = 0;
  api.respond = () => ({ body: { data: { ping: 'pong' } } });
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => errors.mockRestore());

const serverCtx = { locale: 'fr-ca' as const, token: 'jwt-9', cookie: 'jwt_token=jwt-9; cookieConsent=true' };

describe('createOrdersClient', () => {
  it('posts to the orders endpoint with the SPEC §7 headers and the cookies on the server', async () => {
    const client = createOrdersClient(serverCtx, { config });
    const { data } = await client.query({ query: PING });
    expect(data).toEqual({ ping: 'pong' });
    const [request] = api.requests;
    expect([request?.method, request?.url]).toEqual(['POST', '/graphql']);
    expect(request?.headers).toMatchObject({
      'brand-id': '4',
      'country-alpha-2': 'CA',
      'accept-language': 'fr-CA',
      authorization: 'Bearer jwt-9',
      cookie: 'jwt_token=jwt-9; cookieConsent=true',
    });
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ operationName: 'Ping' });
  });

  it('defaults the country to US and sends no authorization without a token', async () => {
    await createOrdersClient({ locale: 'en-us', token: null }, { config }).query({ query: PING });
    expect(api.requests[0]?.headers['country-alpha-2']).toBe('US');
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
    expect(api.requests[0]?.headers.cookie).toBeUndefined();
  });

  it('runs in ssrMode on the server, one client per request', () => {
    const first = createOrdersClient(serverCtx, { config });
    const second = createOrdersClient(serverCtx, { config });
    expect(first).not.toBe(second);
    expect(first.cache).not.toBe(second.cache);
    // ssrMode shows as prioritizeCacheValues: the server render never refetches what it has.
    expect([first.prioritizeCacheValues, createContentClient(serverCtx, { config }).prioritizeCacheValues]).toEqual([true, true]);
  });

  it('sends strapiApiLink operations to the content endpoint', async () => {
    await createOrdersClient(serverCtx, { config }).query({ query: PING, context: { clientName: STRAPI_API_LINK } });
    expect(api.requests.map((request) => request.url)).toEqual(['/content/graphql']);
  });

  it('only logs GraphQL errors, and the query reports them', async () => {
    api.respond = () => ({ body: { data: null, errors: [{ message: 'Order "7" not found', path: ['order'] }] } });
    const client = createOrdersClient(serverCtx, { config });
    await expect(client.query({ query: PING })).rejects.toThrow('Order "7" not found');
    expect(errors).toHaveBeenCalledWith('[GraphQL error] Ping: Order "7" not found at order');
  });

  it('only logs network errors', async () => {
    api.respond = () => ({ destroy: true });
    await expect(createOrdersClient(serverCtx, { config }).query({ query: PING })).rejects.toThrow();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[Network error\] Ping: /));
  });

  it('lets a 401 through on the server', async () => {
    api.respond = () => ({ status: 401, body: { errors: [{ message: 'Unauthorized' }] } });
    await expect(createOrdersClient(serverCtx, { config }).query({ query: PING })).rejects.toThrow('401');
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[Network error\] Ping: .*401/));
  });
});

describe('createContentClient', () => {
  it('posts to the content endpoint (the strapiApiLink target) with the same headers', async () => {
    const { data } = await createContentClient(serverCtx, { config }).query({ query: PING });
    expect(data).toEqual({ ping: 'pong' });
    expect(api.requests[0]?.url).toBe('/content/graphql');
    expect(api.requests[0]?.headers).toMatchObject({ 'brand-id': '4', 'country-alpha-2': 'CA', authorization: 'Bearer jwt-9' });
  });

  it('reads the endpoint from the environment by default', async () => {
    process.env.CONTENT_GRAPHQL_URL = `${api.url}/cms`;
    try {
      await createContentClient({ locale: 'en-us' }).query({ query: PING });
      expect(api.requests[0]?.url).toBe('/cms');
    } finally {
      delete process.env.CONTENT_GRAPHQL_URL;
    }
  });
});

describe('server-side timeout', () => {
  it('gives up on a GraphQL API that does not answer in time, with a TimeoutError', async () => {
    api.respond = () => ({ hang: true });
    const client = createContentClient(serverCtx, { config, timeoutMs: 150 });
    const started = Date.now();
    const error = await client.query({ query: PING, fetchPolicy: 'no-cache' }).catch((reason: unknown) => reason);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it('answers as usual within the timeout', async () => {
    const client = createOrdersClient(serverCtx, { config, timeoutMs: 2000 });
    const { data } = await client.query({ query: PING, fetchPolicy: 'no-cache' });
    expect(data).toEqual({ ping: 'pong' });
  });
});
