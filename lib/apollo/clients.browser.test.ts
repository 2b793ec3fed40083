/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { gql } from '@apollo/client';
import { COOKIE_NAMES } from '@/domain/constants';
import type { PublicApiConfig } from '@/lib/api/config';
import { navigation } from '@/lib/api/navigation';
import { startTestServer, type TestServer } from '@/lib/api/testing/test-server';
import { readCookie, writeCookie } from '@/lib/cookies';
import { createContentClient, createOrdersClient } from './clients';

const PING = gql`
  query Ping {
    ping
  }
`;

let api: TestServer;
let config: PublicApiConfig;
let navigate: jest.SpyInstance;
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
  api.respond = () => ({ status: 401, body: { errors: [{ message: 'Unauthorized' }] } });
  navigate = jest.spyOn(navigation, 'navigate').mockImplementation(() => undefined);
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  writeCookie(COOKIE_NAMES.jwtToken, 'stale');
  window.history.pushState({}, '', '/');
});

afterEach(() => {
  navigate.mockRestore();
  errors.mockRestore();
});

describe('createOrdersClient in the browser', () => {
  it('reads the token from the jwt_token cookie at each operation and sends no cookie header', async () => {
    api.respond = () => ({ body: { data: { ping: 'pong' } } });
    const client = createOrdersClient({ locale: 'en-ca', cookie: 'jwt_token=server-only' }, { config });
    expect(client.prioritizeCacheValues).toBe(false);
    await client.query({ query: PING });
    writeCookie(COOKIE_NAMES.jwtToken, 'renewed');
    await client.query({ query: PING, fetchPolicy: 'network-only' });
    expect(api.requests.map((request) => request.headers.authorization)).toEqual(['Bearer stale', 'Bearer renewed']);
    expect(api.requests[0]?.headers.cookie).toBeUndefined();
    expect(api.requests[0]?.headers['country-alpha-2']).toBe('CA');
  });

  it.each([
    ['/cart', '/login'],
    ['/ca/fr/user-profile', '/ca/fr/login'],
  ])('on a 401 at %s removes jwt_token and goes to %s', async (page, login) => {
    window.history.pushState({}, '', page);
    await expect(createOrdersClient({ locale: 'en-us' }, { config }).query({ query: PING })).rejects.toThrow();
    expect(readCookie(COOKIE_NAMES.jwtToken)).toBeUndefined();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(login);
  });

  it('on a 401 at the login page removes jwt_token and stays', async () => {
    window.history.pushState({}, '', '/ca/en/login');
    await expect(createOrdersClient({ locale: 'en-ca' }, { config }).query({ query: PING })).rejects.toThrow();
    expect(readCookie(COOKIE_NAMES.jwtToken)).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats an UNAUTHENTICATED GraphQL error as a 401', async () => {
    api.respond = () => ({ body: { data: null, errors: [{ message: 'Login needed', extensions: { code: 'UNAUTHENTICATED' } }] } });
    await expect(createOrdersClient({ locale: 'en-us' }, { config }).query({ query: PING })).rejects.toThrow('Login needed');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('only logs other errors', async () => {
    api.respond = () => ({ status: 500, body: { errors: [{ message: 'boom' }] } });
    await expect(createOrdersClient({ locale: 'en-us' }, { config }).query({ query: PING })).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
    expect(readCookie(COOKIE_NAMES.jwtToken)).toBe('stale');
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[Network error\] Ping: .*500/));
  });
});

describe('createContentClient in the browser', () => {
  it('handles a 401 the same way', async () => {
    window.history.pushState({}, '', '/jp/ja/menu');
    await expect(createContentClient({ locale: 'ja-jp' }, { config }).query({ query: PING })).rejects.toThrow();
    expect(api.requests[0]?.url).toBe('/content/graphql');
    expect(navigate).toHaveBeenCalledWith('/jp/ja/login');
  });
});
