/**
 * The estimate editor's draft: lines and fees as staff type them (quantities, prices and
 * percentages still text), what is wrong with them (the limits are domain/validation's, the
 * API's own), and the estimate to send. A fresh draft starts from the buyer's request. Pricing
 * it is ./draft-pricing.ts, a module of its own because it brings decimal.js.
 */
import { MONEY_DECIMALS } from '@/domain/constants';
import type { Currency, LocaleTag } from '@/domain/markets';
import { roundHalfEven } from '@/domain/money-format';
import { readAmount, type AmountEntryOptions } from '@/domain/validation/amount-entry';
import { ESTIMATE_LIMITS } from '@/domain/validation/catering';
import {
  ESTIMATE_PERCENT_DECIMALS,
  feeTitleProblem,
  moneyProblem,
  percentProblem,
  percentToRate,
  quantityProblem,
  rateToPercent,
  titleProblem,
  type EstimateFormMessageName,
} from '@/domain/validation/estimate';
import type { StaffEstimateInput, StaffEstimateMenu, StaffLead } from '@/lib/api/staff-lead-view';
import type { QuoteTotalsRows } from '@/components/catering/quote-totals';

export type DraftLine =
  | { key: string; kind: 'menu'; itemId: number; title: string; quantity: string; unitPrice: string }
  | { key: string; kind: 'custom'; title: string; quantity: string; unitPrice: string };

export type FeeBasis = 'amount' | 'percent';
export type DraftFee = { key: string; title: string; basis: FeeBasis; value: string; taxable: boolean };

export type EstimateDraft = { lines: DraftLine[]; fees: DraftFee[]; depositPercent: string };

/** Field ids of the editor: `line-<key>-quantity`, `fee-<key>-value`, `deposit`, `lines`, `fees`. */
type DraftProblems = Record<string, EstimateFormMessageName>;

/** The tax the lead's estimate is priced with. */
export type DraftTax = { taxRate: string; taxExempt: boolean };

/**
 * A draft priced as the API will price it: each line's amount by its key (null while the line is
 * unfinished) and the totals (null while the deposit is not a valid percentage).
 */
export type DraftPricing = { lines: Record<string, string | null>; totals: QuoteTotalsRows | null };

/** A typed quantity as a number: NaN unless it is all digits. */
export function quantityOf(text: string): number {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** The draft a lead opens with: its last estimate, else its request priced from the store's menu. */
export function draftOf(lead: StaffLead, menu: StaffEstimateMenu): EstimateDraft {
  const itemById = new Map(menu.items.map((item) => [item.itemId, item]));
  const itemByTitle = new Map(menu.items.map((item) => [item.title, item]));
  const input = lead.estimateInput;
  const lines: DraftLine[] = input
    ? input.lines.map((line, index) => {
        if (line.kind === 'custom') return { key: `l${index}`, ...line, quantity: String(line.quantity) };
        const item = itemById.get(line.itemId);
        return { key: `l${index}`, kind: 'menu', itemId: line.itemId, title: item?.title ?? `#${line.itemId}`, quantity: String(line.quantity), unitPrice: item?.unitPrice ?? '0.00' };
      })
    : lead.quote.request.lines.map((line, index) => {
        const item = itemByTitle.get(line.title);
        const quantity = String(line.quantity);
        return item
          ? { key: `l${index}`, kind: 'menu', itemId: item.itemId, title: item.title, quantity, unitPrice: item.unitPrice }
          : { key: `l${index}`, kind: 'custom', title: line.title, quantity, unitPrice: line.unitPrice };
      });
  const fees: DraftFee[] = (input?.fees ?? []).map((fee, index) => ({
    key: `f${index}`,
    title: fee.title,
    taxable: fee.taxable,
    ...('amount' in fee ? { basis: 'amount' as const, value: fee.amount } : { basis: 'percent' as const, value: rateToPercent(fee.rate) }),
  }));
  return { lines, fees, depositPercent: rateToPercent(input?.depositRate ?? menu.depositRate) };
}

/**
 * The draft with its amounts and percentages read as the console's language writes numbers
 * ('12,50' and '8,25' in French), with a decimal point: what is checked, priced and sent. What
 * cannot be read stays as typed, for the checks to refuse.
 */
export function readDraft(draft: EstimateDraft, locale: LocaleTag, currency: Currency): EstimateDraft {
  const read = (typed: string, options?: AmountEntryOptions) => {
    const entry = readAmount(typed, locale, currency, options);
    return entry.ok ? entry.amount : typed;
  };
  const percent = (typed: string) => read(typed, { decimals: ESTIMATE_PERCENT_DECIMALS });
  return {
    lines: draft.lines.map((line) => (line.kind === 'custom' ? { ...line, unitPrice: read(line.unitPrice) } : line)),
    fees: draft.fees.map((fee) => ({ ...fee, value: fee.basis === 'amount' ? read(fee.value) : percent(fee.value) })),
    depositPercent: percent(draft.depositPercent),
  };
}

/** The store's tax rate, unless the lead's estimate or the buyer is tax exempt. */
export function draftTax(lead: StaffLead, menu: StaffEstimateMenu): DraftTax {
  return { taxRate: menu.taxRate, taxExempt: lead.estimateInput?.taxExempt ?? lead.taxExemptId !== null };
}

export function draftProblems(draft: EstimateDraft): DraftProblems {
  const problems: DraftProblems = {};
  const note = (field: string, problem: EstimateFormMessageName | null) => {
    if (problem) problems[field] = problem;
  };
  if (draft.lines.length === 0) problems.lines = 'linesRequired';
  if (draft.lines.length > ESTIMATE_LIMITS.lines.max) problems.lines = 'tooManyLines';
  if (draft.fees.length > ESTIMATE_LIMITS.fees.max) problems.fees = 'tooManyFees';
  for (const line of draft.lines) {
    if (line.kind === 'custom') {
      note(`line-${line.key}-title`, titleProblem(line.title));
      note(`line-${line.key}-unitPrice`, moneyProblem(line.unitPrice));
    }
    note(`line-${line.key}-quantity`, quantityProblem(quantityOf(line.quantity)));
  }
  for (const fee of draft.fees) {
    note(`fee-${fee.key}-title`, feeTitleProblem(fee.title));
    note(`fee-${fee.key}-value`, fee.basis === 'amount' ? moneyProblem(fee.value) : percentProblem(fee.value));
  }
  note('deposit', percentProblem(draft.depositPercent));
  return problems;
}

function lineInput(line: DraftLine): StaffEstimateInput['lines'][number] {
  const quantity = quantityOf(line.quantity);
  return line.kind === 'menu'
    ? { kind: 'menu', itemId: line.itemId, quantity }
    : { kind: 'custom', title: line.title.trim(), quantity, unitPrice: roundHalfEven(line.unitPrice.trim(), MONEY_DECIMALS) };
}

export function feeInput(fee: DraftFee): StaffEstimateInput['fees'][number] {
  const base = { title: fee.title.trim(), taxable: fee.taxable };
  return fee.basis === 'amount' ? { ...base, amount: roundHalfEven(fee.value.trim(), MONEY_DECIMALS) } : { ...base, rate: percentToRate(fee.value) };
}

/** The estimate to send; the draft must have no problems. */
export function draftInput(draft: EstimateDraft): StaffEstimateInput {
  return { lines: draft.lines.map(lineInput), fees: draft.fees.map(feeInput), depositRate: percentToRate(draft.depositPercent) };
}
