/**
 * The signed-in customer of a request. Every profile route runs behind A1's `requireCustomer`
 * (server/auth), so `request.customer` is set; this reads its id and, should a route ever be
 * registered without the guard, refuses with 401 rather than acting for nobody.
 */
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '@/server/errors';

export function customerIdOf(request: FastifyRequest): number {
  const customer = (request as FastifyRequest & { customer?: { id: number } | null }).customer;
  if (!customer) throw new UnauthorizedError();
  return customer.id;
}
