/**
 * The one shape of every error both GraphQL endpoints answer (/graphql and /content/graphql):
 * a `message` a person can read and a stable `extensions.code` a client can branch on.
 * - The query does not parse: GRAPHQL_PARSE_FAILED, with GraphQL's own message.
 * - It asks for what the schema lacks, or beyond the query limits: GRAPHQL_VALIDATION_FAILED.
 * - A variable of the wrong type, or an argument the endpoint refuses: BAD_USER_INPUT.
 * - The request around the query is wrong (no query, variables that are not JSON, a mutation over
 *   GET): BAD_REQUEST, with the status mercurius gives it.
 * - The API refused the request before GraphQL ran (a NUL byte, a body too large or not JSON,
 *   a bad market header): that refusal's message, status and code, exactly as a REST route
 *   answers it (server/plugins/error-handler.ts).
 * - An error a resolver threw with its own code (mercurius' ErrorWithProps: NOT_FOUND) keeps it.
 * - Anything else is an internal failure: logged, and the caller sees only the generic message
 *   with INTERNAL_SERVER_ERROR.
 */
import type { FastifyError } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import mercurius, { type MercuriusCommonOptions } from 'mercurius';
import { GENERIC_ERROR_MESSAGE, HttpError } from '@/server/errors';
import { toWireError } from '@/server/plugins/error-handler';

type ErrorFormatter = NonNullable<MercuriusCommonOptions['errorFormatter']>;

export type GraphqlErrorCode =
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'BAD_USER_INPUT'
  | 'BAD_REQUEST'
  | 'INTERNAL_SERVER_ERROR';

/** What a caller is told of one error, and the status it asks for (none: GraphQL's own). */
type Shaped = { message: string; code: string; status?: number; internal?: unknown };

/** Mercurius' request errors, as a person would say them. */
const MERCURIUS_MESSAGES: Record<string, string> = {
  MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND: 'The request has no GraphQL query: send it as `query`',
};

/** Over GET, `variables` and `extensions` are JSON text in the address. */
const NOT_JSON_PARAMETER = 'variables and extensions must be JSON text';

/** An error that stands for several (mercurius' validation error): each of them, as GraphQL errors. */
function expand(error: GraphQLError): GraphQLError[] {
  const original = error.originalError as (Error & { errors?: unknown }) | undefined;
  if (!original || original instanceof HttpError || !Array.isArray(original.errors)) return [error];
  const inner = original.errors.filter((item): item is Error => item instanceof Error);
  if (inner.length === 0) return [error];
  // A request mercurius refuses (a mutation over GET) lists a plain Error; Fastify's schema
  // refusal of the body keeps its own error, which the API words as every refusal.
  return inner.map((item) => {
    if (item instanceof GraphQLError) return item;
    if ((item as FastifyError).validation) return new GraphQLError(item.message, { originalError: item });
    return new GraphQLError(item.message, { extensions: { code: 'BAD_REQUEST' } });
  });
}

/** graphql-js' messages for a variable's value it cannot take (coercion), not for a query that misuses one. */
const VARIABLE_VALUE = /^Variable "\$[_A-Za-z0-9]+" (got invalid value|of required type|of non-null type)/;

function graphqlCodeOf(error: GraphQLError): GraphqlErrorCode {
  if (error.message.startsWith('Syntax Error')) return 'GRAPHQL_PARSE_FAILED';
  if (VARIABLE_VALUE.test(error.message)) return 'BAD_USER_INPUT';
  return 'GRAPHQL_VALIDATION_FAILED';
}

function ownCode(error: GraphQLError): string | undefined {
  const own = error.extensions?.code ?? (error.originalError as { extensions?: { code?: unknown } } | undefined)?.extensions?.code;
  return typeof own === 'string' && own !== '' ? own : undefined;
}

function shape(error: GraphQLError, isCallerError: (original: Error) => boolean, bodyLimitBytes: number): Shaped {
  const original = error.originalError as (FastifyError & { statusCode?: number }) | undefined;
  const code = ownCode(error);
  if (!original) return { message: error.message, code: code ?? graphqlCodeOf(error) };
  // GraphQL's own error around another (a variable's value a scalar refused): the outer one says more.
  if (original instanceof GraphQLError) return { message: error.message, code: code ?? ownCode(original) ?? graphqlCodeOf(error) };
  if (original instanceof mercurius.ErrorWithProps) return { message: original.message, code: code ?? 'BAD_REQUEST' };
  if (isCallerError(original)) return { message: original.message, code: code ?? 'BAD_USER_INPUT' };
  if (typeof original.code === 'string' && original.code.startsWith('MER_ERR_')) {
    const message = original instanceof SyntaxError ? NOT_JSON_PARAMETER : (MERCURIUS_MESSAGES[original.code] ?? original.message);
    return { message, code: 'BAD_REQUEST', status: original.statusCode };
  }
  const status = original.statusCode;
  if (original instanceof HttpError || original.validation || (typeof status === 'number' && status >= 400 && status < 500)) {
    const wire = toWireError(original, { bodyLimitBytes });
    if (wire.statusCode < 500) return { message: wire.message, code: wire.code, status: wire.statusCode };
  }
  return { message: GENERIC_ERROR_MESSAGE, code: 'INTERNAL_SERVER_ERROR', internal: original };
}

function formatted(error: GraphQLError, shaped: Shaped): GraphQLFormattedError {
  return {
    message: shaped.message.trim() === '' ? GENERIC_ERROR_MESSAGE : shaped.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions: { ...(error.extensions ?? {}), code: shaped.code },
  };
}

/**
 * The error formatter of a GraphQL endpoint. `isCallerError`: errors its resolvers throw for a
 * caller's mistake (BAD_USER_INPUT, their message kept); `label` names the endpoint in the log.
 */
export function graphqlErrorFormatter(label: string, isCallerError: (original: Error) => boolean = () => false): ErrorFormatter {
  return (execution, context) => {
    const log = context.reply?.log ?? context.app.log;
    const bodyLimitBytes = context.app.initialConfig.bodyLimit ?? 1_048_576;
    const shapedErrors = execution.errors.flatMap(expand).map((error) => {
      const shaped = shape(error, isCallerError, bodyLimitBytes);
      if (shaped.internal) log.error({ err: shaped.internal, path: error.path }, `${label} query failed`);
      return { error, shaped };
    });
    const errors = shapedErrors.map(({ error, shaped }) => formatted(error, shaped));
    return { statusCode: statusOf(execution, shapedErrors.map(({ shaped }) => shaped)), response: { data: execution.data ?? null, errors } };
  };
}

/**
 * As mercurius answers: 200 when there is data; else the execution's status, or the one error's
 * (a request refused before GraphQL ran: its 4xx), else 200, as GraphQL over HTTP asks.
 */
function statusOf(execution: Parameters<ErrorFormatter>[0] & { statusCode?: number }, shaped: Shaped[]): number {
  if (execution.data) return 200;
  if (typeof execution.statusCode === 'number') return execution.statusCode;
  if (shaped.length === 1) {
    const own = shaped[0]?.status ?? (execution.errors[0]?.originalError as { statusCode?: unknown } | undefined)?.statusCode;
    if (typeof own === 'number' && own >= 400) return own;
  }
  return 200;
}
