/**
 * Errors of the orders GraphQL. An order the caller may not see is NOT_FOUND, exactly like an
 * unknown one. GraphQL's own errors and the API's typed HttpErrors keep their messages; any
 * other failure is logged and shows only the generic message.
 */
import { GraphQLError } from 'graphql';
import mercurius, { type MercuriusCommonOptions } from 'mercurius';
import { GENERIC_ERROR_MESSAGE, HttpError } from '@/server/errors';

export class OrderNotFoundError extends mercurius.ErrorWithProps {
  constructor(orderId: string) {
    super(`Order ${orderId} was not found`, { code: 'NOT_FOUND' });
  }
}

/** An order token sent in the address (a GET query) instead of a header or a POST body. */
export class TokenInAddressError extends mercurius.ErrorWithProps {
  constructor() {
    super('Send the order token in the X-Order-Token header or in a POST body, never in the address.', { code: 'BAD_REQUEST' }, 400);
  }
}

type ErrorFormatter = NonNullable<MercuriusCommonOptions['errorFormatter']>;

function isSafe(original: Error | undefined): boolean {
  if (!original) return true;
  if (original instanceof mercurius.ErrorWithProps || original instanceof HttpError || original instanceof GraphQLError) return true;
  const { code } = original as Error & { code?: unknown };
  return typeof code === 'string' && code.startsWith('MER_ERR_');
}

export const ordersErrorFormatter: ErrorFormatter = (execution, context) => {
  const log = context.reply?.log ?? context.app.log;
  const errors = execution.errors.map((error) => {
    if (isSafe(error.originalError)) return error;
    log.error({ err: error.originalError, path: error.path }, 'orders query failed');
    return new GraphQLError(GENERIC_ERROR_MESSAGE, { nodes: error.nodes, path: error.path });
  });
  return mercurius.defaultErrorFormatter({ ...execution, errors }, context);
};
