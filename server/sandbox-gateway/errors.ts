/**
 * The processor's one error handler. Every refusal leaves as `{ error, message, code }` with a
 * fixed message: a refused body is never quoted back (a card number could be in it), and a 5xx
 * shows nothing of its cause. Only 5xx are logged, with the error's type and message.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

export type GatewayError = { error: string; message: string; code: string };

const MESSAGES: Record<number, { message: string; code: string }> = {
  400: { message: 'The request is not valid: send JSON with number, expiry and cvc as texts of at most 64 characters', code: 'invalid_request' },
  404: { message: 'No such page', code: 'not_found' },
  413: { message: 'The request body is too large', code: 'too_large' },
  415: { message: 'Send application/json', code: 'unsupported_media_type' },
};
const INTERNAL = { message: 'The card service failed; try again in a moment', code: 'internal' };

export function gatewayError(status: number, message?: string, code?: string): GatewayError {
  const known = MESSAGES[status] ?? (status >= 500 ? INTERNAL : { message: STATUS_CODES[status] ?? 'Refused', code: 'refused' });
  return { error: STATUS_CODES[status] ?? 'Error', message: message ?? known.message, code: code ?? known.code };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const raw = typeof error.statusCode === 'number' ? error.statusCode : 500;
    const status = error.validation ? 400 : raw >= 400 && raw < 600 ? raw : 500;
    if (status >= 500) request.log.error({ err: { type: error.name, message: error.message, code: error.code } }, 'request failed');
    return reply.status(status).send(gatewayError(status));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(gatewayError(404)));
}
