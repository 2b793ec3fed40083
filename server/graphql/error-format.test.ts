/**
 * Every error of both GraphQL endpoints carries a message and a code, whatever the request got
 * wrong: a NUL byte, no query, a query that does not parse or asks for nothing the schema has,
 * a body too large or not JSON, a variable of the wrong type.
 */
import { build, type TestApp } from '@/server/test/build-app';

type Answer = { statusCode: number; errors: { message?: unknown; extensions?: { code?: unknown } }[] };

let context: TestApp;
beforeAll(async () => {
  context = await build('pglite');
});
afterAll(() => context?.close());

async function ask(method: 'GET' | 'POST', url: string, payload?: string): Promise<Answer> {
  const response = await context.app.inject({ method, url, headers: payload === undefined ? {} : { 'content-type': 'application/json' }, payload });
  return { statusCode: response.statusCode, errors: (response.json() as Answer).errors };
}

const post = (body: unknown) => JSON.stringify(body);
const HUGE = `{ ${'__typename '.repeat(20_000)}}`;
/** More root fields than either endpoint takes (server/graphql/content/query-limits.ts). */
const WIDE: Record<string, string> = {
  '/content/graphql': `{ ${Array.from({ length: 11 }, (_, n) => `a${n}: content(kind: "footer", locale: "en") { kind }`).join(' ')} }`,
  '/graphql': `{ ${Array.from({ length: 4 }, (_, n) => `a${n}: order(id: "x") { id }`).join(' ')} }`,
};

describe.each(['/content/graphql', '/graphql'])('errors of %s', (path) => {
  it.each([
    ['a NUL query in the address', 'GET', `${path}?query=%00`, undefined, 400, 'validation'],
    ['a NUL inside the variables in the address', 'GET', `${path}?query=%7B__typename%7D&variables=%7B%22a%22%3A%22%00%22%7D`, undefined, 400, 'validation'],
    ['a NUL inside the variables of a POST', 'POST', path, post({ query: '{ __typename }', variables: { a: 'b\u0000c' } }), 400, 'validation'],
    ['a NUL query by POST', 'POST', path, post({ query: '\u0000' }), 400, 'validation'],
    ['an empty query', 'GET', `${path}?query=`, undefined, 400, 'BAD_REQUEST'],
    ['no query at all', 'POST', path, post({}), 400, 'BAD_REQUEST'],
    ['a syntax error', 'GET', `${path}?query=%7B`, undefined, 400, 'GRAPHQL_PARSE_FAILED'],
    ['a query that is JSON, not GraphQL', 'GET', `${path}?query=5`, undefined, 400, 'GRAPHQL_PARSE_FAILED'],
    ['a JSON object as the query', 'POST', path, post({ query: '{}' }), 400, 'GRAPHQL_PARSE_FAILED'],
    ['a number as the query', 'POST', path, post({ query: 5 }), 400, 'GRAPHQL_PARSE_FAILED'],
    ['an unknown field', 'GET', `${path}?query=${encodeURIComponent('{ nope }')}`, undefined, 400, 'GRAPHQL_VALIDATION_FAILED'],
    ['too many fields', 'POST', path, post({ query: WIDE[path] }), null, 'GRAPHQL_VALIDATION_FAILED'],
    ['a query bigger than the body limit', 'POST', path, post({ query: HUGE }), 413, 'payload_too_large'],
    ['a body that is not JSON', 'POST', path, 'not json', 400, 'validation'],
    ['variables that are not JSON', 'GET', `${path}?query=%7B__typename%7D&variables=nope`, undefined, 400, 'BAD_REQUEST'],
    ['variables that are no object', 'POST', path, post({ query: '{ __typename }', variables: 5 }), 400, 'validation'],
    ['a variable of the wrong type', 'POST', path, post({ query: 'query ($n: Int!) { __typename @include(if: true) a: __typename @skip(if: false) }', variables: { n: 'x' } }), 400, 'GRAPHQL_VALIDATION_FAILED'],
    ['a mutation over GET', 'GET', `${path}?query=${encodeURIComponent('mutation { x }')}`, undefined, 405, 'BAD_REQUEST'],
  ])('%s: a message and a code', async (_case, method, url, payload, status, code) => {
    const answer = await ask(method as 'GET' | 'POST', url, payload);
    // GraphQL's own refusals of several problems answer 200, as GraphQL over HTTP allows.
    if (status !== null) expect(answer.statusCode).toBe(status);
    expect(answer.errors.length).toBeGreaterThan(0);
    for (const error of answer.errors) {
      expect(typeof error.message).toBe('string');
      expect(error.message).not.toBe('');
      expect(typeof error.extensions?.code).toBe('string');
    }
    expect(answer.errors[0]?.extensions?.code).toBe(code);
  });

  it('names the NUL character and where it was', async () => {
    const { errors } = await ask('POST', path, post({ query: '{ __typename }', variables: { a: 'b\u0000c' } }));
    expect(errors[0]?.message).toMatch(/variables\.a.*NUL/);
  });
});

describe('errors a resolver answers', () => {
  it('keep the code they were thrown with (an unknown order is NOT_FOUND)', async () => {
    const { errors } = await ask('POST', '/graphql', post({ query: '{ order(id: "nope") { id } }' }));
    expect(errors[0]).toMatchObject({ message: 'Order nope was not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('say a variable of the wrong type is the caller’s', async () => {
    const query = 'query ($kind: String!, $locale: String!) { content(kind: $kind, locale: $locale) { kind } }';
    const { statusCode, errors } = await ask('POST', '/content/graphql', post({ query, variables: { kind: 5, locale: 'en' } }));
    expect(statusCode).toBe(400);
    expect(errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors[0]?.message).toMatch(/\$kind|\$locale/);
  });

  it('say an argument the content endpoint refuses is the caller’s, with its message', async () => {
    const query = 'query ($kind: String!) { content(kind: $kind, locale: "en") { kind } }';
    const { errors } = await ask('POST', '/content/graphql', post({ query, variables: { kind: 'menu' } }));
    expect(errors[0]).toMatchObject({ message: expect.stringMatching(/Unknown content kind/), extensions: { code: 'BAD_USER_INPUT' } });
  });
});
