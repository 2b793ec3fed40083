import { parseValue, type ValueNode } from 'graphql';
import { jsonScalar } from './json-scalar';
import { asksForEnglish, localeCandidates, pickServed } from './locales';

describe('content locales', () => {
  it.each([
    ['en', ['en']],
    ['en-US', ['en']],
    ['fr-CA', ['fr-ca', 'en']],
    ['fr_ca', ['fr-ca', 'en']],
    ['fr', ['fr-ca', 'en']],
    ['ja', ['ja-jp', 'en']],
    ['es-MX', ['es-mx', 'en']],
    ['de-DE', ['en']],
    ['', ['en']],
  ])('%j reads %j', (requested, candidates) => {
    expect(localeCandidates(requested)).toEqual(candidates);
  });

  it.each([
    ['en', true],
    ['EN-ca', true],
    ['en_jp', true],
    ['eng', false],
    ['fr-ca', false],
    ['', false],
  ])('%j asks for English: %s', (requested, english) => {
    expect(asksForEnglish(requested)).toBe(english);
  });

  it.each([
    ['fr-ca', ['fr-ca', 'en'], { locale: 'fr-ca', fallback: false }],
    ['fr-ca', ['en'], { locale: 'en', fallback: true }],
    ['en-ca', ['fr-ca', 'en'], { locale: 'en', fallback: false }],
    ['xx', ['en'], { locale: 'en', fallback: true }],
    ['fr-ca', [], null],
  ])('%j with %j stored is served as %j', (requested, available, served) => {
    expect(pickServed(requested, new Set(available))).toEqual(served);
  });
});

describe('the JSON scalar', () => {
  const literal = (source: string): ValueNode => parseValue(source);

  it('sends values as they are', () => {
    const value = { a: [1, 'two', null, { b: true }] };
    expect(jsonScalar.serialize!(value)).toBe(value);
  });

  it.each([
    ['{ a: [1, "x", true, null], b: { c: 2.5 } }', { a: [1, 'x', true, null], b: { c: 2.5 } }],
    ['"text"', 'text'],
    ['42', 42],
  ])('reads the literal %s', (source, value) => {
    expect(jsonScalar.parseLiteral!(literal(source), undefined)).toEqual(value);
  });
});
