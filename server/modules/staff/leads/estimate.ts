/**
 * Staff send an estimate (the first, or a revision): menu lines are priced here from the store's
 * get-a-quote menu (a line names an item and a quantity, never a price), custom lines and fees
 * carry what staff typed, the tax rate is the store's (none when the buyer gave a tax-exempt id),
 * and the deposit rate is the default unless given. The lead actions then price it, hold the
 * kitchen, move the lead and email the buyer; the audit row commits with the step.
 */
import { DEFAULT_DEPOSIT_RATE, estimateTotals, type EstimateFee, type EstimateInput, type EstimateLine } from '@/domain/catering';
import { GUARDS } from '@/domain/catering/guards';
import { CATERING_ERROR_CODES, CATERING_MESSAGES } from '@/domain/catering/messages';
import { interpolate } from '@/domain/interpolate';
import { ESTIMATE_LIMITS, ESTIMATE_MESSAGES, ESTIMATE_MONEY_PATTERN, ESTIMATE_RATE_PATTERN } from '@/domain/validation';
import type { WireStaffEstimateInput } from '@/domain/wire/staff-leads';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import { BadRequestError, UnprocessableError } from '@/server/errors';
import { refusalError, domainLead, type LeadRow } from '@/server/modules/catering';
import { auditStep } from './audit';
import type { LeadDeps, StaffCaller } from './deps';
import { estimateMenuItems, storeTaxRate } from './menu';

function title(value: string, max: number, field: string): string {
  const text = value.trim();
  if (text === '') throw new BadRequestError(`"${field}": ${ESTIMATE_MESSAGES.titleRequired}`);
  if (text.length > max) throw new BadRequestError(`"${field}": ${interpolate(ESTIMATE_MESSAGES.titleTooLong, { max })}`);
  return text;
}

function money(value: string, field: string): string {
  if (!ESTIMATE_MONEY_PATTERN.test(value)) throw new BadRequestError(`"${field}": ${ESTIMATE_MESSAGES.moneyInvalid}`);
  return value;
}

function rate(value: string, field: string): string {
  if (!ESTIMATE_RATE_PATTERN.test(value)) throw new BadRequestError(`"${field}": ${ESTIMATE_MESSAGES.rateInvalid}`);
  return value;
}

function quantity(value: number, field: string): number {
  const { min, max } = ESTIMATE_LIMITS.quantity;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new BadRequestError(`"${field}": ${interpolate(ESTIMATE_MESSAGES.quantityOutOfRange, { min, max })}`);
  }
  return value;
}

function itemNotOnMenu(itemId: number, lead: LeadRow): UnprocessableError {
  const params = { item: itemId, number: lead.number };
  return new UnprocessableError(interpolate(CATERING_MESSAGES.itemNotOnMenu, params), undefined, { code: CATERING_ERROR_CODES.itemNotOnMenu, params });
}

/** The estimate the lead actions price: menu lines at the store's prices, the store's tax. */
export async function estimateFor(deps: LeadDeps, lead: LeadRow, input: WireStaffEstimateInput): Promise<EstimateInput> {
  const menu = new Map((await estimateMenuItems(deps.db, lead.locationId)).map((item) => [item.itemId, item]));
  const lines: EstimateLine[] = input.lines.map((line, index) => {
    const field = `lines[${index}]`;
    if (line.kind === 'menu') {
      const item = menu.get(line.itemId);
      if (!item) throw itemNotOnMenu(line.itemId, lead);
      return { kind: 'menu', itemId: item.itemId, title: item.title, quantity: quantity(line.quantity, `${field}.quantity`), unitPrice: item.unitPrice };
    }
    return {
      kind: 'custom',
      title: title(line.title, ESTIMATE_LIMITS.lineTitle.max, `${field}.title`),
      quantity: quantity(line.quantity, `${field}.quantity`),
      unitPrice: money(line.unitPrice, `${field}.unitPrice`),
    };
  });
  const fees: EstimateFee[] = input.fees.map((fee, index) => {
    const field = `fees[${index}]`;
    const named = { title: title(fee.title, ESTIMATE_LIMITS.feeTitle.max, `${field}.title`), taxable: fee.taxable };
    return 'amount' in fee ? { ...named, amount: money(fee.amount, `${field}.amount`) } : { ...named, rate: rate(fee.rate, `${field}.rate`) };
  });
  const estimate: EstimateInput = {
    lines,
    fees,
    taxRate: await storeTaxRate(deps.db, lead.locationId),
    taxExempt: lead.taxExemptId !== null,
    depositRate: input.depositRate === undefined ? DEFAULT_DEPOSIT_RATE : rate(input.depositRate, 'depositRate'),
  };
  const { max } = ESTIMATE_LIMITS.total;
  if (estimateTotals(estimate).total.greaterThan(max)) throw new BadRequestError(interpolate(ESTIMATE_MESSAGES.totalTooLarge, { max }));
  return estimate;
}

/**
 * An estimate for an event that has started would be valid until its start, already past: the
 * table would call it expired. The reason staff can act on is that the event started.
 */
function refuseStartedEvent(lead: LeadRow, now: Date): void {
  const failure = GUARDS.eventAhead.check(domainLead(lead, null), now);
  if (failure) throw refusalError({ ok: false, status: 409, code: CATERING_ERROR_CODES[failure.name], message: interpolate(CATERING_MESSAGES[failure.name], failure.params), params: failure.params });
}

export async function sendStaffEstimate(deps: LeadDeps, caller: StaffCaller, staff: StaffIdentity, lead: LeadRow, input: WireStaffEstimateInput) {
  refuseStartedEvent(lead, deps.now());
  const estimate = await estimateFor(deps, lead, input);
  await deps.actions.sendEstimate(lead.id, estimate, { kind: 'staff', id: String(staff.id) }, auditStep(staff, caller, 'lead-estimate'));
}
