/**
 * The one error handler: every 4xx and 5xx leaves in the WireError shape.
 * Typed errors keep their status and message; Fastify's own errors (validation, body parsing)
 * are rewritten for people; a database too busy to answer in time (server/db/timeouts.ts) is a
 * 503 with Retry-After; anything else is a 500 whose internals stay in the log.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { genericCodeOf } from '@/domain/error-codes';
import type { WireError } from '@/domain/wire/catalog';
import { isDatabaseBusy } from '@/server/db/timeouts';
import { GENERIC_ERROR_MESSAGE, HttpError, wireError } from '@/server/errors';
import { describeIssue, type ValidationIssue } from '@/server/validation-messages';

export type ErrorHandlerOptions = { bodyLimitBytes: number };

async function errorHandler(app: FastifyInstance, options: ErrorHandlerOptions): Promise<void> {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body = toWireError(error, options);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode: body.statusCode, reason: body.message }, 'request refused');
    if (body.statusCode === 429 || body.statusCode === 503) copyRetryAfter(error, reply);
    if (isDatabaseBusy(error)) reply.header('retry-after', String(DATABASE_BUSY_RETRY_SECONDS));
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.status(404).send(wireError(404, `No route ${request.method} ${truncate(path, 200)}`, undefined, { code: 'not_found' }));
  });
}

/** A request the database could not serve in time (a lock held elsewhere, a slow statement, no free connection). */
export const DATABASE_BUSY_MESSAGE = 'The database is busy; try again shortly.';
const DATABASE_BUSY_RETRY_SECONDS = 2;

export function toWireError(error: FastifyError, options: ErrorHandlerOptions): WireError {
  if (isDatabaseBusy(error)) return wireError(503, DATABASE_BUSY_MESSAGE, undefined, { code: 'unavailable' });
  if (error instanceof HttpError) return wireError(error.statusCode, error.message, error.errors, { code: error.code, params: error.params });
  if (error.validation) return validationError(error);
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500 || status < 400) return wireError(500, GENERIC_ERROR_MESSAGE, undefined, { code: 'internal' });
  // Fastify's own refusals (a body too large, not JSON, of another type) carry the code of their status.
  return wireError(status, fastifyMessage(error, options), undefined, { code: genericCodeOf(status) });
}

function validationError(error: FastifyError): WireError {
  const context = error.validationContext ?? 'body';
  const errors = (error.validation as ValidationIssue[]).map((issue) => describeIssue(issue, context));
  return wireError(400, errors[0] ?? 'The request is invalid', errors, { code: 'validation' });
}

function fastifyMessage(error: FastifyError, { bodyLimitBytes }: ErrorHandlerOptions): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large: at most ${bodyLimitBytes} bytes are accepted`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported: send application/json';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but its content type says JSON';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body does not match its Content-Length';
    default:
      return error.message;
  }
}

function copyRetryAfter(error: FastifyError, reply: FastifyReply): void {
  const headers = (error as FastifyError & { headers?: Record<string, string> }).headers;
  if (headers) reply.headers(headers);
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export default fp(errorHandler, { name: 'hickory-error-handler', fastify: '5.x' });
