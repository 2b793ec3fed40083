/**
 * An estimate draft priced with the function the API prices with (domain/catering
 * estimateTotals): the lines and fees that are valid so far count (an unfinished line counts for
 * nothing yet). It brings decimal.js, so the editor loads it only once staff change the draft
 * (./use-draft-pricing.ts); the page's server render prices the draft the editor opens with.
 */
import { estimateTotals, type EstimateLine, type EstimateTotals } from '@/domain/catering/estimate';
import { percentProblem, percentToRate } from '@/domain/validation/estimate';
import type { QuoteTotalsRows } from '@/components/catering/quote-totals';
import { draftProblems, feeInput, quantityOf, type DraftPricing, type DraftTax, type EstimateDraft } from './estimate-draft';

function rowsOf(priced: EstimateTotals): QuoteTotalsRows {
  return {
    subtotal: priced.subtotal.toFixed(2),
    fees: priced.feeLines.map((fee) => ({ title: fee.title, amount: fee.amount.toFixed(2) })),
    tax: priced.tax.toFixed(2),
    total: priced.total.toFixed(2),
    deposit: priced.deposit.toFixed(2),
    balance: priced.balance.toFixed(2),
  };
}

export function draftPricing(draft: EstimateDraft, tax: DraftTax): DraftPricing {
  const problems = Object.keys(draftProblems(draft));
  const valid = (prefix: string, key: string) => !problems.some((field) => field.startsWith(`${prefix}-${key}-`));
  const validLines = draft.lines.filter((line) => valid('line', line.key));
  const lines: EstimateLine[] = validLines.map((line) => ({ ...line, quantity: quantityOf(line.quantity), unitPrice: line.unitPrice.trim() }));
  const fees = draft.fees.filter((fee) => valid('fee', fee.key)).map(feeInput);
  const depositValid = percentProblem(draft.depositPercent) === null;
  const depositRate = depositValid ? percentToRate(draft.depositPercent) : '0';
  const priced = estimateTotals({ lines, fees, taxRate: tax.taxRate, taxExempt: tax.taxExempt, depositRate });
  const amounts = new Map(validLines.map((line, index) => [line.key, priced.lines[index]!.amount.toFixed(2)]));
  return {
    lines: Object.fromEntries(draft.lines.map((line) => [line.key, amounts.get(line.key) ?? null])),
    totals: depositValid ? rowsOf(priced) : null,
  };
}
