/**
 * POST /v1/tokens?locale=<tag>: the hosted fields' card, `{ number, expiry, cvc }`, becomes a
 * token the API can charge. 200 with the token and what may be shown of the card; 400 with each
 * field at fault in the diner's language. The body is never logged nor quoted back, and no CORS
 * header is sent: only the processor's own frame (same origin) and server-side callers use it.
 */
import type { FastifyInstance } from 'fastify';
import type { CardInput } from '@/domain/payments/card';
import type { createSandboxCardDesk } from '@/server/modules/payments';
import { localizeCardErrors } from './card-errors';
import { gatewayError } from './errors';
import { hostedFieldsTexts } from './texts';

/** The longest text each card field may carry (far above any real card's). */
export const MAX_CARD_FIELD_LENGTH = 64;

const cardText = { type: 'string', maxLength: MAX_CARD_FIELD_LENGTH, pattern: '^[^\\u0000]*$' } as const;

const tokenSchema = {
  querystring: {
    type: 'object',
    properties: { locale: { type: 'string', maxLength: 35 } },
  },
  body: {
    type: 'object',
    required: ['number', 'expiry', 'cvc'],
    additionalProperties: false,
    properties: { number: cardText, expiry: cardText, cvc: cardText },
  },
} as const;

type CardDesk = ReturnType<typeof createSandboxCardDesk>;

export function registerTokenRoutes(app: FastifyInstance, desk: CardDesk): void {
  app.post<{ Body: CardInput; Querystring: { locale?: string } }>('/v1/tokens', { schema: tokenSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const card = request.body;
    const result = desk.tokenize({ number: card.number, expiry: card.expiry, cvc: card.cvc });
    if (result.ok) {
      const { token, brand, last4, expMonth, expYear } = result;
      return { token, brand, last4, expMonth, expYear };
    }
    const texts = hostedFieldsTexts(request.query.locale ?? 'en');
    const fieldErrors = localizeCardErrors(result.errors, card.number, texts);
    const message = fieldErrors.map((error) => error.message).join(texts.separator);
    return reply.status(400).send({ ...gatewayError(400, message, result.code), fieldErrors });
  });
}
