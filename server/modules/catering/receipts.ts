/**
 * What a quote's order is, wherever it is read after the estimate (the kitchen queue, the order's
 * confirmation and receipts, the emails): the latest estimate's lines, fees, tax and total, never
 * the order's cart. The cart was only the request; the buyer pays the estimate and the kitchen
 * makes it. An order without a lead, or a lead without an estimate, has none.
 */
import type { Database } from '@/server/db/client';
import { latestEstimates, leadsOfOrders, type EstimateRow } from './repository';

export type QuoteReceiptLine = { title: string; quantity: number; unitPrice: string; amount: string };

export type QuoteReceipt = {
  number: number;
  estimateVersion: number;
  lines: QuoteReceiptLine[];
  fees: { title: string; amount: string }[];
  subtotal: string;
  feesTotal: string;
  taxRate: string;
  tax: string;
  total: string;
  /** Units of the menu and custom lines: what the kitchen counts. */
  itemCount: number;
};

export function receiptOf(number: number, estimate: EstimateRow): QuoteReceipt {
  return {
    number,
    estimateVersion: estimate.version,
    lines: estimate.lines.map((line) => ({ title: line.title, quantity: line.quantity, unitPrice: line.unitPrice, amount: line.amount })),
    fees: estimate.fees.map((fee) => ({ title: fee.title, amount: fee.amount })),
    subtotal: estimate.subtotal,
    feesTotal: estimate.feesTotal,
    taxRate: estimate.taxExempt ? '0' : estimate.taxRate,
    tax: estimate.tax,
    total: estimate.total,
    itemCount: estimate.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** The receipt of each order in `orderIds` that holds an estimated quote. */
export async function quoteReceipts(db: Database, orderIds: readonly string[]): Promise<Map<string, QuoteReceipt>> {
  const receipts = new Map<string, QuoteReceipt>();
  if (orderIds.length === 0) return receipts;
  const leads = await leadsOfOrders(db, orderIds);
  const estimates = await latestEstimates(db, leads.map((lead) => lead.id));
  for (const lead of leads) {
    const estimate = estimates.get(lead.id);
    if (estimate) receipts.set(lead.orderId, receiptOf(lead.number, estimate));
  }
  return receipts;
}

/** The receipt of one order, if it holds an estimated quote. */
export async function quoteReceiptOf(db: Database, orderId: string): Promise<QuoteReceipt | undefined> {
  return (await quoteReceipts(db, [orderId])).get(orderId);
}
