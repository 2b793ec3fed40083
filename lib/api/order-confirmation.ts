/**
 * The thank-you page's order, read through the orders GraphQL on the server (the page's
 * getServerSideProps); kept apart from ./checkout.ts so that no browser bundle takes in Apollo.
 */
import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { SUMMARY_MESSAGES } from '@/domain/messages';
import type { WireOrderConfirmation } from '@/domain/wire/payments';
import { ORDER_CONFIRMATION_QUERY } from '@/graphql/orders';
import { createOrdersClient } from '@/lib/apollo/clients';
import { ApiError } from './api-error';
import type { ApiContext } from './client';
import type { OrderAccess } from './ordering';

/**
 * The paid order for the thank-you page, read through the orders GraphQL; null when
 * the API does not know it (or the token does not open it).
 */
export async function fetchOrderConfirmation(
  ctx: ApiContext,
  access: OrderAccess,
  client: Pick<ApolloClient, 'query'> = createOrdersClient(ctx),
): Promise<WireOrderConfirmation | null> {
  const { data, error } = await client.query({
    query: ORDER_CONFIRMATION_QUERY,
    variables: { id: access.orderId, token: access.orderToken },
    fetchPolicy: 'no-cache',
    errorPolicy: 'all',
  });
  if (data?.order) return data.order;
  if (!error) return null;
  if (CombinedGraphQLErrors.is(error) && error.errors.every((entry) => entry.extensions?.code === 'NOT_FOUND')) return null;
  throw new ApiError(500, SUMMARY_MESSAGES.somethingWentWrong, { cause: error, code: 'internal' });
}
