/**
 * Test helper for browser-side tests: writes the page's config element as _document renders it,
 * with every backend (REST, orders and content GraphQL) pointing at the test server.
 */
import { PUBLIC_CONFIG_ELEMENT_ID, publicConfigJson } from '../config';
import type { TestServer } from './test-server';

export function publishTestServerConfig(api: Pick<TestServer, 'url'>): void {
  document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
  const script = document.createElement('script');
  script.id = PUBLIC_CONFIG_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = publicConfigJson({
    orderingApiUrl: api.url,
    serverlessApiUrl: api.url,
    ordersGraphqlUrl: `${api.url}/graphql`,
    contentGraphqlUrl: `${api.url}/content/graphql`,
  });
  document.head.append(script);
}
