/**
 * Turns parsed REST filters into drizzle SQL conditions against an allow-list of columns.
 * Values are always bound parameters, cast per column type first; a value or operator that does
 * not fit its column is a 400 naming the filter.
 */
import {
  between,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notBetween,
  notIlike,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import { parseFilters, type FilterOperator, type ParsedFilter } from '@/domain/filters';
import { BadRequestError } from '@/server/errors';

export type FilterColumnType = 'integer' | 'number' | 'text' | 'boolean';
/** `expr` is SQL (wrap a column as sql`${table.column}`) so every operator accepts it. */
export type FilterColumn = { expr: SQL; type: FilterColumnType };
export type FilterColumns = Record<string, FilterColumn>;

type Scalar = string | number | boolean;

/** Integer filter columns are PostgreSQL `integer` (4 bytes). */
const INT4 = { min: -2_147_483_648, max: 2_147_483_647 } as const;

const TEXT_ONLY: readonly FilterOperator[] = ['like', 'nlike', 'startsw', 'endsw', 'subs'];
const ORDERED: readonly FilterOperator[] = ['gt', 'gte', 'lt', 'lte', 'btwn', 'nbtwn'];

/** Parses `raw` against the allow-list and builds one condition per filter (ANDed by the caller). */
export function filterConditions(raw: string | undefined, columns: FilterColumns): SQL[] {
  if (!raw) return [];
  const parsed = parseFilters(raw, Object.keys(columns));
  if (!parsed.ok) throw new BadRequestError(parsed.message, [parsed.message]);
  return parsed.filters.map((filter) => conditionFor(filter, columns));
}

function conditionFor(filter: ParsedFilter, columns: FilterColumns): SQL {
  const column = columns[filter.property];
  if (!column) throw new BadRequestError(`Unknown filter property "${filter.property}"`);
  const { operator } = filter;
  const label = `${filter.property}[${operator}]`;
  if (TEXT_ONLY.includes(operator) && column.type !== 'text') {
    throw new BadRequestError(`Filter ${label}: ${operator} applies to text properties only`);
  }
  if (ORDERED.includes(operator) && column.type === 'boolean') {
    throw new BadRequestError(`Filter ${label}: ${operator} does not apply to true/false properties`);
  }
  if (operator === 'is' || operator === 'not') return isCondition(column, filter, label);
  if (Array.isArray(filter.value)) return listCondition(column, operator, filter.value.map((v) => cast(v, column.type, label)));
  return scalarCondition(column, operator, cast(filter.value, column.type, label));
}

function scalarCondition(column: FilterColumn, operator: FilterOperator, value: Scalar): SQL {
  const { expr } = column;
  switch (operator) {
    case 'eq':
      return eq(expr, value);
    case 'ne':
      return ne(expr, value);
    case 'gt':
      return gt(expr, value);
    case 'gte':
      return gte(expr, value);
    case 'lt':
      return lt(expr, value);
    case 'lte':
      return lte(expr, value);
    case 'like':
      return ilike(expr, String(value));
    case 'nlike':
      return notIlike(expr, String(value));
    case 'startsw':
      return ilike(expr, `${escapeLike(String(value))}%`);
    case 'endsw':
      return ilike(expr, `%${escapeLike(String(value))}`);
    case 'subs':
      return ilike(expr, `%${escapeLike(String(value))}%`);
    default:
      throw new BadRequestError(`Filter operator ${operator} needs a list of values`);
  }
}

function listCondition(column: FilterColumn, operator: FilterOperator, values: Scalar[]): SQL {
  const { expr } = column;
  const [low, high] = values as [Scalar, Scalar];
  switch (operator) {
    case 'in':
      return inArray(expr, values);
    case 'nin':
      return notInArray(expr, values);
    case 'btwn':
      return between(expr, low, high);
    default:
      return notBetween(expr, low, high);
  }
}

/** `is` / `not` take null, true or false: `closedOn[is]null`, `onlineOrdering[not]true`. */
function isCondition(column: FilterColumn, filter: ParsedFilter, label: string): SQL {
  const value = String(filter.value).trim().toLowerCase();
  const negate = filter.operator === 'not';
  if (value === 'null') return negate ? isNotNull(column.expr) : isNull(column.expr);
  if ((value === 'true' || value === 'false') && column.type === 'boolean') {
    if (value === 'true') return negate ? sql`${column.expr} is not true` : sql`${column.expr} is true`;
    return negate ? sql`${column.expr} is not false` : sql`${column.expr} is false`;
  }
  const allowed = column.type === 'boolean' ? 'null, true or false' : 'null';
  throw new BadRequestError(`Filter ${label}: expected ${allowed}, got "${String(filter.value)}"`);
}

function cast(value: string, type: FilterColumnType, label: string): Scalar {
  switch (type) {
    case 'integer': {
      if (!/^-?\d{1,15}$/.test(value)) throw new BadRequestError(`Filter ${label}: "${value}" is not a whole number`);
      const whole = Number.parseInt(value, 10);
      if (whole < INT4.min || whole > INT4.max) {
        throw new BadRequestError(`Filter ${label}: "${value}" is out of range (${INT4.min} to ${INT4.max})`);
      }
      return whole;
    }
    case 'number':
      if (!/^-?\d{1,15}(\.\d{1,15})?$/.test(value)) throw new BadRequestError(`Filter ${label}: "${value}" is not a number`);
      return Number(value);
    case 'boolean':
      if (value !== 'true' && value !== 'false') throw new BadRequestError(`Filter ${label}: "${value}" is not true or false`);
      return value === 'true';
    default:
      return value;
  }
}

/** Makes %, _ and \ literal in a LIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
