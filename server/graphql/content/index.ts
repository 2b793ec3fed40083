/**
 * The content GraphQL: POST/GET /content/graphql, the storefront's strapiApiLink
 * target, served by mercurius from the content tables (loaded from content/ at start).
 *
 * Two GraphQL endpoints in one app: this plugin is NOT wrapped in fastify-plugin, so it is its
 * own encapsulated context. Mercurius' decorators (app.graphql, reply.graphql) and routes stay
 * inside it, and the orders GraphQL (server/graphql/orders, at /graphql) registers its own
 * mercurius the same way, in its own context. Register this one with `{ prefix: '/content' }`
 * (see CONTENT_GRAPHQL_PREFIX): the endpoint is then /content/graphql. There is no GraphiQL:
 * its page loads scripts from a CDN, and nothing here may reach the network at run time.
 * plugin.test.ts proves two instances coexist this way.
 * For any other mercurius in this app (the orders GraphQL): register it inside a plain
 * `async (scope) => scope.register(mercurius, ...)` plugin too, and pass `cache: false` (see
 * below) unless jest.config.js compiles mercurius and quick-lru, or its Jest suites fail with
 * "A dynamic import callback was invoked without --experimental-vm-modules".
 */
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { acceptParsedDocumentsOnly } from '@/server/graphql/parsed-documents';
import type { Database } from '@/server/db/client';
import { contentErrorFormatter } from './errors';
import { jsonScalar } from './json-scalar';
import { queryLimitsRule, type QueryLimits } from './query-limits';
import { contentRepository } from './repository';
import { createResolvers } from './resolvers';
import { CONTENT_SCHEMA } from './schema';

export const CONTENT_GRAPHQL_PREFIX = '/content';
/**
 * What one request may ask for. The deepest real query is 4 levels (blogPosts > posts > image > url);
 * a page asks at most a handful of root fields (pageMeta, footer, navigation, its document).
 */
export const CONTENT_QUERY_LIMITS: QueryLimits = { maxDepth: 6, maxFields: 200, maxRootFields: 10 };

export type ContentGraphqlOptions = {
  db: Database;
  /** Schema introspection: a convenience of demo mode only. */
  introspection: boolean;
  /** When blog posts count as published: the real clock unless a test replaces it. */
  now?: () => Date;
};

export default async function contentGraphql(app: FastifyInstance, { db, introspection, now }: ContentGraphqlOptions): Promise<void> {
  await app.register(mercurius, {
    schema: CONTENT_SCHEMA,
    resolvers: { ...createResolvers(contentRepository(db, now)), JSON: jsonScalar },
    path: '/graphql',
    graphiql: false,
    allowBatchedQueries: false,
    // Mercurius' query cache loads the ESM-only quick-lru with a dynamic import(), which Jest's
    // CommonJS runtime refuses unless jest.config.js compiles mercurius and quick-lru. Parsing
    // and validating a content query costs well under a millisecond, so the cache stays off.
    cache: false,
    errorFormatter: contentErrorFormatter,
    validationRules: [queryLimitsRule(CONTENT_QUERY_LIMITS), ...(introspection ? [] : [NoSchemaIntrospectionCustomRule])],
  });
  acceptParsedDocumentsOnly(app);
}
