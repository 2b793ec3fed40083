/**
 * fast-check arbitraries for hostile requests, generated from a route's JSON schemas: values that
 * fit the schema, values that exist in the database (ids, tokens), and values meant to break
 * things (NUL bytes, huge, negative, non-finite and hex numbers, wrong types, overlong text, deep
 * nesting, unknown and missing fields, card data).
 */
import fc from 'fast-check';
import type { JsonSchema, Parameter, RouteInputs } from './openapi-routes';

/** Values that exist in the fuzzed database, by field name (`orderId`, `locationId`, …). */
export type KnownValues = Record<string, readonly unknown[]>;

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** A JSON number text that JSON.stringify cannot write (`1e309`): marked in the value, unmarked in the text. */
const raw = (text: string) => `__raw__${text}__raw__`;
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/"__raw__(.*?)__raw__"/g, '$1');
}

const nested = (depth: number): unknown => (depth === 0 ? 'deep' : { a: nested(depth - 1) });

export const HOSTILE_TEXT: readonly string[] = [
  '\u0000', 'a\u0000b', '0x10', '0b11', '0o7', 'Infinity', '-Infinity', 'NaN', '1e309', '-1e309', '1e3', '+1', ' 1', '1 ',
  '99999999999', '2147483648', '-2147483649', '9007199254740993', '-1', '0', '00', '1.5', '', ' ', '%00', '%', '../../etc/passwd',
  "' OR 1=1 --", '<script>alert(1)</script>', '\ud800', '😀', 'x'.repeat(10_000), 'null', 'true', '[]', '{}',
  '4242 4242 4242 4242', '__proto__', 'constructor',
];

const HOSTILE_JSON: readonly unknown[] = [
  null, true, false, 0, -1, 1.5, 2147483648, -2147483649, 99999999999, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER,
  raw('1e309'), raw('-1e309'), raw('1e-400'), raw('-0'), raw('1E2'), {}, [], [[[]]], { a: { b: { c: {} } } }, nested(40),
  Array.from({ length: 200 }, (_, index) => index), { cvv: '123' }, { number: 4242424242424242 },
];

const HOSTILE_KEYS: readonly string[] = ['__proto__', 'constructor', 'price', 'unitPrice', 'id', 'role', 'cvv', 'card_number', 'k\u0000', '', 'x'.repeat(500)];

