/**
 * The orders GraphQL documents (served at /graphql): the thank-you
 * page's order. Its fields mirror WireOrderConfirmation (domain/wire/payments.ts); a guest reads
 * the order with its access token, a signed-in owner without one.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { WireOrderConfirmation } from '@/domain/wire/payments';

export type OrderConfirmationData = { order: WireOrderConfirmation | null };
export type OrderConfirmationVariables = { id: string; token?: string | null };

/** A payment's tender as data, worded by each reader in their language. */
const TENDER_FIELDS = gql`
  fragment TenderFields on PaymentTender {
    kind
    brand
    last4
    wallet
    method
    reference
    label
  }
`;

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
        tender {
          ...TenderFields
        }
      }
      items {
        title
        quantity
        unit
        options
        specialInstructions
        label
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
        taxIncluded
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
        localTitle
        phone
        timeZone
        countryCode
        address {
          address
          city
          zip
          district
          local {
            address
            city
          }
          state {
            label
            name
          }
        }
      }
      payments {
        id
        method
        label
        amount
        currency
        tender {
          ...TenderFields
        }
      }
    }
  }
  ${TENDER_FIELDS}
`;
