/**
 * What the API asks of a payment processor. The orders module talks to these interfaces only;
 * the built-in sandbox implements them, and a real processor's adapter can replace it. A card
 * number reaches only the processor's own hosted fields, which turn it into a token: the API and
 * these interfaces see that token, never a number. Money travels as decimal strings with 2
 * decimals. Expected outcomes (declines, bad ids, amounts over the limit) come back as
 * `{ ok: false, code, message }` values, never thrown.
 */
import type { CountryCode, Currency } from '@/domain/markets';
import type { CardBrand } from '@/domain/payments/card-brands';
import type { CardChecks } from '@/domain/payments/card-checks';
import type { DeclineCode } from '@/domain/payments/messages';
import type { Wallet } from '@/domain/payments/wallets';

export type GatewayFailureCode =
  | DeclineCode
  | 'invalid_card'
  | 'invalid_token'
  | 'invalid_wallet_token'
  | 'invalid_amount'
  | 'invalid_currency'
  | 'invalid_reference'
  | 'invalid_idempotency_key'
  | 'invalid_authorization'
  | 'invalid_capture'
  | 'amount_exceeds_authorized'
  | 'amount_exceeds_captured'
  | 'invalid_url'
  | 'invalid_paypal_order'
  | 'paypal_not_approved'
  | 'authentication_required'
  | 'gateway_unavailable';

/**
 * `authentication_required`: the bank asks the cardholder to confirm (3-D Secure); nothing is
 * held yet. `clientSecret` is what the browser's processor script opens the challenge with.
 * `gateway_unavailable`: the processor could not be reached or failed (a 5xx); what it did with
 * the request is unknown until it is asked again.
 */
export type GatewayFailure = { ok: false; code: GatewayFailureCode; message: string; clientSecret?: string };

/** A card as a saved card keeps it: the token plus what may be shown (brand, last 4, expiry). */
export type CardToken = { token: string; brand: CardBrand; last4: string; expMonth: number; expYear: number };

/** A wallet's payment data as the browser's Payment Request answered it (Apple Pay, Google Pay). */
export type WalletTokenizeRequest = { wallet: Wallet; paymentData: string };
export type WalletTokenizeResult = ({ ok: true } & CardToken) | { ok: false; code: 'invalid_wallet_token'; message: string };

/**
 * The card to charge, one of the two: `token`, what the hosted fields just answered, or
 * `savedCard`, a card saved at the processor (its customer and payment method, as `saveCard`
 * answered them). With `savedCard` the token is not read.
 */
export type CardSource = { token?: string; savedCard?: SavedCardRef };
export type SavedCardRef = { customerRef: string; paymentMethodRef: string };

export type AuthorizeRequest = CardSource & {
  /** Decimal string, e.g. '24.50'. */
  amount: string;
  currency: Currency;
  /** The same key with the same request gives the same authorization. */
  idempotencyKey: string;
  /** What the charge is for, usually the order id. */
  reference: string;
  /** The paying client's address, kept with the charge where the processor has room for it. */
  clientAddress?: string;
  /** The billing address the issuer checks (AVS), where the processor takes it with the charge. */
  billing?: BillingCheck;
  /**
   * Keep the card for this customer with the payment (a new card only): the processor attaches it
   * to the customer's processor customer, created when `customerRef` is not given, and the
   * authorization answers it as `kept`.
   */
  keepFor?: KeepCardFor;
};
export type KeepCardFor = { customerId: number; customerRef?: string; email?: string };
/** What of a billing address the issuer's address check compares: the street line and the postal code, in their country. */
export type BillingCheck = { line1: string; postalCode: string; country: CountryCode };
/** `checks`: the issuer's verification of the security code and the billing address (domain/payments/card-checks). */
export type Authorization = {
  ok: true;
  authorizationId: string;
  amount: string;
  currency: Currency;
  brand: CardBrand;
  last4: string;
  checks: CardChecks;
  /** The card kept at the processor with this payment, when the request asked for it and it was kept. */
  kept?: SavedCard;
};
/**
 * Saving a card at the processor: the token becomes a payment method attached to the processor's
 * customer for `customerId`, created when `customerRef` is not given (once per Hickory customer).
 */
