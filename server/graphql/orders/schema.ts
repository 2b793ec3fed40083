/** The orders GraphQL schema (the fields are ours). Money is decimal strings. */
export const ORDERS_SCHEMA = /* GraphQL */ `
  type Query {
    "An order its guest may see: pass the order's access token as 'token' or the X-Order-Token header."
    order(id: ID!, token: String): Order!
  }

  type Order {
    id: ID!
    number: String!
    "1 open, 2 paid, 3 preparing, 4 ready, 5 completed, 6 cancelled, 7 delivering"
    statusId: Int!
    status: String!
    "The status in the request's language (Accept-Language)"
    statusLabel: String!
    currency: String!
    items: [OrderItem!]!
    totals: OrderTotals!
    "pickup or delivery"
    handoff: String!
    timeslot: OrderTimeslot
    deliveryAddress: DeliveryAddress
    location: OrderLocation!
    guestFirstName: String
    payments: [Payment!]!
    paidAt: String
    "What the store gave back, oldest first"
    refunds: [OrderRefund!]!
  }

  type OrderRefund {
    amount: String!
    "UTC ISO time the refund went through"
    refundedAt: String!
    paymentLabel: String!
  }

  type OrderItem {
    title: String!
    quantity: Int!
    options: [String!]!
    specialInstructions: String
    lineTotal: String!
  }

  type TaxLine {
    code: String!
    rate: String!
    amount: String!
  }

  type OrderTotals {
    subtotal: String!
    discount: String!
    discountedSubtotal: String!
    deliveryFee: String!
    taxes: [TaxLine!]!
    taxTotal: String!
    tip: String!
    total: String!
  }

  type OrderTimeslot {
    "UTC ISO start of the slot"
    start: String!
    "Local date YYYY-MM-DD and time HH:MM in the store's time zone"
    date: String!
    label: String!
    asap: Boolean!
  }

  type DeliveryAddress {
    address: String!
    city: String!
    state: String
    zip: String!
    aptSuitBldg: String
    deliveryInstructions: String
  }

  type StateRef {
    label: String!
    name: String!
    slug: String!
  }

  type Address {
    address: String!
    city: String!
    citySlug: String!
    state: StateRef!
    zip: String!
    latitude: Float!
    longitude: Float!
  }

  type OrderLocation {
    id: Int!
    slug: String!
    title: String!
    phone: String!
    address: Address!
    timeZone: String!
    countryCode: String!
  }

  type Payment {
    id: ID!
    method: String!
    paymentTypeId: Int!
    amount: String!
    currency: String!
    label: String!
    createdAt: String!
  }
`;
