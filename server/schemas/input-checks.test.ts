import { findUnstorable, looseNumeral, numberKind, textForNumber } from './input-checks';

const Id = { type: 'integer', minimum: 1, maximum: 2147483647 };
const Lat = { type: 'number', minimum: -90, maximum: 90 };

describe('findUnstorable', () => {
  it.each([
    ['clean', { a: 'x', b: [1, 'y'] }, null],
    ['NUL in a nested string', { a: { b: ['ok', 'n\u0000'] } }, { path: ['a', 'b', '1'], problem: 'nul' }],
    ['NUL in a key', { 'k\u0000': 1 }, { path: ['k\u0000'], problem: 'nul' }],
    ['Infinity', { n: Infinity }, { path: ['n'], problem: 'non-finite' }],
    ['NaN', [NaN], { path: ['0'], problem: 'non-finite' }],
    ['a bare string', '\u0000', { path: [], problem: 'nul' }],
    ['a number that underflows', { lat: 7e-323 }, { path: ['lat'], problem: 'tiny' }],
    ['zero', { lat: 0, lng: -0 }, null],
  ])('%s', (_label, value, expected) => {
    expect(findUnstorable(value)).toEqual(expected);
  });
});

describe('numberKind', () => {
  it.each([
    [Id, 'integer'],
    [Lat, 'number'],
    [{ anyOf: [Id, { type: 'null' }] }, 'integer'],
    [{ anyOf: [Id, Lat] }, 'number'],
    [{ anyOf: [Id, { type: 'string' }] }, null],
    [{ type: 'string' }, null],
    [undefined, null],
  ])('%j → %s', (schema, expected) => {
    expect(numberKind(schema)).toBe(expected);
  });
});

describe('looseNumeral', () => {
  const schema = { properties: { id: Id, lat: Lat, q: { type: 'string' } } };
  it.each([
    [{ id: '16' }, null],
    [{ id: '0x10' }, 'id must be a whole number'],
    [{ id: '1e3' }, 'id must be a whole number'],
    [{ id: 'Infinity' }, 'id must be a whole number'],
    [{ id: '99999999999' }, 'id must be a whole number'],
    [{ id: ' 1' }, 'id must be a whole number'],
    [{ id: '' }, 'id must be a whole number'],
    [{ id: ['1', 'x'] }, 'id must be a whole number'],
    [{ lat: '-30.2672' }, null],
    [{ lat: '5e-7' }, null],
    [{ lat: '1e309' }, 'lat must be a number'],
    [{ lat: '7e-323' }, 'lat is too close to zero: send 0 or a number of at least 1e-12'],
    [{ lat: '0.00000000000000000001' }, 'lat is too close to zero: send 0 or a number of at least 1e-12'],
    [{ lat: '0.0' }, null],
    [{ lat: 'NaN' }, 'lat must be a number'],
    [{ q: '0x10' }, null],
  ])('%j → %s', (values, expected) => {
    expect(looseNumeral(schema, values)).toBe(expected);
  });
});

describe('textForNumber', () => {
  const schema = { type: 'object', properties: { itemId: Id, lines: { type: 'array', items: { type: 'object', properties: { qty: Id } } } } };
  it.each([
    [{ itemId: 3 }, null],
    [{ itemId: '3' }, 'itemId must be a whole number'],
    [{ lines: [{ qty: 1 }, { qty: '2' }] }, 'lines[1].qty must be a whole number'],
    [{ other: '3' }, null],
  ])('%j → %s', (body, expected) => {
    expect(textForNumber(schema, body)).toBe(expected);
  });
});
