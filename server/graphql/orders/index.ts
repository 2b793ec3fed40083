/**
 * The orders GraphQL at /graphql: the thank-you page reads the order, its status and
 * its items through the storefront's orders Apollo client. Its own encapsulated context (not
 * fastify-plugin), like the content GraphQL at /content/graphql, so the two mercurius instances
 * coexist. The guest's token comes as the `token` argument, the X-Order-Token header, or the
 * storefront's `orderToken` cookie (forwarded on server-side requests); the market headers
 * (brand-id, country-alpha-2) must match the order's, and Accept-Language picks the labels.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { acceptParsedDocumentsOnly } from '@/server/graphql/parsed-documents';
import type { WireOrderConfirmation } from '@/domain/wire/payments';
import type { Database } from '@/server/db/client';
import { queryLimitsRule } from '@/server/graphql/content/query-limits';
import { mayAccess, ORDER_TOKEN_HEADER } from '@/server/modules/orders';
import { presentConfirmation, loadConfirmationRows } from '@/server/modules/receipts';
import { OrderNotFoundError, ordersErrorFormatter, TokenInAddressError } from './errors';
import { ORDERS_SCHEMA } from './schema';

/** The storefront's cookie holding the current order's token (lib/order-cookies.ts). */
export const ORDER_TOKEN_COOKIE = 'orderToken';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type OrdersGraphqlOptions = {
  db: Database;
  /** Schema introspection: a convenience of demo mode only. */
  introspection: boolean;
};

/** The first token of: the argument, the X-Order-Token header, the orderToken cookie. */
export function tokenOf(request: Pick<FastifyRequest, 'headers'>, argument: string | null | undefined): string | undefined {
  if (argument) return argument;
  const header = request.headers[ORDER_TOKEN_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  const cookie = request.headers.cookie ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ORDER_TOKEN_COOKIE && value.length > 0) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

async function orderFor(db: Database, request: FastifyRequest, id: string, token: string | undefined): Promise<WireOrderConfirmation> {
  // Over GET the arguments come from the address, which proxies and request logs keep.
  if (token && request.method !== 'POST') throw new TokenInAddressError();
  if (!UUID.test(id)) throw new OrderNotFoundError(id);
  const rows = await loadConfirmationRows(db, id);
  const { market } = request;
  if (!rows || !mayAccess(rows.order, { token: tokenOf(request, token), customerId: request.customer?.id ?? null })) throw new OrderNotFoundError(id);
  if (rows.order.brandId !== market.brandId || rows.order.countryCode !== market.country) {
    throw new OrderNotFoundError(id);
  }
  return presentConfirmation(rows, market.locale);
}

export default async function ordersGraphql(app: FastifyInstance, { db, introspection }: OrdersGraphqlOptions): Promise<void> {
  await app.register(mercurius, {
    schema: ORDERS_SCHEMA,
    resolvers: {
      Query: {
        order: (_root: unknown, args: { id: string; token?: string | null }, context) =>
          orderFor(db, context.reply.request, args.id, args.token ?? undefined),
      },
    },
    path: '/graphql',
    graphiql: false,
    allowBatchedQueries: false,
    // As the content GraphQL: mercurius' query cache loads ESM-only quick-lru by dynamic import(),
    // which Jest's CommonJS runtime cannot run; parsing the one small order query costs little.
    cache: false,
    errorFormatter: ordersErrorFormatter,
    validationRules: [queryLimitsRule({ maxDepth: 6, maxFields: 150, maxRootFields: 3 }), ...(introspection ? [] : [NoSchemaIntrospectionCustomRule])],
  });
  acceptParsedDocumentsOnly(app);
}
