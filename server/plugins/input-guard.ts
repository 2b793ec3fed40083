/**
 * Parses JSON bodies with a nesting limit (json-body.ts), then checks every route's input before its schema runs, so no input can reach the database in a form
 * it refuses (a 500) or the API stores what it must not:
 * - no NUL character in any path, query, header or body text (PostgreSQL refuses it);
 * - numbers in a path or query in plain decimal digits, and no text or non-finite number in a
 *   body where the schema wants a number (no `0x10` read as 16, no `Infinity` or `1e309`);
 * - no card number or security code in any body but a card form's fields (server/schemas/card-form.ts).
 * Each refusal is a 400 naming the field at fault.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cardDataMessage, fieldPath, findCardData } from '@/domain/payments/card-data';
import { BadRequestError } from '@/server/errors';
import { cardFormFields } from '@/server/schemas/card-form';
import { findUnstorable, looseNumeral, textForNumber, unstorableMessage } from '@/server/schemas/input-checks';
import jsonBody from './json-body';

/** Passwords are hashed, never stored as typed: a password made of digits is not card data. */
const NOT_CARD_DATA = /password/i;

type RouteSchema = { params?: object; querystring?: object; body?: object };

function refuse(message: string): never {
  throw new BadRequestError(message, [message]);
}

function refuseUnstorable(request: FastifyRequest): void {
  const parts: Array<[value: unknown, name: (path: string[]) => string]> = [
    [request.params, (path) => path.join('.')],
    [request.query, (path) => path.join('.')],
    [request.headers, (path) => `the ${path[0] ?? ''} header`],
    [request.body, fieldPath],
  ];
  for (const [value, name] of parts) {
    const found = findUnstorable(value);
    if (found) refuse(unstorableMessage(name(found.path), found.problem));
  }
}

function refuseLooseNumbers(request: FastifyRequest, schema: RouteSchema): void {
  const message =
    looseNumeral(schema.params, request.params) ??
    looseNumeral(schema.querystring, request.query) ??
    textForNumber(schema.body, request.body);
  if (message) refuse(message);
}

function refuseCardData(request: FastifyRequest, schema: RouteSchema): void {
  if (request.body === undefined || request.body === null) return;
  const allowed = cardFormFields(schema.body);
  const finding = findCardData(request.body, { ignoreField: (key) => allowed.has(key) || NOT_CARD_DATA.test(key) });
  if (finding) refuse(cardDataMessage(finding));
}

async function inputGuard(app: FastifyInstance): Promise<void> {
  await app.register(jsonBody);
  app.addHook('preValidation', async (request) => {
    refuseUnstorable(request);
    refuseLooseNumbers(request, (request.routeOptions.schema ?? {}) as RouteSchema);
  });
  // Last of each route's preValidation hooks, so a route's own, more specific card check answers first.
  app.addHook('onRoute', (route) => {
    const own = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [...own, async (request: FastifyRequest) => refuseCardData(request, (route.schema ?? {}) as RouteSchema)];
  });
}

export default fp(inputGuard, { name: 'hickory-input-guard', fastify: '5.x' });
