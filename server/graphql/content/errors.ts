/**
 * Errors of the content GraphQL. A ContentQueryError is the caller's mistake and keeps its
 * message; so do GraphQL's own syntax/validation errors and mercurius' (depth limit, bad
 * request), and the API's typed HttpErrors (a bad brand-id header). Anything else is an
 * internal failure: it is logged and the caller sees only the generic message.
 */
import { GraphQLError } from 'graphql';
import mercurius, { type MercuriusCommonOptions } from 'mercurius';
import { GENERIC_ERROR_MESSAGE, HttpError } from '@/server/errors';

export class ContentQueryError extends Error {
  override name = 'ContentQueryError';
}

type ErrorFormatter = NonNullable<MercuriusCommonOptions['errorFormatter']>;

function isSafe(original: Error | undefined): boolean {
  if (!original) return true;
  if (original instanceof ContentQueryError || original instanceof HttpError || original instanceof GraphQLError) return true;
  const { code, errors } = original as Error & { code?: unknown; errors?: unknown };
  return Array.isArray(errors) || (typeof code === 'string' && code.startsWith('MER_ERR_'));
}

export const contentErrorFormatter: ErrorFormatter = (execution, context) => {
  const log = context.reply?.log ?? context.app.log;
  const errors = execution.errors.map((error) => {
    if (isSafe(error.originalError)) return error;
    log.error({ err: error.originalError, path: error.path }, 'content query failed');
    return new GraphQLError(GENERIC_ERROR_MESSAGE, { nodes: error.nodes, path: error.path });
  });
  return mercurius.defaultErrorFormatter({ ...execution, errors }, context);
};
