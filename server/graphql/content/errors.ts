/**
 * Errors of the content GraphQL. A ContentQueryError is the caller's mistake (BAD_USER_INPUT)
 * and keeps its message; every other error takes the shape of server/graphql/error-format.ts.
 */
import { graphqlErrorFormatter } from '../error-format';

export class ContentQueryError extends Error {
  override name = 'ContentQueryError';
}

export const contentErrorFormatter = graphqlErrorFormatter('content', (original) => original instanceof ContentQueryError);
