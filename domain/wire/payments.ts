/**
 * The JSON of payments, the thank-you answer and the development outbox: the contract between
 * server/modules/payments (+ email, graphql/orders) and the checkout storefront. Types only.
 *
 * No path takes a card number. The card is typed into the payment processor's own hosted fields
 * (a frame served by the processor, domain/payments/hosted-fields.ts), which answer a token with
 * what may be shown (brand, last 4, expiry); the storefront sends only that token. A card field
 * (`number`, `cvc`, `expiry`, …) in a card, wallet, PayPal or free payment body → 400 (code
 * `validation`), nothing charged; a bank card number in a gift card form → 400 too.
 *
 * Paths (all under /online-ordering; `PM` = /online-ordering/payment-management):
 * - GET  PM/orders/:orderId/payment                    → WirePaymentState (what is paid, what is due)
 * - POST PM/orders/:orderId/payment/card               WireCardPaymentRequest → WirePaymentState
 *     `token` is the processor's card token. A decline → 402 WirePaymentDeclined; the order stays payable.
 * - POST PM/giftcard/balance                           WireGiftCardBalanceRequest → WireGiftCardBalance
 * - POST PM/orders/:orderId/payment/giftcard           WireGiftCardPaymentRequest → WirePaymentState
 *     Takes min(balance, due, amount?). Split tender: pay the gift card first; the state's
 *     `amountDue` is what the card must then pay.
 * - POST PM/orders/:orderId/payment/paypal             WirePayPalStartRequest → WirePayPalStart
 *     Send the diner to `approveUrl` (a sandbox page served by the API). Approve sends them to
 *     `<storefront><returnPath>?orderId=…&token=…&PayerID=…`; cancel to `<cancelPath>?orderId=…&token=…`.
 * - POST PM/orders/:orderId/payment/paypal/capture     WirePayPalCaptureRequest → WirePaymentState
 *     Before approval → 409 "PayPal payment has not been approved yet…". A reload after success
 *     answers the paid state again. If the order's due changed since PayPal was opened → 409.
 * - POST PM/orders/:orderId/payment/free               {} → WirePaymentState; a non-zero due → 422.
 *     (Card, gift card and PayPal on a zero due → 422 "… has nothing to pay: confirm it with the free method".)
 * - GET  /orders/:orderId/thank-you                    → WireOrderConfirmation
 * - GET  /dev/outbox                                   → WireList<WireOutboxMail> (newest first; not in production)
 *
 * - GET  /payment-management/paypal/sandbox/approve?token=…   the sandbox approve page (HTML; links
 *     "Approve payment" and "Cancel and return to the store")
 *
 * Every order call sends the order's token as header `X-Order-Token` (see domain/wire/orders.ts);
 * without it → 404 "Order <id> was not found". Every order payment POST honours an
 * `Idempotency-Key` header (same key + same body → the first answer replayed with header
 * `idempotent-replayed: true`, charged once; same key + another body → 422). Use a new key for
 * each attempt the diner makes (a declined attempt releases its key, so reusing it is harmless).
 * The balance check keeps nothing and ignores the header.
 * A catering quote's order may instead be opened with its link token (`X-Quote-Token`), and what
 * it owes is the accepted estimate's deposit or total (`part`); a quote that is not awaiting
 * payment, or whose estimate expired, → 409 with the lifecycle's code and message.
 * A paid order → 409 "Order <number> is already paid…"; a payment already running for the
 * order → 409; the order not ready (cart rules, guest, time) → 422 with the first blocker's
 * message; gift card: wrong number/PIN → 400 "Gift card number or PIN is not correct", locked
 * for 15 minutes after 5 wrong PINs → 429 with Retry-After and the minutes to wait. Errors are WireError (domain/wire/catalog.ts).
 */
import type { WireOrderHandoffDetails } from './handoffs';
import type { MoneyString } from './catalog';
import type { PaymentTender } from '../payments/tender';
import type { ItemUnit } from '../menu/option-group-rules';
import type {
  WireDeliveryAddress,
  WireHandoff,
  WireOrderLocation,
  WireOrderStatus,
  WireOrderTimeslot,
  WireOrderTotals,
} from './orders';

/** The payment form. In Canada `state` is the province and `zip` the postal code. */
type WireBillingAddress = { address: string; city: string; state: string; zip: string };

/**
 * On the order of an accepted catering quote only: pay its deposit (the default) or the whole
 * estimate. Any other order refuses it (422 `catering_payment_part_not_for_order`).
 */
export type WireQuotePart = { part?: 'deposit' | 'full' };

export type WireCardPaymentRequest = {
  token: string;
  cardholderName: string;
  billing: WireBillingAddress;
  /** Accepted and ignored for guests; saved cards come with accounts (a later issue). */
  saveCard?: boolean;
} & WireQuotePart;

