/**
 * Errors of the orders GraphQL. An order the caller may not see is NOT_FOUND, exactly like an
 * unknown one. Every error takes the shape of server/graphql/error-format.ts.
 */
import mercurius from 'mercurius';
import { graphqlErrorFormatter } from '../error-format';

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

export const ordersErrorFormatter = graphqlErrorFormatter('orders');
