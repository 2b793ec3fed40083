/**
 * The signed-in customer's id. Every profile route runs behind the auth module's `requireCustomer`
 * (server/auth), so the customer is set; `signedInCustomer` still refuses with 401 rather than
 * act for nobody should a route ever be registered without the guard.
 */
import type { FastifyRequest } from 'fastify';
import { signedInCustomer } from '@/server/auth/plugin';

export function customerIdOf(request: FastifyRequest): number {
  return signedInCustomer(request).id;
}
