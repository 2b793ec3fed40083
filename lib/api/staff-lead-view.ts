/**
 * The staff console's catering leads as it shows them (lib/api/staff-leads.ts makes the calls),
 * reshaped from the wire (domain/wire/staff-leads.ts) in this one place. The lead's quote part is
 * the buyer page's QuoteView, so both pages show lines and totals with the same pieces. Money
 * stays a 2-decimal string; rates are fractions written as strings.
 */
import type { LeadStatusName } from '@/domain/catering/lead-status';
import type { Currency } from '@/domain/markets';
import type {
  WireStaffEstimateInput,
  WireStaffEstimateMenu,
  WireStaffLead,
  WireStaffLeadCancel,
  WireStaffOfflinePayment,
  WireStaffLeadHistoryEntry,
  WireStaffLeadMove,
  WireStaffLeadPage,
  WireStaffLeadRefund,
  WireStaffLeadStep,
  WireStaffLeadSummary,
} from '@/domain/wire/staff-leads';
import { toQuoteView, type QuoteView } from './quote-view';

type StaffLeadStatus = { id: number; name: LeadStatusName; label: string; messageKey: string };

export type StaffLeadSummary = {
  number: number;
  status: StaffLeadStatus;
  store: { id: number; title: string };
  /** The event's day and time on the store's calendar and clock, and its guests. */
  event: { date: string; time: string; headcount: number };
  handoff: 'carryout' | 'delivery';
  contactName: string;
  company: string | null;
  total: string;
  currency: Currency;
};

export type StaffLeadPage = { leads: StaffLeadSummary[]; total: number; page: number; pageSize: number; pageCount: number };

/** What the list asks for; empty fields are left out of the call. */
export type StaffLeadFilters = {
  storeId: number | null;
  statuses: number[];
  /** Event days 'YYYY-MM-DD', inclusive. */
  from: string;
  to: string;
  q: string;
  page: number;
};

export type StaffLeadHistoryEntry = WireStaffLeadHistoryEntry;
/** A step staff may take now; `refunds`: it goes through the cancel call, with the refund. */
export type StaffLeadStep = WireStaffLeadStep;
/** One refund of a payment of the lead's order. */
export type StaffLeadRefund = WireStaffLeadRefund;
/** The estimate staff send: menu lines by item id, custom lines, fees and the deposit rate. */
export type StaffEstimateInput = WireStaffEstimateInput;
/** The lead store's catering menu, its tax rate and default deposit rate. */
export type StaffEstimateMenu = WireStaffEstimateMenu;
export type StaffLeadMove = WireStaffLeadMove;
export type StaffLeadCancel = WireStaffLeadCancel;
export type StaffOfflinePayment = WireStaffOfflinePayment;

export type StaffLead = {
  quote: QuoteView;
  storeId: number;
  statusId: number;
  event: { date: string; time: string };
  contact: { firstName: string; lastName: string; email: string; phone: string };
  taxExemptId: string | null;
  amountPaid: string;
  refunded: string;
  /** The last estimate as the editor reopens it, with the tax it was priced with. */
  estimateInput: (StaffEstimateInput & { taxRate: string; taxExempt: boolean }) | null;
  history: StaffLeadHistoryEntry[];
  steps: StaffLeadStep[];
  canEstimate: boolean;
  refundIfCancelled: { store: string; buyer: string };
  refunds: StaffLeadRefund[];
  /** What staff may record as paid to the store now; null when no payment can be recorded. */
  offlinePaymentOwed: string | null;
};

function toStaffLeadSummary(lead: WireStaffLeadSummary): StaffLeadSummary {
  const { id, name, label, messageKey } = lead.status;
  return {
    number: lead.number,
    status: { id, name, label, messageKey },
    store: { id: lead.location.id, title: lead.location.title },
    event: { date: lead.event.date, time: lead.event.time, headcount: lead.event.headcount },
    handoff: lead.handoff,
    contactName: lead.contactName,
    company: lead.company,
    total: lead.total,
    currency: lead.currency as Currency,
  };
}

export function toStaffLeadPage(page: WireStaffLeadPage): StaffLeadPage {
  const pageCount = Math.max(1, Math.ceil(page.total / Math.max(1, page.pageSize)));
  return { leads: page.data.map(toStaffLeadSummary), total: page.total, page: page.page, pageSize: page.pageSize, pageCount };
}

export function toStaffLead(lead: WireStaffLead): StaffLead {
  const { firstName, lastName, email, phone } = lead.contact;
  return {
    quote: toQuoteView(lead),
    storeId: lead.location.id,
    statusId: lead.status.id,
    event: { date: lead.event.date, time: lead.event.time },
    contact: { firstName, lastName, email, phone },
    taxExemptId: lead.taxExemptId,
    amountPaid: lead.amountPaid,
    refunded: lead.refunded,
    estimateInput: lead.estimateInput,
    history: lead.history,
    steps: lead.steps,
    canEstimate: lead.canEstimate,
    refundIfCancelled: lead.refundIfCancelled,
    refunds: lead.refunds,
    offlinePaymentOwed: lead.offlinePaymentOwed,
  };
}
