/**
 * Rewrites Ajv validation issues (as Fastify reports them) into human messages naming the field:
 * `querystring/pageSize must be <= 100` becomes `pageSize must be at most 100`.
 */

export type ValidationIssue = {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  schemaPath?: string;
  message?: string;
};

const TYPE_NAMES: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

const CONTEXT_NAMES: Record<string, string> = {
  body: 'the body',
  querystring: 'the query string',
  params: 'the path',
  headers: 'the headers',
};

/** `/items/0/title` → `items[0].title`; the empty path names the part itself (`the body`). */
export function fieldName(instancePath: string, context: string): string {
  const segments = instancePath.split('/').filter(Boolean).map(unescapePointer);
  if (segments.length === 0) return CONTEXT_NAMES[context] ?? context;
  return segments.reduce((name, segment) => (/^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment), '');
}

export function describeIssue(issue: ValidationIssue, context: string): string {
  if (isRefusedExtraField(issue)) return extraFieldMessage(issue.instancePath, context);
  const field = fieldName(issue.instancePath, context);
  const { params } = issue;
  switch (issue.keyword) {
    case 'required':
      return `${joinField(field, String(params.missingProperty), context)} is required`;
    case 'additionalProperties':
      return `"${String(params.additionalProperty)}" is not allowed in ${field}`;
    case 'type':
      return `${field} must be ${typeName(params.type)}`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `${field} must be less than ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `${field} must be greater than ${String(params.limit)}`;
    case 'maxLength':
      return `${field} must be at most ${plural(Number(params.limit), 'character')} long`;
    case 'minLength':
      return Number(params.limit) === 1 ? `${field} must not be empty` : `${field} must be at least ${plural(Number(params.limit), 'character')} long`;
    case 'maxItems':
      return `${field} must hold at most ${plural(Number(params.limit), 'entry', 'entries')}`;
    case 'minItems':
      return `${field} must hold at least ${plural(Number(params.limit), 'entry', 'entries')}`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `${field} must be ${String(params.allowedValue)}`;
    case 'pattern':
      return `${field} has an invalid format`;
    case 'format':
      return `${field} must be a valid ${String(params.format)}`;
    default:
      return `${field} is invalid`;
  }
}

/** A closed object (schemas/common.ts `Strict`) reports an unknown field as its `additionalProperties: { not: {} }` failing. */
function isRefusedExtraField(issue: ValidationIssue): boolean {
  return issue.keyword === 'not' && (issue.schemaPath ?? '').endsWith('/additionalProperties/not');
}

/** `/billing/cardNumber` → `"cardNumber" is not allowed in billing`. */
function extraFieldMessage(instancePath: string, context: string): string {
  const cut = instancePath.lastIndexOf('/');
  const extra = unescapePointer(instancePath.slice(cut + 1));
  return `"${extra}" is not allowed in ${fieldName(instancePath.slice(0, cut), context)}`;
}

function joinField(parent: string, child: string, context: string): string {
  return parent === (CONTEXT_NAMES[context] ?? context) ? child : `${parent}.${child}`;
}

function typeName(type: unknown): string {
  const types = String(type).split(',');
  return types.map((entry) => TYPE_NAMES[entry] ?? entry).join(' or ');
}

function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
