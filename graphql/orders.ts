/**
 * The orders GraphQL documents (served at /graphql): the thank-you
 * page's order. Its fields mirror WireOrderConfirmation (domain/wire/payments.ts); a guest reads
 * the order with its access token, a signed-in owner without one.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { WireOrderConfirmation } from '@/domain/wire/payments';

export type OrderConfirmationData = { order: WireOrderConfirmation | null };
export type OrderConfirmationVariables = { id: string; token?: string | null };

export const ORDER_CONFIRMATION_QUERY: TypedDocumentNode<OrderConfirmationData, OrderConfirmationVariables> = gql`
  query OrderConfirmation($id: ID!, $token: String) {
    order(id: $id, token: $token) {
      id
      number
      statusId
      status
      statusLabel
      currency
      handoff
      guestFirstName
      paidAt
      refunds {
        amount
        refundedAt
        paymentLabel
      }
      items {
        title
        quantity
        options
        specialInstructions
        lineTotal
      }
      totals {
        subtotal
        discount
        discountedSubtotal
        deliveryFee
        taxes {
          code
          rate
          amount
        }
        taxTotal
        tip
        total
      }
      timeslot {
        start
        date
        label
        asap
      }
      deliveryAddress {
        address
        city
        state
        zip
        aptSuitBldg
        deliveryInstructions
      }
      location {
        id
        slug
        title
        phone
        timeZone
        countryCode
        address {
          address
          city
          zip
          state {
            label
          }
        }
      }
      payments {
        id
        method
        label
        amount
        currency
      }
    }
  }
`;
