/**
 * Every input schema of every route is bounded: whole numbers within PostgreSQL `integer`
 * (4 bytes), numbers within finite bounds, text with a maximum length, lists with a maximum size.
 * An unbounded field is how a well-formed request still overflows a column (a 500).
 */
import { build, type TestApp } from '@/server/test/build-app';
import { routeInputs, type JsonSchema } from './openapi-routes';

const INT4 = { min: -2_147_483_648, max: 2_147_483_647 };

/** The unbounded fields of `schema`, named by path. */
export function unboundedFields(schema: JsonSchema, name: string): string[] {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap((branch) => unboundedFields(branch, name));
  if (schema.enum || schema.const !== undefined) return [];
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((type) => type !== 'null');
  return types.flatMap((type) => {
    switch (type) {
      case 'integer':
        return (schema.minimum ?? -Infinity) >= INT4.min && (schema.maximum ?? Infinity) <= INT4.max ? [] : [`${name} (integer)`];
      case 'number':
        return Number.isFinite(schema.minimum) && Number.isFinite(schema.maximum) ? [] : [`${name} (number)`];
      case 'string':
        return schema.maxLength === undefined && schema.format !== 'uuid' ? [`${name} (text)`] : [];
      case 'array':
        return [...(schema.maxItems === undefined ? [`${name} (list)`] : []), ...unboundedFields(schema.items ?? {}, `${name}[]`)];
      case 'object':
        return Object.entries(schema.properties ?? {}).flatMap(([key, child]) => unboundedFields(child, `${name}.${key}`));
      default:
        return [];
    }
  });
}

describe('unboundedFields', () => {
  it.each([
    [{ type: 'integer', minimum: 1, maximum: 2_147_483_647 }, []],
    [{ type: 'integer', minimum: 1 }, ['x (integer)']],
    [{ type: 'integer', minimum: 1, maximum: 99_999_999_999 }, ['x (integer)']],
    [{ type: 'number', minimum: -90 }, ['x (number)']],
    [{ type: 'string' }, ['x (text)']],
    [{ type: 'string', enum: ['a'] }, []],
    [{ type: 'string', format: 'uuid' }, []],
    [{ type: 'array', items: { type: 'string', maxLength: 3 } }, ['x (list)']],
    [{ type: 'object', properties: { a: { anyOf: [{ type: 'string' }, { type: 'null' }] } } }, ['x.a (text)']],
  ] as [JsonSchema, string[]][])('%j → %j', (schema, expected) => {
    expect(unboundedFields(schema, 'x')).toEqual(expected);
  });
});

describe('the input schemas of every route', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await build('pglite');
  });
  afterAll(() => context.close());

  it('bound every number, text and list', async () => {
    // GraphQL documents are mercurius's own input, bounded by the body limit and parsed by graphql-js.
    const routes = (await routeInputs(context.app)).filter((route) => !route.path.endsWith('/graphql'));
    const unbounded = routes.flatMap((route) => {
      const label = `${route.method} ${route.path}`;
      const parameters = [...route.params, ...route.query, ...route.headers];
      return [
        ...parameters.flatMap((parameter) => unboundedFields(parameter.schema, parameter.name)),
        ...(route.body ? unboundedFields(route.body, 'body') : []),
      ].map((field) => `${label}: ${field}`);
    });
    expect(unbounded).toEqual([]);
  });
});
