/** A lead as the staff console reads it (domain/wire/staff-leads.ts), field by field. */
import { canEstimate, cancellationRefund, leadStatusOf, offlinePaymentOpening, staffSteps, type CateringLead, type LeadEvent } from '@/domain/catering';
import { Decimal, toMoneyString } from '@/domain/money';
import { tenderOf, type PaymentTender } from '@/domain/payments/tender';
import type { WireStaffEstimateInput, WireStaffLead, WireStaffLeadHistoryEntry, WireStaffLeadRefund, WireStaffLeadSummary } from '@/domain/wire/staff-leads';
import { domainLead, presentQuote, quoteHandoffOf, type EstimateRow, type HistoryRow, type LeadLocation, type LeadRow, type MenuNames } from '@/server/modules/catering';
import type { RefundRow } from './repository';

export type StaffLeadParts = {
  lead: LeadRow;
  estimate: EstimateRow | null;
  location: LeadLocation;
  history: HistoryRow[];
  staffNames: Map<number, string>;
  refunds: { refund: RefundRow; label: string; tender: PaymentTender | null }[];
  /** The menu items the quote lists, for the weight each is sold by (500 g × Pulled Pork). */
  names?: MenuNames;
  now: Date;
};

function byOf(actor: HistoryRow['actor'], names: Map<number, string>): string {
  if (actor.kind !== 'staff') return actor.kind;
  return (actor.id && names.get(Number(actor.id))) || 'staff';
}

function presentHistory(row: HistoryRow, names: Map<number, string>): WireStaffLeadHistoryEntry {
  return { at: row.at.toISOString(), event: row.event as LeadEvent, from: row.fromStatus, to: row.toStatus, by: byOf(row.actor, names), reason: row.reason };
}

/** The estimate as the editor reopens it: menu lines by item id, fees by amount or rate. */
export function estimateInputOf(estimate: EstimateRow): WireStaffLead['estimateInput'] {
  const lines: WireStaffEstimateInput['lines'] = estimate.lines.map((line) =>
    line.kind === 'menu' && line.itemId !== null
      ? { kind: 'menu', itemId: line.itemId, quantity: line.quantity }
      : { kind: 'custom', title: line.title, quantity: line.quantity, unitPrice: line.unitPrice },
  );
  const fees: WireStaffEstimateInput['fees'] = estimate.fees.map((fee) =>
    fee.rate !== null ? { title: fee.title, taxable: fee.taxable, rate: fee.rate } : { title: fee.title, taxable: fee.taxable, amount: fee.amount },
  );
  return { lines, fees, depositRate: estimate.depositRate, taxRate: estimate.taxRate, taxExempt: estimate.taxExempt };
}

function presentRefund({ refund, label, tender }: { refund: RefundRow; label: string; tender: PaymentTender | null }): WireStaffLeadRefund {
  return { label, tender: tenderOf({ tender, label }), amount: refund.amount, status: refund.status, failure: refund.failureMessage, at: (refund.settledAt ?? refund.createdAt).toISOString() };
}

export function presentStaffLead(parts: StaffLeadParts): WireStaffLead {
  const { lead, estimate, location, now } = parts;
  const rules = domainLead(lead, estimate);
  const refunded = parts.refunds
    .filter(({ refund }) => refund.status === 'succeeded')
    .reduce((sum, { refund }) => sum.plus(refund.amount), new Decimal(0));
  return {
    ...presentQuote({ lead, estimate, location, now, names: parts.names }),
    estimateInput: estimate ? estimateInputOf(estimate) : null,
    history: parts.history.map((row) => presentHistory(row, parts.staffNames)),
    steps: staffSteps(rules, now).map(({ event, to, label, refunds }) => ({ event, to, label, refunds })),
    canEstimate: canEstimate(rules, now),
    refundIfCancelled: {
      store: toMoneyString(cancellationRefund(rules, now, 'store')),
      buyer: toMoneyString(cancellationRefund(rules, now, 'buyer')),
    },
    refunded: toMoneyString(refunded),
    refunds: parts.refunds.map(presentRefund),
    offlinePaymentOwed: offlineOwed(rules, now),
  };
}

function offlineOwed(rules: CateringLead, now: Date): string | null {
  const opening = offlinePaymentOpening(rules, now);
  return opening.ok ? opening.owed : null;
}

export function presentLeadSummary(lead: LeadRow, estimate: EstimateRow | undefined, store: { id: number; title: string }): WireStaffLeadSummary {
  const status = leadStatusOf(lead.statusId);
  return {
    number: lead.number,
    status: { id: status.id, name: status.name, label: status.label, messageKey: status.messageKey },
    location: { id: store.id, title: store.title },
    event: { date: lead.eventDate, time: lead.eventTime, startsAt: lead.eventStartsAt.toISOString(), headcount: lead.headcount },
    handoff: quoteHandoffOf(lead.handoffId),
    contactName: `${lead.contact.firstName} ${lead.contact.lastName}`.trim(),
    company: lead.company,
    total: estimate?.total ?? lead.requestTotal,
    currency: lead.currency,
    createdAt: lead.createdAt.toISOString(),
  };
}
