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
    "The payment it went back to, as data"
    tender: PaymentTender!
  }

  type OrderItem {
    title: String!
    quantity: Int!
    "How the item is sold: 'lb' is by weight, its quantity counting the store market's weight (100 g in Canada and Japan)"
    unit: String!
    options: [String!]!
    specialInstructions: String
    "Whose line it is: a group order's guest name"
    label: String
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
    "The prices and the total include the taxes (Japan, Mexico): each tax is the part of the total it makes up."
    taxIncluded: Boolean!
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

  "The street and city in the market's script ('北区梅田1-9-20', '大阪市'), for readers of its language"
  type LocalAddress {
    address: String!
    city: String!
  }

  type Address {
    address: String!
    city: String!
    citySlug: String!
    state: StateRef!
    zip: String!
    "The neighbourhood a Mexican (colonia) or Brazilian (bairro) address names"
    district: String
    local: LocalAddress
    latitude: Float!
    longitude: Float!
  }

  type OrderLocation {
    id: Int!
    slug: String!
    title: String!
    "The store's name in its market's script where the brand gives one"
    localTitle: String
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
    "The tender as data, for each reader to word in their language (domain/payments/tender.ts)"
    tender: PaymentTender!
    createdAt: String!
  }

  "One of the tender kinds: card and wallet carry brand and last4 (a wallet its wallet too), giftcard last4, offline its method and reference, recorded its label; the other fields are null"
  type PaymentTender {
    kind: String!
    brand: String
    last4: String
    wallet: String
    method: String
    reference: String
    label: String
  }
`;
