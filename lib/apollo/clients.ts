/**
 * The storefront's two Apollo clients (DESIGN "Data access"): the orders GraphQL API and the
 * content GraphQL API. A new client per server request (getServerSideProps), with ssrMode on the
 * server; in the browser the page keeps one of each.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { ApiContext } from '@/lib/api/context';
import { publicApiConfig, type PublicApiConfig } from '@/lib/api/config';
import { createErrorLink } from './error-link';
import { graphqlHeaders } from './headers';

/**
 * The client name of content operations (SPEC §7): the content client's endpoint is the
 * strapiApiLink target, and an operation sent through the orders client with
 * `context: { clientName: STRAPI_API_LINK }` goes there too.
 */
export const STRAPI_API_LINK = 'strapiApiLink';

export type GraphqlClientDependencies = {
  config?: PublicApiConfig;
  fetch?: typeof fetch;
};

/** Adds the headers of `ctx` to each operation, read when the operation runs (fresh token). */
function headersLink(ctx: ApiContext): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext((previous: { headers?: Record<string, string> }) => ({
      headers: { ...previous.headers, ...graphqlHeaders(ctx) },
    }));
    return forward(operation);
  });
}

function httpLink(uri: string, dependencies: GraphqlClientDependencies): HttpLink {
  return new HttpLink({ uri, credentials: 'include', ...(dependencies.fetch ? { fetch: dependencies.fetch } : {}) });
}

function isContentOperation(operation: ApolloLink.Operation): boolean {
  return (operation.getContext() as { clientName?: string }).clientName === STRAPI_API_LINK;
}

function buildClient(ctx: ApiContext, transport: ApolloLink): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([createErrorLink(), headersLink(ctx), transport]),
    cache: new InMemoryCache(),
    ssrMode: typeof window === 'undefined',
  });
}

/** The orders GraphQL client; operations named for strapiApiLink go to the content API. */
export function createOrdersClient(ctx: ApiContext, dependencies: GraphqlClientDependencies = {}): ApolloClient {
  const config = dependencies.config ?? publicApiConfig();
  const transport = ApolloLink.split(
    isContentOperation,
    httpLink(config.contentGraphqlUrl, dependencies),
    httpLink(config.ordersGraphqlUrl, dependencies),
  );
  return buildClient(ctx, transport);
}

/** The content GraphQL client: the strapiApiLink target. */
export function createContentClient(ctx: ApiContext, dependencies: GraphqlClientDependencies = {}): ApolloClient {
  const config = dependencies.config ?? publicApiConfig();
  return buildClient(ctx, httpLink(config.contentGraphqlUrl, dependencies));
}
