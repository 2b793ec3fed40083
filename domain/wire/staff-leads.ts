/**
 * The staff console's catering leads (under /online-ordering, staff token only): the list by
 * status and event date, one lead with its history and the steps staff may take, the estimate
 * editor's menu, sending an estimate, moving a lead along the lifecycle table, and cancelling
 * with the policy's refund through the payment gateway. Types and the path and step constants.
 *
 * - GET  /staff/leads?storeId=&status=&from=&to=&q=&page=&pageSize=  → WireStaffLeadPage
 *     status: comma-separated lead status ids; from/to: event days 'YYYY-MM-DD' (inclusive);
 *     q: a lead number, or part of the buyer's name, email or company. Store staff see their
 *     own stores only: another store's id answers 404, as does another store's lead below.
 * - GET  /staff/leads/:number                  → WireStaffLead
 * - GET  /staff/leads/:number/menu             → WireStaffEstimateMenu (the lead store's catering menu)
 * - POST /staff/leads/:number/estimate  WireStaffEstimateInput → WireStaffLead
 *     Sends the first estimate or a revision; menu lines are priced from the store's menu.
 * - POST /staff/leads/:number/moves     WireStaffLeadMove → WireStaffLead
 *     Any staff step of the table but the estimate and the refunding steps; a refused one is
 *     409, another actor's step 403, an event that is no step 400.
 * - POST /staff/leads/:number/cancel    WireStaffLeadCancel → WireStaffLead
 *     The refunding steps (STAFF_LEAD_REFUNDING_EVENTS): cancel (the buyer's or the store's
 *     side), decline (not booked) and store closed (both the store's side). The lead moves and
 *     what the policy gives back is refunded to the payments of the quote's order, each refund
 *     recorded once. A refund the processor refuses answers 502 with the lead already moved and
 *     the refund recorded as failed; sending the same cancel again retries only the failed ones.
 * - POST /staff/leads/:number/payments  WireStaffOfflinePayment → WireStaffLead
 *     Money the buyer paid the store directly (cash, check, card at the counter, bank transfer),
 *     recorded as a payment of the quote's order: at most what is still owed (422 above it, 409
 *     when nothing is or the table refuses "pay"). Covering the deposit of a lead awaiting payment
 *     pays the lead (4 → 5 → 6) and its order. The only way staff take a lead to paid: "pay" is
 *     no step of the moves call (400 `catering_pay_needs_payment`).
 *
 * Every action is recorded in the staff audit log with the lead before and after.
 */
import type { RefundingEvent } from '../catering/refunding-events';
import type { OfflinePaymentMethod } from '../catering/offline-payment';
import type { LeadEvent } from '../catering/transitions';
import type { PaymentTender } from '../payments/tender';
import type { MoneyString } from './catalog';
import type { WireQuote } from './catering';

export const STAFF_LEAD_PATHS = {
  leads: '/staff/leads',
  lead: '/staff/leads/:number',
  menu: '/staff/leads/:number/menu',
  estimate: '/staff/leads/:number/estimate',
  moves: '/staff/leads/:number/moves',
  cancel: '/staff/leads/:number/cancel',
  payments: '/staff/leads/:number/payments',
} as const;

export type WireStaffLeadSummary = {
  number: number;
  status: WireQuote['status'];
  location: { id: number; title: string };
  event: WireQuote['event'];
  handoff: WireQuote['handoff'];
  contactName: string;
  company: string | null;
  /** The latest estimate's total, or the request's cart total before any estimate. */
  total: MoneyString;
  currency: string;
  createdAt: string;
};

export type WireStaffLeadPage = { data: WireStaffLeadSummary[]; total: number; page: number; pageSize: number };

export type WireStaffLeadHistoryEntry = {
  at: string;
  event: LeadEvent;
  from: number | null;
  to: number;
  /** 'buyer', 'system', or the staff member's name. */
  by: string;
  reason: string | null;
};

/** A step staff may take now; `refunds`: it goes through the cancel call, not the moves call. */
export type WireStaffLeadStep = { event: LeadEvent; to: number; label: string; refunds: boolean };
type StaffLeadRefundingEvent = RefundingEvent;

/** One refund of a payment of the quote's order ('pending': sent to the processor, answer not recorded yet). */
export type WireStaffLeadRefund = {
  /** The payment's English label: 'Visa •••• 4242', 'Gift card •••• 0001', 'PayPal'. */
  label: string;
  /** The payment's tender as data, worded in the reader's language (domain/payments/tender.ts). */
  tender: PaymentTender;
  amount: MoneyString;
  status: 'pending' | 'succeeded' | 'failed';
  /** Why the processor refused it, when it did. */
  failure: string | null;
  at: string;
};

type WireStaffEstimateLineInput =
  | { kind: 'menu'; itemId: number; quantity: number }
  | { kind: 'custom'; title: string; quantity: number; unitPrice: MoneyString };

type WireStaffEstimateFeeInput = { title: string; taxable: boolean } & ({ amount: MoneyString } | { rate: string });

export type WireStaffEstimateInput = {
  lines: WireStaffEstimateLineInput[];
  fees: WireStaffEstimateFeeInput[];
  /** A fraction of the total, '0' to '1'; the store's default when absent. */
  depositRate?: string;
};

export type WireStaffLead = WireQuote & {
  /** The estimate as the editor reopens it: menu lines keep their item id. */
  estimateInput: (WireStaffEstimateInput & { taxRate: string; taxExempt: boolean }) | null;
  history: WireStaffLeadHistoryEntry[];
  /** The steps staff may take from the lead's status now (moves and cancel, not the estimate). */
  steps: WireStaffLeadStep[];
  canEstimate: boolean;
  /** What cancelling now would refund on the store's side and on the buyer's (meaningful while `steps` holds a refunding step). */
  refundIfCancelled: { store: MoneyString; buyer: MoneyString };
  /** What the refunds that succeeded gave back. */
  refunded: MoneyString;
  refunds: WireStaffLeadRefund[];
  /** What staff may record as paid to the store now (the balance still owed); null when no payment can be recorded. */
  offlinePaymentOwed: MoneyString | null;
};

export type WireStaffEstimateMenuItem = { itemId: number; title: string; section: string; unitPrice: MoneyString };
export type WireStaffEstimateMenu = { currency: string; taxRate: string; depositRate: string; items: WireStaffEstimateMenuItem[] };

export type WireStaffLeadMove = { event: LeadEvent; reason?: string };

export type WireStaffLeadCancel = {
  /** 'cancel' when absent. */
  event?: StaffLeadRefundingEvent;
  /** Whose side the cancellation is on: the store's refunds everything paid. Decline and store closed are always the store's. */
  party: 'buyer' | 'store';
  reason: string;
};

export type WireStaffOfflinePayment = {
  method: OfflinePaymentMethod;
  /** Above zero, at most 2 decimals, at most what is still owed: '54.94'. */
  amount: MoneyString;
  /** The check number, the card slip, the transfer's reference. */
  reference?: string;
};
