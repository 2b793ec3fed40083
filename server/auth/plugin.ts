/**
 * Who is calling: decorates every request with `request.customer`, the signed-in customer of a
 * valid, unrevoked, unexpired bearer token, or null. A missing or bad token is not an error
 * here (guest ordering ignores it); routes that need a customer add `requireCustomer`, which
 * answers 401 otherwise. Registered once in app.ts, before the routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_FIELD_MAX } from '@/domain/wire/accounts';
import { realClock } from '@/server/clock';
import type { Database } from '@/server/db/client';
import { UnauthorizedError } from '@/server/errors';
import { createJwtSigner } from './jwt';
import { findActiveSession, type SessionCustomer } from './repository';

/** The signed-in caller. `sessionId` is the session row logout revokes. */
export type AuthCustomer = SessionCustomer;

declare module 'fastify' {
  interface FastifyRequest {
    customer: AuthCustomer | null;
  }
}

export type AuthPluginOptions = { db: Database; jwtSecret: string; now?: () => Date };

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue';

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(headers: FastifyRequest['headers']): string | undefined {
  const value = headers.authorization;
  const match = typeof value === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  const token = match?.[1];
  return token && token.length <= ACCOUNT_FIELD_MAX.token ? token : undefined;
}

/** preHandler for customer routes: 401 unless a valid session token came with the request. */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  if (!request.customer) throw new UnauthorizedError(SIGN_IN_REQUIRED_MESSAGE, { code: 'sign_in_required' });
}

/** The customer of a preHandler-guarded route (requireCustomer ran). */
export function signedInCustomer(request: FastifyRequest): AuthCustomer {
  if (!request.customer) throw new UnauthorizedError(SIGN_IN_REQUIRED_MESSAGE, { code: 'sign_in_required' });
  return request.customer;
}

/** `now` is the real time (tests inject a fake one): the demo clock never moves session expiry. */
async function authPlugin(app: FastifyInstance, { db, jwtSecret, now = realClock }: AuthPluginOptions): Promise<void> {
  const signer = createJwtSigner(jwtSecret);
  app.decorateRequest('customer', null);
  app.addHook('onRequest', async (request) => {
    request.customer = null;
    const token = bearerToken(request.headers);
    if (!token) return;
    const at = now();
    const claims = await signer.verify(token, at);
    if (!claims) return;
    request.customer = await findActiveSession(db, claims.customerId, claims.sessionId, at);
  });
}

export default fp(authPlugin, { name: 'hickory-auth', fastify: '5.x' });
