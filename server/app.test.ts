import { Writable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import { GENERIC_ERROR_MESSAGE } from './errors';
import { build, STOREFRONT_ORIGIN, testDatabases, withApp, type TestApp } from './test/build-app';

describe.each(testDatabases())('the app on %s', (kind) => {
  let context: TestApp;
  beforeAll(async () => {
    context = await build(kind);
  });
  const afterAllClose: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await context.close();
    for (const close of afterAllClose) await close();
  });

  describe('health', () => {
    it('GET /health answers ok', async () => {
      const response = await context.app.inject({ url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('GET /ready answers ok when the database does', async () => {
      const response = await context.app.inject({ url: '/ready' });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('error shape', () => {
    it('an unknown route is a JSON 404 naming it', async () => {
      const response = await context.app.inject({ url: '/online-ordering/nope?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'not_found', message: 'No route GET /online-ordering/nope' });
    });

    it('a body over the limit is a 413, even on an unknown POST path', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/online-ordering/anything',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ text: 'x'.repeat(200_000) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        code: 'payload_too_large',
        message: 'The request body is too large: at most 102400 bytes are accepted',
      });
    });

    describe('on a route that takes a JSON body', () => {
      let app: TestApp['app'];
      beforeAll(async () => {
        const built = await build(kind);
        app = built.app;
        afterAllClose.push(built.close);
        // A stand-in for the POST routes to come, registered through the plugin API.
        await app.register(async (child) => {
          child.post(
            '/echo',
            {
              schema: {
                body: Type.Object(
                  { name: Type.String({ minLength: 1, maxLength: 5 }), count: Type.Integer({ maximum: 3 }) },
                  { additionalProperties: false },
                ),
              },
            },
            async (request) => request.body,
          );
        });
      });

      it.each([
        ['malformed JSON', 'application/json', '{"a":', 400, 'The request body is not valid JSON'],
        ['an empty JSON body', 'application/json', '', 400, 'The request body is empty but its content type says JSON'],
        ['an unsupported media type', 'application/xml', '<a/>', 415, 'This content type is not supported: send application/json'],
        ['a missing field', 'application/json', '{"count":1}', 400, 'name is required'],
        ['a too long field', 'application/json', '{"name":"abcdef","count":1}', 400, 'name must be at most 5 characters long'],
        ['a number too big', 'application/json', '{"name":"a","count":4}', 400, 'count must be at most 3'],
        ['a wrong type', 'application/json', '{"name":"a","count":"many"}', 400, 'count must be a whole number'],
        ['a body that is not an object', 'application/json', '[1]', 400, 'the body must be an object'],
      ])('%s answers %s', async (_label, contentType, payload, status, message) => {
        const response = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': contentType }, payload });
        expect(response.statusCode).toBe(status);
        expect(response.json()).toMatchObject({ statusCode: status, message });
      });

      it('a valid body passes', async () => {
        const response = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'abc', count: 2 } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ name: 'abc', count: 2 });
      });
    });

    it.each([
      ['/online-ordering/locations/abc', 'locationId must be a whole number'],
      ['/online-ordering/locations/0', 'locationId must be at least 1'],
      ['/online-ordering/locations?pageSize=101', 'pageSize must be at most 100'],
      ['/online-ordering/locations?page=0', 'page must be at least 1'],
      ['/online-ordering/locations?lat=north', 'lat must be a number'],
      ['/online-ordering/locations?lat=91&lng=0', 'lat must be at most 90'],
      [`/online-ordering/locations/slug/${'a'.repeat(121)}`, 'slug must be at most 120 characters long'],
      ['/online-ordering/locations?lat=30', 'lat and lng must be given together'],
    ])('GET %s is a 400: %s', async (url, message) => {
      const response = await context.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
      expect(response.json().errors).toEqual(expect.arrayContaining([expect.any(String)]));
    });
  });

  describe('market headers', () => {
    it.each([
      [{ 'brand-id': '7' }, 'Unknown brand-id 7'],
      [{ 'brand-id': 'abc' }, 'Unknown brand-id abc'],
      [{ 'country-alpha-2': 'ZZ' }, 'Unknown country-alpha-2 ZZ'],
      [{ 'country-alpha-2': 'USA' }, 'Unknown country-alpha-2 USA'],
    ])('%j is a 400: %s', async (headers, message) => {
      const response = await context.app.inject({ url: '/online-ordering/states', headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', code: 'validation', message });
    });

    it.each([['1'], ['3'], ['4']])('brand-id %s is accepted', async (brandId) => {
      const response = await context.app.inject({ url: '/online-ordering/states', headers: { 'brand-id': brandId } });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('CORS', () => {
    it('allows the storefront origin', async () => {
      const response = await context.app.inject({
        method: 'OPTIONS',
        url: '/online-ordering/states',
        headers: { origin: STOREFRONT_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'brand-id,country-alpha-2' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(STOREFRONT_ORIGIN);
    });

    it('does not allow another origin', async () => {
      const response = await context.app.inject({ url: '/online-ordering/states', headers: { origin: 'http://evil.test' } });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('request ids', () => {
    it('echoes an incoming x-request-id', async () => {
      const response = await context.app.inject({ url: '/health', headers: { 'x-request-id': 'abc-123' } });
      expect(response.headers['x-request-id']).toBe('abc-123');
    });

    it('makes one up when none (or a strange one) comes in', async () => {
      const plain = await context.app.inject({ url: '/health' });
      const strange = await context.app.inject({ url: '/health', headers: { 'x-request-id': 'a b<script>' } });
      expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(strange.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it('serves the OpenAPI document with every route', async () => {
    const response = await context.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/online-ordering/locations',
        '/online-ordering/locations/{locationId}/item-details/{id}',
        '/online-ordering/menu-at-a-glance/menus/{menuId}',
        '/online-ordering/menu-at-a-glance/items/{slug}',
      ]),
    );
  });
});

describe.each(testDatabases())('failures on %s', (kind) => {
  it('/ready is a 503 in the error shape when the database does not answer', async () => {
    await withApp(
      kind,
      async ({ app }) => {
        const response = await app.inject({ url: '/ready' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'unavailable',
          message: 'The database is not answering; try again shortly.',
        });
      },
      { wrapDatabase: (database) => ({ ...database, ping: () => Promise.reject(new Error('connect ECONNREFUSED')) }) },
    );
  });

  it('a 5xx hides its internals from the client and logs them', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    await withApp(
      kind,
      async ({ app }) => {
        app.register(async (child) => {
          child.get('/boom', async () => {
            throw new Error('relation "secret_table" does not exist: SELECT * FROM secret_table');
          });
        });
        const response = await app.inject({ url: '/boom', headers: { authorization: 'Bearer top-secret' } });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', code: 'internal', message: GENERIC_ERROR_MESSAGE });
        expect(response.body).not.toContain('secret_table');
      },
      { logger: { level: 'info', stream } },
    );
    const log = lines.join('');
    expect(log).toContain('secret_table');
    expect(log).not.toContain('top-secret');
  });
});
