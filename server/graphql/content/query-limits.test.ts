import { buildSchema, parse, validate, getIntrospectionQuery } from 'graphql';
import { queryLimitsRule } from './query-limits';

/** A recursive schema, so depth can grow without bound. */
const schema = buildSchema(`
  type Node { id: ID!, name: String, child: Node, children: [Node!]! }
  type Query { node: Node, other: Node }
`);

const rule = queryLimitsRule({ maxDepth: 4, maxFields: 12, maxRootFields: 2 });

function errorsOf(source: string): string[] {
  return validate(schema, parse(source), [rule]).map((error) => error.message);
}

describe('queryLimitsRule', () => {
  it.each([
    ['one level', '{ node { id } }', []],
    ['exactly the depth limit', '{ node { child { child { id } } } }', []],
    ['one level too deep', '{ node { child { child { child { id } } } } }', ['The query is 5 levels deep: at most 4 are allowed']],
    ['too deep inside a named operation', 'query Deep { node { child { child { child { id } } } } }', ['The query "Deep" is 5 levels deep: at most 4 are allowed']],
    ['too deep through a fragment', '{ node { ...F } } fragment F on Node { child { child { child { id } } } }', ['The query is 5 levels deep: at most 4 are allowed']],
    ['too deep through an inline fragment', '{ node { ... on Node { child { child { child { id } } } } } }', ['The query is 5 levels deep: at most 4 are allowed']],
    ['at the field limit', '{ node { id name a: id b: name c: id d: name e: id f: name g: id h: name i: id } }', []],
    ['one field over', '{ node { id name a: id b: name c: id d: name e: id f: name g: id h: name i: id j: name } }', ['The query selects 13 fields: at most 12 are allowed']],
    ['fields counted once per spread', '{ node { ...F a: child { ...F } } } fragment F on Node { id name b: id c: name d: id e: name }', ['The query selects 14 fields: at most 12 are allowed']],
    ['two root fields', '{ node { id } other { id } }', []],
    ['three root fields through aliases', '{ a: node { id } b: node { id } c: node { id } }', ['The query asks 3 top-level questions: at most 2 are allowed in one request']],
    ['root fields inside a fragment', '{ ...R node { id } } fragment R on Query { a: node { id } b: node { id } }', ['The query asks 3 top-level questions: at most 2 are allowed in one request']],
    ['__typename not counted', '{ __typename node { __typename id } }', []],
  ])('%s', (_name, source, expected) => {
    expect(errorsOf(source)).toEqual(expected);
  });

  it('does not count introspection, however deep', () => {
    expect(errorsOf(getIntrospectionQuery())).toEqual([]);
  });

  it('reports each operation of a document by name', () => {
    const source = 'query A { node { id } } query B { node { child { child { child { child { id } } } } } }';
    expect(errorsOf(source)).toEqual(['The query "B" is 6 levels deep: at most 4 are allowed']);
  });

  it('survives fragment cycles (GraphQL reports them itself)', () => {
    const source = '{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }';
    const errors = validate(schema, parse(source)).map((error) => error.message);
    expect(errors.some((message) => /Cannot spread fragment "A" within itself/.test(message))).toBe(true);
    expect(() => errorsOf(source)).not.toThrow();
  });

  it('counts root fields of a fragment explosion without expanding it', () => {
    const levels = Array.from({ length: 30 }, (_, i) => `fragment R${i} on Query { ...R${i + 1} ... on Query { ...R${i + 1} } }`);
    const source = `{ ...R0 } ${levels.join(' ')} fragment R30 on Query { node { id } }`;
    const started = performance.now();
    const errors = errorsOf(source);
    expect(performance.now() - started).toBeLessThan(500);
    expect(errors).toContain(`The query asks ${2 ** 30} top-level questions: at most 2 are allowed in one request`);
  });

  it('measures a fragment explosion without expanding it (memoised)', () => {
    const levels = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Node { a: child { ...F${i + 1} } b: child { ...F${i + 1} } }`);
    const source = `{ node { ...F0 } } ${levels.join(' ')} fragment F30 on Node { id }`;
    const started = performance.now();
    const errors = errorsOf(source);
    expect(performance.now() - started).toBeLessThan(500);
    expect(errors).toEqual([
      'The query is 32 levels deep: at most 4 are allowed',
      `The query selects ${3 * 2 ** 30 - 1} fields: at most 12 are allowed`,
    ]);
  });
});
