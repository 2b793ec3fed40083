import { buildSchema, validate } from 'graphql';
import { ORDER_CONFIRMATION_QUERY } from '@/graphql/orders';
import { ORDERS_SCHEMA } from './schema';

// The storefront's thank-you page asks with this document; one the schema does not answer would fail the page.
it('the storefront’s order confirmation query is valid against the orders schema', () => {
  expect(validate(buildSchema(ORDERS_SCHEMA), ORDER_CONFIRMATION_QUERY).map((error) => error.message)).toEqual([]);
});
