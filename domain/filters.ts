/**
 * The REST filter syntax: `property[operator]value`, joined by `;`.
 * Lists (for in, nin, btwn and nbtwn) are joined by commas.
 * The storefront serialises; the API parses. Both use this file, so they cannot disagree.
 */

export const FILTER_OPERATORS = [
  'btwn',
  'endsw',
  'eq',
  'gt',
  'gte',
  'in',
  'is',
  'like',
  'lt',
  'lte',
  'nbtwn',
  'ne',
  'nin',
  'nlike',
  'not',
  'startsw',
  'subs',
] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number];
type FilterScalar = string | number | boolean;
type FilterValue = FilterScalar | FilterScalar[];

export type Filter = { property: string; operator: FilterOperator; value: FilterValue };

/** Operators whose value is a comma-joined list. */
const LIST_OPERATORS: readonly FilterOperator[] = ['in', 'nin', 'btwn', 'nbtwn'];
/** Operators whose list holds exactly two bounds. */
const RANGE_OPERATORS: readonly FilterOperator[] = ['btwn', 'nbtwn'];

export const MAX_FILTERS = 20;
export const MAX_FILTER_LENGTH = 2000;

export function isFilterOperator(value: string): value is FilterOperator {
  return (FILTER_OPERATORS as readonly string[]).includes(value);
}

export function serializeFilter({ property, operator, value }: Filter): string {
  const text = Array.isArray(value) ? value.map(String).join(',') : String(value);
  return `${property}[${operator}]${text}`;
}

export function serializeFilters(filters: Filter[]): string {
  return filters.map(serializeFilter).join(';');
}

export type ParsedFilter = { property: string; operator: FilterOperator; value: string | string[] };
type FilterParseResult = { ok: true; filters: ParsedFilter[] } | { ok: false; message: string };

const FILTER_PATTERN = /^([A-Za-z][A-Za-z0-9_.]*)\[([a-z]+)\](.*)$/s;

/**
 * Parses a filter string. Property names are checked against `allowed` when given, so an
 * unknown property is refused by name. Values stay strings; the caller casts them per column.
 */
export function parseFilters(raw: string, allowed?: readonly string[]): FilterParseResult {
  if (raw.length > MAX_FILTER_LENGTH) {
    return { ok: false, message: `Filter is too long (at most ${MAX_FILTER_LENGTH} characters)` };
  }
  const parts = raw.split(';').filter((part) => part.trim() !== '');
  if (parts.length > MAX_FILTERS) return { ok: false, message: `Too many filters (at most ${MAX_FILTERS})` };

  const filters: ParsedFilter[] = [];
  for (const part of parts) {
    const match = FILTER_PATTERN.exec(part.trim());
    if (!match) {
      return { ok: false, message: `Filter "${part}" is malformed: expected property[operator]value` };
    }
    const [, property = '', operator = '', value = ''] = match;
    if (!isFilterOperator(operator)) {
      return { ok: false, message: `Unknown filter operator "${operator}" in "${part}"` };
    }
    if (allowed && !allowed.includes(property)) {
      return { ok: false, message: `Unknown filter property "${property}"; allowed: ${allowed.join(', ')}` };
    }
    if (!LIST_OPERATORS.includes(operator)) {
      filters.push({ property, operator, value });
      continue;
    }
    const list = value.split(',').map((entry) => entry.trim());
    if (list.some((entry) => entry === '')) {
      return { ok: false, message: `Filter "${part}" has an empty entry in its list` };
    }
    if (RANGE_OPERATORS.includes(operator) && list.length !== 2) {
      return { ok: false, message: `Filter "${part}" needs exactly two values for ${operator}` };
    }
    filters.push({ property, operator, value: list });
  }
  return { ok: true, filters };
}
