/**
 * The storefront's two Apollo clients: the orders GraphQL API and the
 * content GraphQL API. A new client per server request (getServerSideProps), with ssrMode on the
 * server; in the browser the page keeps one of each. On the server every operation gives up after
 * SSR_API_TIMEOUT_MS (lib/api/config.ts): its fetch rejects with a TimeoutError, which
 * lib/api/unavailable.ts counts as the API being unavailable.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { ApiContext } from '@/lib/api/context';
import { publicApiConfig, ssrApiTimeoutMs, type PublicApiConfig } from '@/lib/api/config';
import { createErrorLink } from './error-link';
import { graphqlHeaders } from './headers';

/**
 * The client name of content operations: the content client's endpoint is the
 * strapiApiLink target, and an operation sent through the orders client with
 * `context: { clientName: STRAPI_API_LINK }` goes there too.
 */
export const STRAPI_API_LINK = 'strapiApiLink';

type GraphqlClientDependencies = {
  config?: PublicApiConfig;
  fetch?: typeof fetch;
  /** Milliseconds an operation may take; SSR_API_TIMEOUT_MS on the server, none in the browser. */
  timeoutMs?: number | null;
};

/** `send` with every request cut off after `timeoutMs` (the caller's own signal still counts). */
function fetchWithTimeout(send: typeof fetch, timeoutMs: number): typeof fetch {
  return (input, init = {}) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return send(input, { ...init, signal });
  };
}

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
  const timeoutMs = dependencies.timeoutMs === undefined ? ssrApiTimeoutMs() : dependencies.timeoutMs;
  const send = dependencies.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const fetchOption = timeoutMs !== null ? { fetch: fetchWithTimeout(send, timeoutMs) } : dependencies.fetch ? { fetch: dependencies.fetch } : {};
  return new HttpLink({ uri, credentials: 'include', ...fetchOption });
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