/** A gift card number is 16 digits (spaces allowed), its PIN 4 to 8 digits. */
export type WireGiftCardBalanceRequest = { number: string; pin: string };
export type WireGiftCardBalance = { last4: string; balance: MoneyString; currency: string };

export type WireGiftCardPaymentRequest = {
  number: string;
  pin: string;
  /** At most this much; default: as much of the amount due as the card holds. */
  amount?: MoneyString;
} & WireQuotePart;

/**
 * Storefront paths (not URLs) the PayPal sandbox returns to, locale prefix included, e.g.
 * '/ca/fr/checkout/paypal-return'. Defaults: '/checkout/paypal-return' and '/checkout/payment'.
 */
export type WirePayPalStartRequest = { returnPath?: string; cancelPath?: string } & WireQuotePart;
export type WirePayPalStart = { paypalOrderId: string; approveUrl: string };
/** `token` and `payerId` are the return URL's `token` and `PayerID` query values. */
export type WirePayPalCaptureRequest = { token: string; payerId: string } & WireQuotePart;

/** Apple Pay or Google Pay: the payment data of the browser's Payment Request answer, as text. */
export type WireWalletPaymentRequest = { wallet: 'apple_pay' | 'google_pay'; paymentData: string } & WireQuotePart;

/** 'offline': money a catering buyer paid the store directly (cash, check, card at the counter, bank transfer), recorded by staff. */
type WirePaymentMethod = 'card' | 'giftcard' | 'paypal' | 'free' | 'apple_pay' | 'google_pay' | 'offline';

/** One settled tender of an order. `paymentTypeId` follows the payment types (charge 2, gift card 4, special discount 6, apple pay 11, google pay 12, paypal 13). */
export type WirePayment = {
  id: string;
  method: WirePaymentMethod;
  paymentTypeId: number;
  amount: MoneyString;
  currency: string;
  /** 'Visa •••• 4242', 'Gift card •••• 0001', 'PayPal', 'No payment needed': the English record (staff, logs). */
  label: string;
  /** The tender as data, for each reader to word in their language (domain/payments/tender.ts). */
  tender: PaymentTender;
  createdAt: string;
};

/** What an order owes and what has been paid (answer of every payment POST). */
export type WirePaymentState = {
  orderId: string;
  /** The order number people read: 'W-10042'. */
  orderNumber: string;
  /** Status ids and codes of domain/wire/orders.ts: 1 open, 2 paid, ... */
  statusId: number;
  status: WireOrderStatus;
  paid: boolean;
  currency: string;
  total: MoneyString;
  amountPaid: MoneyString;
  /** What is left to pay: total − amountPaid. '0.00' once paid. */
  amountDue: MoneyString;
  payments: WirePayment[];
};

type WireConfirmationLine = {
  title: string;
  quantity: number;
  /** How the item is sold: 'lb' is by weight, its quantity counting the store market's weight (domain/menu/weight-units.ts); an estimate's line is 'each'. */
  unit: ItemUnit;
  /** Chosen options, translated. */
  options: string[];
  specialInstructions: string | null;
  /** Whose line it is: a group order's guest name; null otherwise. */
  label?: string | null;
  lineTotal: MoneyString;
};

/** The thank-you page's order: the REST answer and the orders GraphQL `order` field agree. */
export type WireOrderConfirmation = {
  id: string;
  number: string;
  statusId: number;
  status: WireOrderStatus;
  /** The status in the request's language: 'Paid', 'Payée', '支払い済み'. */
  statusLabel: string;
  currency: string;
  items: WireConfirmationLine[];
  totals: WireOrderTotals;
  handoff: WireHandoff;
  /** In-store handoffs: the table, the vehicle, where to park (set for the confirmation email). */
  handoffDetails?: WireOrderHandoffDetails | null;
  timeslot: WireOrderTimeslot | null;
  deliveryAddress: WireDeliveryAddress | null;
  location: WireOrderLocation;
  guestFirstName: string | null;
  payments: WirePayment[];
  paidAt: string | null;
  /** What the store gave back, oldest first (absent from answers that predate refunds). */
  refunds?: WireOrderRefund[];
};

/** A refund staff gave that went through: how much, when (UTC ISO), and to which payment. */
/** A refund of the order: `paymentLabel` is the English record, `tender` the payment it went back to, as data. */
export type WireOrderRefund = { amount: string; refundedAt: string; paymentLabel: string; tender: PaymentTender };

/** A confirmation email as the outbox keeps it (the development page lists these). */
export type WireOutboxMail = {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  orderId: string | null;
  /** 'outbox' when only stored; 'sent' once SMTP accepted it; 'failed' when SMTP refused it. */
  status: 'outbox' | 'sent' | 'failed';
  createdAt: string;
};