export type SaveCardRequest = KeepCardFor & { token: string };
export type SavedCard = { ok: true; customerRef: string; paymentMethodRef: string } & Omit<CardToken, 'token'>;
export type Capture = { ok: true; captureId: string; amount: string; currency: Currency; reference: string };
export type Refund = { ok: true; refundId: string; amount: string; currency: Currency; reference: string };
export type Voided = { ok: true; authorizationId: string; amount: string; currency: Currency };
/**
 * What the gateway knows of an idempotency key: nothing (the authorization never reached it),
 * or the authorization with its capture or void, if any.
 */
export type GatewayLookup =
  | { found: false }
  | { found: true; authorization: Authorization; capture: Capture | null; voided: boolean };

export interface PaymentGateway {
  /** A wallet's door: its payment data becomes a card token, charged like a card after. */
  tokenizeWallet(request: WalletTokenizeRequest): Promise<WalletTokenizeResult>;
  /** Holds `amount` on the card; a decline is a failure value with a message for the diner. */
  authorize(request: AuthorizeRequest): Promise<Authorization | GatewayFailure>;
  /** Takes up to the authorized amount, once: capturing again answers the first capture. */
  capture(authorizationId: string, amount: string): Promise<Capture | GatewayFailure>;
  /** Gives back up to the captured amount. */
  refund(captureId: string, amount: string): Promise<Refund | GatewayFailure>;
  /** Releases an authorization that will not be captured; refused once it was captured. */
  void(authorizationId: string): Promise<Voided | GatewayFailure>;
  /** What became of the authorization made with this key: how a crashed payment is reconciled. */
  findByIdempotencyKey(idempotencyKey: string): Promise<GatewayLookup>;
  /** Keeps the card at the processor for later payments; an expired or unknown token is a failure value. */
  saveCard(request: SaveCardRequest): Promise<SavedCard | GatewayFailure>;
  /** Detaches a saved card from its customer: it can pay no more. Removing one already gone succeeds. */
  removeCard(customerRef: string, paymentMethodRef: string): Promise<{ ok: true } | GatewayFailure>;
  /** Deletes the processor's customer: no card attached to it pays again. Forgetting one already gone succeeds. */
  forgetCustomer(customerRef: string): Promise<{ ok: true } | GatewayFailure>;
}

export type PayPalOrderRequest = {
  amount: string;
  currency: Currency;
  reference: string;
  /** Where the approve page sends the diner back, with `token` and `PayerID` added. */
  returnUrl: string;
  /** Where the approve page sends the diner who cancels, with `token` added. */
  cancelUrl: string;
};
export type PayPalOrder = { ok: true; paypalOrderId: string; approveUrl: string };
/** What the approve page shows before the diner approves or cancels. */
export type PayPalOrderDetails = {
  ok: true;
  paypalOrderId: string;
  amount: string;
  currency: Currency;
  reference: string;
};
export type PayPalRedirect = { ok: true; redirectUrl: string };
export type PayPalApproval = PayPalRedirect & { payerId: string };
export type PayPalCapture = {
  ok: true;
  captureId: string;
  paypalOrderId: string;
  amount: string;
  currency: Currency;
  reference: string;
};

/** PayPal's create → approve → capture flow. */
export interface PayPalGateway {
  createOrder(request: PayPalOrderRequest): Promise<PayPalOrder | GatewayFailure>;
  getOrder(paypalOrderId: string): Promise<PayPalOrderDetails | GatewayFailure>;
  /** The approve page's action: returns the payer id and where to send the diner back. */
  approve(paypalOrderId: string): Promise<PayPalApproval | GatewayFailure>;
  /** The approve page's cancel action: where to send the diner back. */
  cancel(paypalOrderId: string): Promise<PayPalRedirect | GatewayFailure>;
  /**
   * Takes the money once the diner approved. `payerId` is the `PayerID` the return URL
   * received; without a valid one the order counts as not approved yet. An order is captured
   * once: capturing again answers the first capture.
   */
  capture(paypalOrderId: string, payerId: string): Promise<PayPalCapture | GatewayFailure>;
  /** The order's capture when it was captured, else null: how a crashed capture is reconciled. */
  findCapture(paypalOrderId: string): Promise<PayPalCapture | null>;
  /** Gives back up to the captured amount of a capture (a cancelled catering event's refund). */
  refund(captureId: string, amount: string): Promise<Refund | GatewayFailure>;
}