const HOSTILE_BODIES: readonly string[] = [
  '', 'not json', '{', '[', '{"a":1,}', 'null', '"text"', '1e309', '[]', '123', '\u0000',
  `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', '{"a":"\\u0000"}', '{"\\u0000":1}',
];

const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fc.string({ unit: 'binary', maxLength: 40 }));
const hostileJson = fc.oneof(fc.constantFrom(...HOSTILE_JSON), hostileText, fc.jsonValue({ maxDepth: 3 }));

function firstType(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.find((type) => type !== undefined && type !== 'null');
}

/** Values that fit `schema` (or come close): what a well-behaved client would send. */
export function valueFor(schema: JsonSchema, known: KnownValues, name = '', depth = 0): fc.Arbitrary<unknown> {
  const base = fittingValue(schema, known, depth);
  const existing = known[name];
  const withKnown = existing && existing.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...existing), weight: 3 }, { arbitrary: base, weight: 1 }) : base;
  return schema.nullable ? fc.oneof(withKnown, fc.constant(null)) : withKnown;
}

function fittingValue(schema: JsonSchema, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((branch) => valueFor(branch, known, '', depth)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (firstType(schema)) {
    case 'string':
      return schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern)).map((text) => text.slice(0, schema.maxLength ?? 200))
        : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 100_000, 100_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(valueFor(schema.items ?? {}, known, '', depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
      return depth > 4 ? fc.constant({}) : objectFor(schema, known, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(schema: JsonSchema, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, valueFor(child, known, key, depth + 1)]));
  const required = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(model, { requiredKeys: required });
}

/** Every property path of a body schema, nested objects included: where a hostile value may go. */
function propertyPaths(schema: JsonSchema, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 4 || !schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, child]) => [[...prefix, key], ...propertyPaths(child, [...prefix, key], depth + 1)]);
}

function setAt(target: unknown, path: string[], value: unknown): unknown {
  const root = target !== null && typeof target === 'object' && !Array.isArray(target) ? { ...(target as object) } : {};
  let at: Record<string, unknown> = root;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      at[key] = value;
      return;
    }
    const next = at[key];
    at[key] = next !== null && typeof next === 'object' && !Array.isArray(next) ? { ...next } : {};
    at = at[key] as Record<string, unknown>;
  });
  return root;
}

/** Every string (keys aside) of a value with `mark` inserted at `at` percent of its length. */
function markStrings(value: unknown, mark: string, at: number): unknown {
  if (typeof value === 'string') {
    const cut = Math.floor((value.length * at) / 100);
    return `${value.slice(0, cut)}${mark}${value.slice(cut)}`;
  }
  if (Array.isArray(value)) return value.map((entry) => markStrings(entry, mark, at));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, markStrings(entry, mark, at)]));
  }
  return value;
}

/** A JSON body: fitting, with NUL or a card number in every string, with one field hostile (nested ones included), an extra or missing field, or hostile as a whole. */
export function bodyFor(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  const fitting = valueFor(schema, known);
  const paths = propertyPaths(schema);
  const options: fc.Arbitrary<string>[] = [
    fitting.map(toJsonText),
    fc.tuple(fitting, fc.constantFrom(...HOSTILE_KEYS), hostileJson).map(([value, key, bad]) => toJsonText(setAt(value, [key], bad))),
    fc.constantFrom(...HOSTILE_BODIES),
    hostileJson.map(toJsonText),
    fc
      .tuple(fitting, fc.constantFrom('\u0000', ' 4242 4242 4242 4242 ', '\ud800'), fc.integer({ min: 0, max: 100 }))
      .map(([value, mark, at]) => toJsonText(markStrings(value, mark, at))),
  ];
  if (paths.length > 0) {
    options.push(fc.tuple(fitting, fc.constantFrom(...paths), hostileJson).map(([value, path, bad]) => toJsonText(setAt(value, path, bad))));
    options.push(
      fc.tuple(fitting, fc.constantFrom(...paths)).map(([value, path]) => {
        const copy = JSON.parse(toJsonText(value)) as Record<string, unknown>;
        if (copy && typeof copy === 'object' && path.length === 1) delete copy[path[0] as string];
        return toJsonText(copy);
      }),
    );
  }
  return fc.oneof(...options);
}

/** Text for a path, query or header value: fitting, known, or hostile. */
function textFor(parameter: Parameter, known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: valueFor(parameter.schema, known, parameter.name).map((value) => (typeof value === 'string' ? value : toJsonText(value))), weight: 2 },
    { arbitrary: hostileText, weight: 2 },
  );
}

function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

/** Header values travel as Latin-1: other characters are written as their UTF-8 bytes. */
function headerText(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

function optionalEntries(parameters: Parameter[], known: KnownValues): fc.Arbitrary<Record<string, string>> {
  const model = Object.fromEntries(parameters.map((parameter) => [parameter.name, textFor(parameter, known)]));
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
}

/** One hostile request to `route`. `authorization` is a signed-in customer's header, sent now and then. */
export function requestFor(route: RouteInputs, known: KnownValues, authorization: string): fc.Arbitrary<FuzzRequest> {
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  return fc
    .record({
      params: fc.tuple(...route.params.map((parameter) => textFor(parameter, known))),
      query: optionalEntries(route.query, known),
      extraQuery: fc.option(fc.tuple(fc.constantFrom('extra', 'page', 'filter', 'x\u0000'), hostileText), { nil: undefined }),
      headers: optionalEntries(route.headers, known),
      signedIn: fc.boolean(),
      contentType: fc.constantFrom('application/json', 'application/json', 'application/json', 'text/plain', 'application/json; charset=latin1'),
      body: hasBody && route.body ? bodyFor(route.body, known) : hasBody ? fc.option(fc.constantFrom(...HOSTILE_BODIES), { nil: undefined }) : fc.constant(undefined),
    })
    .map(({ params, query, extraQuery, headers, signedIn, contentType, body }) => {
      let index = 0;
      const path = route.path.replace(/\{[^}]+\}/g, () => encode(params[index++] ?? ''));
      const entries = Object.entries(query);
      if (extraQuery) entries.push(extraQuery);
      const search = entries.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
      const sent: Record<string, string> = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, headerText(value)]));
      if (signedIn) sent.authorization = authorization;
      if (body !== undefined) sent['content-type'] = contentType;
      return { method: route.method, url: search ? `${path}?${search}` : path, headers: sent, payload: body };
    });
}
