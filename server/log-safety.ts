/**
 * What the API's logs may hold. Request bodies, bound query parameters, database error details
 * and tokens in addresses never reach a log line:
 * - errors are logged through `safeError`: type, message, code, status, stack and the SQL text
 *   of a failed query, and the same for each cause. A failed query's parameters and a database
 *   error's detail, hint and where (which quote the row's values) are dropped, and so is any
 *   other property an error carries (params, query, body of a request).
 * - request lines log `safeUrl`: the values of sensitive query parameters are replaced.
 * - REDACT lists the paths pino blanks in any logged object.
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[REDACTED]';

export const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-order-token"]',
  'res.headers["set-cookie"]',
  'body',
  '*.body',
  'params',
  '*.params',
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
];

/** Query parameters whose values never reach a log: tokens, credentials, contact details, GraphQL documents. */
const SENSITIVE_PARAM = /token|password|secret|email|phone|pin|card|cvv|cvc|code|key|sig|auth|session|variables|^query$|^q$/i;

/** The address with the values of sensitive query parameters replaced. */
export function safeUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const pairs = url.slice(mark + 1).split('&').map((pair) => {
    const equals = pair.indexOf('=');
    if (equals === -1) return pair;
    const name = pair.slice(0, equals);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      return `${name}=${REDACTED}`;
    }
    return SENSITIVE_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, mark)}?${pairs.join('&')}`;
}

/** Fastify's request line, with the address made safe. */
export function safeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: safeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export type SafeError = {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  /** The SQL text of a failed query (its parameters are never kept). */
  sql?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SafeError;
};

const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[^\s<>"'(),;:@]+/g;

/**
 * Drops what follows "params:" in a failed query's message and a quoted value a database error
 * ends on (invalid input syntax for type uuid: "…"), and masks email addresses (SMTP replies).
 */
export function safeMessage(message: string): string {
  const params = message.search(/\n\s*params:/);
  const withoutParams = params === -1 ? message : message.slice(0, params);
  return withoutParams.replace(/: ".*"\s*$/s, `: "${REDACTED}"`).replace(EMAIL, '[EMAIL]');
}

function stringField(error: Record<string, unknown>, name: string): string | undefined {
  const value = error[name];
  return typeof value === 'string' ? value : undefined;
}

/** The loggable part of an error and its causes (at most 4 deep). */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    const message = typeof error === 'string' ? safeMessage(error) : 'a thrown non-error value';
    return { type: typeof error, message, stack: message };
  }
  const fields = error as unknown as Record<string, unknown>;
  const type = error.constructor?.name || error.name || 'Error';
  const message = safeMessage(error.message ?? '');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const result: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const code = fields.code;
  if (typeof code === 'string' || typeof code === 'number') result.code = code;
  if (typeof fields.statusCode === 'number') result.statusCode = fields.statusCode;
  const sql = stringField(fields, 'query');
  if (sql !== undefined && Array.isArray(fields.params)) result.sql = sql;
  for (const name of ['constraint', 'table', 'column'] as const) {
    const value = stringField(fields, name);
    if (value !== undefined) result[name] = value;
  }
  if (error.cause !== undefined && depth < 4) result.cause = safeError(error.cause, depth + 1);
  return result;
}
