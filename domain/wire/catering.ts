/**
 * The JSON of the catering quote calls: the contract between server/modules/catering and the
 * storefront's quote pages. Types only. Money travels as 2-decimal strings, instants as UTC ISO.
 *
 * Every path is under /online-ordering. The buyer builds the cart as an order of category
 * get-a-quote (3) with the order calls, then submits it with the event's details, which creates
 * the quote request (the lead). Without a cart, POST /orders/get-a-quote creates both at once.
 *
 * - POST /orders/get-a-quote  WireQuoteRequestNew → 201 WireQuote (with `accessToken`, and the
 *     new order's `orderAccessToken`). Honours the Idempotency-Key header like POST /orders.
 * - POST /orders/:orderId/get-a-quote  WireQuoteRequest (X-Order-Token or the owner's bearer)
 *     → 201 WireQuote (with `accessToken`)
 * - GET  /orders/:orderId/get-a-quote (X-Order-Token, X-Quote-Token or the owner) → WireQuote
 * - GET  /orders/get-a-quote/:number (X-Quote-Token or the owner) → WireQuote
 * - POST /orders/:orderId/customer-response  WireQuoteResponse → WireQuote
 * - GET  /orders/quotes?page=&pageSize= (signed in) → the buyer's quotes, newest first
 *
 * Paying: once accepted, the buyer pays the deposit with the ordinary payment routes on the
 * quote's order (/payment-management/orders/:orderId/payment/…); the quote then moves to
 * "Awaiting store confirmation".
 *
 * `accessToken` is the quote's link token: the same one every email's link carries. A missing
 * or wrong token, or another buyer's quote, answers 404 like an unknown one. A refused step
 * answers 409 (403 when it is not the buyer's) with a catering code (domain/catering/messages.ts).
 */
import type { LeadStatusName } from '../catering/lead-status';
import type { WeightUnit } from '../menu/weight-units';
import type { MoneyString } from './catalog';
import type { WireDeliveryAddressInput, WireGuest } from './orders';

export type WireQuoteHandoff = 'carryout' | 'delivery';

/** The event: its day and time on the store's calendar and clock. */
export type WireQuoteEventInput = {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM', on the quarter hour */
  time: string;
  headcount: number;
  company?: string;
  notes?: string;
  taxExemptId?: string;
};

export type WireQuoteRequest = { contact: WireGuest; event: WireQuoteEventInput };

export type WireQuoteRequestNew = WireQuoteRequest & {
  locationId: number;
  handoff: WireQuoteHandoff;
  deliveryAddress?: WireDeliveryAddressInput;
};

export type WireQuoteResponse = { response: 'accept' } | { response: 'reject'; reason?: string };

/**
 * `weightUnit`: for an item the market sells by weight, the weight its quantity counts and its
 * unit price is for (domain/menu/weight-units.ts): 5 × 100 g at ¥760 per 100 g; else null.
 */
export type WireQuoteLine = { title: string; quantity: number; unitPrice: MoneyString; amount: MoneyString; weightUnit: WeightUnit | null };

export type WireQuoteEstimate = {
  version: number;
  lines: WireQuoteLine[];
  fees: { title: string; amount: MoneyString }[];
  subtotal: MoneyString;
  feesTotal: MoneyString;
  tax: MoneyString;
  total: MoneyString;
  deposit: MoneyString;
  balance: MoneyString;
  validUntil: string;
  sentAt: string;
};

export type WireQuote = {
  number: number;
  orderId: string;
  status: { id: number; name: LeadStatusName; label: string; messageKey: string };
  location: { id: number; slug: string; title: string; phone: string; timeZone: string; countryCode: string };
  handoff: WireQuoteHandoff;
  deliveryAddress: { address: string; city: string; state: string | null; zip: string } | null;
  event: { date: string; time: string; startsAt: string; headcount: number };
  contact: WireGuest;
  company: string | null;
  notes: string | null;
  taxExemptId: string | null;
  currency: string;
  request: { lines: WireQuoteLine[]; total: MoneyString };
  estimate: WireQuoteEstimate | null;
  /** Whether the buyer may accept or reject now. */
  canRespond: boolean;
  /**
   * Whether the buyer may pay now (accepted, estimate valid, event ahead): the deposit or the
   * whole estimate, through the payment routes on `orderId` with the link token as X-Quote-Token.
   */
  canPay: boolean;
  amountPaid: MoneyString;
  /** The estimate's total less what was paid; null without an estimate. */
  balanceDue: MoneyString | null;
  createdAt: string;
  updatedAt: string;
  /** Only when just submitted: the link token (also in every email's link). */
  accessToken?: string;
  /** Only from POST /orders/get-a-quote: the new order's X-Order-Token. */
  orderAccessToken?: string;
};
