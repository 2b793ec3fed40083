/**
 * GraphQL and network errors are only logged; the query still reports them to its
 * caller. A 401 in the browser removes jwt_token and goes to the login page unless already
 * there.
 */
import { CombinedGraphQLErrors, ServerError, type ErrorLike } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import type { ApolloLink } from '@apollo/client/link';
import { redirectToLogin } from '@/lib/api/unauthorized';

function isUnauthorized(error: ErrorLike, operation: ApolloLink.Operation): boolean {
  if (ServerError.is(error) && error.statusCode === 401) return true;
  const response = (operation.getContext() as { response?: { status?: number } }).response;
  if (response?.status === 401) return true;
  return CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED');
}

function logError(error: ErrorLike, operation: ApolloLink.Operation): void {
  const name = operation.operationName ?? 'anonymous operation';
  if (CombinedGraphQLErrors.is(error)) {
    for (const entry of error.errors) {
      console.error(`[GraphQL error] ${name}: ${entry.message}${entry.path ? ` at ${entry.path.join('.')}` : ''}`);
    }
    return;
  }
  console.error(`[Network error] ${name}: ${error.message}`);
}

export function createErrorLink(): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    logError(error, operation);
    if (typeof window !== 'undefined' && isUnauthorized(error, operation)) redirectToLogin();
  });
}
