/** Test helper: one POST to /content/graphql through inject, with the parsed body. */
import type { App } from '@/server/app';

export async function contentGraphqlRequest(app: App, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/content/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ query, variables }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read GraphQL answers loosely
  return { response, body: response.json() as any };
}
