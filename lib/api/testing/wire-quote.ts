/** Catering quotes for the page tests: a lead just submitted, or one awaiting the buyer with an estimate; on the wire and as the page sees them. */
import type { WireQuote, WireQuoteEstimate } from '@/domain/wire/catering';
import { toQuoteView, type QuoteView } from '../quote-view';

export const WIRE_ESTIMATE: WireQuoteEstimate = {
  version: 1,
  lines: [{ title: 'Brisket Tray', quantity: 2, unitPrice: '89.00', amount: '178.00', weightUnit: null }],
  fees: [{ title: 'Delivery', amount: '25.00' }],
  subtotal: '178.00',
  feesTotal: '25.00',
  tax: '16.75',
  total: '219.75',
  deposit: '54.94',
  balance: '164.81',
  validUntil: '2030-05-25T04:59:00.000Z',
  sentAt: '2030-05-18T15:00:00.000Z',
};

export function wireQuote(overrides: Partial<WireQuote> = {}): WireQuote {
  return {
    number: 5042,
    orderId: 'ord_1',
    status: { id: 14, name: 'customerCreatedLead', label: 'Customer created lead', messageKey: 'catering.status.customerCreatedLead' },
    location: { id: 7, slug: 'austin', title: 'Austin Downtown', phone: '(512) 555-0100', timeZone: 'America/Chicago', countryCode: 'US' },
    handoff: 'carryout',
    deliveryAddress: null,
    event: { date: '2030-06-01', time: '18:00', startsAt: '2030-06-01T23:00:00.000Z', headcount: 40 },
    contact: { firstName: 'Ada', lastName: 'Pit', email: 'ada@example.com', phone: '(512) 555-0142' },
    company: null,
    notes: null,
    taxExemptId: null,
    currency: 'USD',
    request: { lines: [{ title: 'Brisket Tray', quantity: 2, unitPrice: '89.00', amount: '178.00', weightUnit: null }], total: '178.00' },
    estimate: null,
    canRespond: false,
    canPay: false,
    amountPaid: '0.00',
    balanceDue: null,
    createdAt: '2030-05-18T14:00:00.000Z',
    updatedAt: '2030-05-18T14:00:00.000Z',
    ...overrides,
  };
}

export function quoteView(overrides: Partial<WireQuote> = {}): QuoteView {
  return toQuoteView(wireQuote(overrides));
}

export function awaitingQuote(): QuoteView {
  return quoteView({
    status: { id: 2, name: 'awaitingCustomer', label: 'Awaiting customer', messageKey: 'catering.status.awaitingCustomer' },
    estimate: WIRE_ESTIMATE,
    canRespond: true,
    balanceDue: '219.75',
  });
}

/** Accepted, awaiting the deposit or the whole amount. */
export function payableQuote(): QuoteView {
  return quoteView({
    status: { id: 4, name: 'awaitingPayment', label: 'Awaiting payment', messageKey: 'catering.status.awaitingPayment' },
    estimate: WIRE_ESTIMATE,
    canPay: true,
    balanceDue: '219.75',
  });
}

/** Deposit paid, the store asked to confirm. */
export function paidQuote(): QuoteView {
  return quoteView({
    status: { id: 6, name: 'awaitingStoreConfirmation', label: 'Awaiting store confirmation', messageKey: 'catering.status.awaitingStoreConfirmation' },
    estimate: WIRE_ESTIMATE,
    amountPaid: '54.94',
    balanceDue: '164.81',
  });
}
