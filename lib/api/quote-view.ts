/**
 * The buyer's catering quote as the storefront shows it, reshaped from the wire
 * (domain/wire/catering.ts) in this one place. Money stays a 2-decimal string.
 */
import { isCountryCode, type CountryCode, type Currency } from '@/domain/markets';
import type { LeadStatusName } from '@/domain/catering/lead-status';
import type { WeightUnit } from '@/domain/menu/weight-units';
import type { WireQuote, WireQuoteEstimate, WireQuoteLine } from '@/domain/wire/catering';

/** `weightUnit`: the weight the quantity counts and the unit price is for, for what the market sells by weight; else null. */
export type QuoteLine = { title: string; quantity: number; unitPrice: string; amount: string; weightUnit: WeightUnit | null };

export type QuoteEstimate = {
  lines: QuoteLine[];
  fees: { title: string; amount: string }[];
  subtotal: string;
  tax: string;
  total: string;
  deposit: string;
  balance: string;
  /** UTC ISO instant. */
  validUntil: string;
};

export type QuoteView = {
  number: number;
  orderId: string;
  status: { name: LeadStatusName; label: string; messageKey: string };
  store: { title: string; phone: string; timeZone: string; countryCode: CountryCode };
  handoff: 'carryout' | 'delivery';
  deliveryAddressLine: string | null;
  /** The event's start (UTC ISO) and its guests. */
  event: { startsAt: string; headcount: number };
  company: string | null;
  notes: string | null;
  currency: Currency;
  request: { lines: QuoteLine[]; total: string };
  estimate: QuoteEstimate | null;
  /** Whether the buyer may accept or reject now. */
  canRespond: boolean;
  /** Whether the buyer may pay now: the deposit or the whole estimate. */
  canPay: boolean;
  /** What the store has received, and what is left of the estimate (null without one). */
  amountPaid: string;
  balanceDue: string | null;
};

const lineOf = ({ title, quantity, unitPrice, amount, weightUnit }: WireQuoteLine): QuoteLine => ({ title, quantity, unitPrice, amount, weightUnit: weightUnit ?? null });

function estimateOf(estimate: WireQuoteEstimate): QuoteEstimate {
  const { subtotal, tax, total, deposit, balance, validUntil } = estimate;
  return { lines: estimate.lines.map(lineOf), fees: estimate.fees.map(({ title, amount }) => ({ title, amount })), subtotal, tax, total, deposit, balance, validUntil };
}

export function toQuoteView(quote: WireQuote): QuoteView {
  const address = quote.deliveryAddress;
  return {
    number: quote.number,
    orderId: quote.orderId,
    status: { name: quote.status.name, label: quote.status.label, messageKey: quote.status.messageKey },
    store: {
      title: quote.location.title,
      phone: quote.location.phone,
      timeZone: quote.location.timeZone,
      countryCode: isCountryCode(quote.location.countryCode) ? quote.location.countryCode : 'US',
    },
    handoff: quote.handoff,
    deliveryAddressLine: address ? [address.address, address.city, address.state, address.zip].filter(Boolean).join(', ') : null,
    event: { startsAt: quote.event.startsAt, headcount: quote.event.headcount },
    company: quote.company,
    notes: quote.notes,
    currency: quote.currency as Currency,
    request: { lines: quote.request.lines.map(lineOf), total: quote.request.total },
    estimate: quote.estimate ? estimateOf(quote.estimate) : null,
    canRespond: quote.canRespond,
    canPay: quote.canPay,
    amountPaid: quote.amountPaid,
    balanceDue: quote.balanceDue,
  };
}
