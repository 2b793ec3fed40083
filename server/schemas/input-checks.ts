/**
 * Checks every request input passes before its schema: text without NUL characters (PostgreSQL
 * refuses them), finite numbers, and numbers written as plain decimals where the schema wants a
 * number. Ajv alone would coerce `0x10` to 16 and `Infinity` past an integer check.
 * Each check returns a message naming the field at fault, or null.
 */
import { fieldPath } from '@/domain/payments/card-data';

type Schema = { type?: string | string[]; anyOf?: Schema[]; oneOf?: Schema[]; properties?: Record<string, Schema>; items?: Schema; };
type Visit = { value: unknown; key?: string; parent?: Visit };
export type Unstorable = 'nul' | 'non-finite' | 'tiny';

/**
 * Numbers nearer zero than this (zero aside) are refused: PostgreSQL stops a query whose
 * arithmetic underflows (a distance from lat=7e-323), and no coordinate or amount needs them.
 */
export const SMALLEST_NUMBER = 1e-12;

function numberProblem(value: number): Unstorable | null {
  if (!Number.isFinite(value)) return 'non-finite';
  return value !== 0 && Math.abs(value) < SMALLEST_NUMBER ? 'tiny' : null;
}
export type NumberKind = 'integer' | 'number';

/** Whole numbers in a path or query: optional minus, then at most 10 digits (int4 holds 10). */
const PLAIN_INTEGER = /^-?\d{1,10}$/;
/** Decimals as JavaScript writes them (`30.2672`, `5e-7`), finite once read. */
const PLAIN_DECIMAL = /^-?\d{1,10}(\.\d{1,20})?(e[-+]?\d{1,3})?$/i;

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

function children(visit: Visit): Visit[] {
  const { value } = visit;
  if (Array.isArray(value)) return value.map((child, index) => ({ value: child, key: String(index), parent: visit }));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).map(([key, child]) => ({ value: child, key, parent: visit }));
  }
  return [];
}

/** The first string or key holding a NUL, or a number that is not finite, anywhere in `value`. */
export function findUnstorable(value: unknown): { path: string[]; problem: Unstorable } | null {
  const stack: Visit[] = [{ value }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    if (typeof visit.value === 'string' && visit.value.includes('\u0000')) return { path: pathOf(visit), problem: 'nul' };
    const problem = typeof visit.value === 'number' ? numberProblem(visit.value) : null;
    if (problem) return { path: pathOf(visit), problem };
    for (const child of children(visit).reverse()) {
      if (child.key?.includes('\u0000')) return { path: pathOf(child), problem: 'nul' };
      stack.push(child);
    }
  }
  return null;
}

/** `name` for a path or query field, `guest.firstName` in a body, `the x-order-token header`. */
export function unstorableMessage(field: string, problem: Unstorable): string {
  if (problem === 'nul') return `${field} must not contain the NUL character (\\u0000)`;
  if (problem === 'tiny') return `${field} is too close to zero: send 0 or a number of at least ${SMALLEST_NUMBER}`;
  return `${field} must be a finite number`;
}

/** Whether a schema admits numbers only (nulls aside): `Type.Integer()`, `Type.Optional(Type.Number())`, a union of them. */
export function numberKind(schema: Schema | undefined): NumberKind | null {
  if (!schema) return null;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const kinds = branches.filter((branch) => branch.type !== 'null').map(numberKind);
    if (kinds.length === 0 || kinds.some((kind) => kind === null)) return null;
    return kinds.includes('number') ? 'number' : 'integer';
  }
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((type) => type !== 'null');
  if (types.length === 0 || types.some((type) => type !== 'integer' && type !== 'number')) return null;
  return types.includes('number') ? 'number' : 'integer';
}

/** The same words as the schema's own type error (validation-messages.ts), so a field reads alike however it failed. */
function numberMessage(field: string, kind: NumberKind): string {
  return `${field} must be ${kind === 'integer' ? 'a whole number' : 'a number'}`;
}

/**
 * Path and query values are text: where the schema wants a number, the text must be plain decimal
 * digits (no hex, Infinity, spaces or more digits than a 4-byte integer holds). A decimal may carry
 * an exponent, as JavaScript writes a coordinate like 5e-7, as long as it stays finite.
 */
export function looseNumeral(schema: Schema | undefined, values: unknown): string | null {
  if (!schema?.properties || values === null || typeof values !== 'object') return null;
  for (const [name, raw] of Object.entries(values as Record<string, unknown>)) {
    const property = schema.properties[name];
    const kind = numberKind(property);
    if (!kind) continue;
    const pattern = kind === 'integer' ? PLAIN_INTEGER : PLAIN_DECIMAL;
    for (const text of Array.isArray(raw) ? raw : [raw]) {
      if (typeof text !== 'string') continue;
      if (!pattern.test(text)) return numberMessage(name, kind);
      const problem = numberProblem(Number(text));
      if (problem) return problem === 'tiny' ? unstorableMessage(name, problem) : numberMessage(name, kind);
    }
  }
  return null;
}

/** In a JSON body a number is a JSON number: text where the schema wants a number is refused, not coerced. */
export function textForNumber(schema: Schema | undefined, body: unknown): string | null {
  const stack: Array<{ schema: Schema; visit: Visit }> = schema ? [{ schema, visit: { value: body } }] : [];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { schema: at, visit } = entry;
    const kind = numberKind(at);
    if (kind && typeof visit.value === 'string') return numberMessage(fieldPath(pathOf(visit)), kind);
    for (const child of children(visit)) {
      const childSchema = Array.isArray(visit.value) ? at.items : at.properties?.[child.key ?? ''];
      if (childSchema) stack.push({ schema: childSchema, visit: child });
    }
  }
  return null;
}
