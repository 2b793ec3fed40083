/**
 * The estimate editor's checks, built on the estimate limits the API's schema uses
 * (./catering.ts ESTIMATE_LIMITS, patterns and messages): each field's refusal as a message
 * name, plus the editor's own refusals (no line, too many lines or fees, a percentage). The
 * editor shows rates as percentages ('8.25') and sends them as the API's fractions ('0.0825'),
 * converted exactly on the decimal strings (no decimal.js, which the editor loads only to price).
 */
import { compareAmounts, shiftDecimal } from '../amounts';
import { CATERING_FORM_MESSAGES, ESTIMATE_LIMITS, ESTIMATE_MESSAGES, ESTIMATE_MONEY_PATTERN, ESTIMATE_RATE_PATTERN } from './catering';

export const ESTIMATE_FORM_MESSAGES = {
  ...ESTIMATE_MESSAGES,
  linesRequired: 'Add at least one line to the estimate',
  tooManyLines: 'An estimate holds at most [max] lines',
  tooManyFees: 'An estimate holds at most [max] fees',
  percentInvalid: 'Enter a percentage from 0 to 100, like 25 or 8.25',
  feeTitleTooLong: ESTIMATE_MESSAGES.titleTooLong,
  reasonTooLong: CATERING_FORM_MESSAGES.reasonTooLong,
} as const;

export type EstimateFormMessageName = keyof typeof ESTIMATE_FORM_MESSAGES;

/** The numbers each text is written with. */
export const ESTIMATE_MESSAGE_VALUES: Record<EstimateFormMessageName, Record<string, number | string>> = {
  titleRequired: {},
  titleTooLong: { max: ESTIMATE_LIMITS.lineTitle.max },
  quantityOutOfRange: { ...ESTIMATE_LIMITS.quantity },
  moneyInvalid: {},
  rateInvalid: {},
  reasonRequired: {},
  totalTooLarge: { max: ESTIMATE_LIMITS.total.max },
  linesRequired: {},
  tooManyLines: { max: ESTIMATE_LIMITS.lines.max },
  tooManyFees: { max: ESTIMATE_LIMITS.fees.max },
  percentInvalid: {},
  feeTitleTooLong: { max: ESTIMATE_LIMITS.feeTitle.max },
  reasonTooLong: { max: ESTIMATE_LIMITS.reason.max },
};

/** The most decimals of a percentage staff type (the API's rate takes 6). */
export const ESTIMATE_PERCENT_DECIMALS = 4;

/** A percentage as staff type it: 0 to 100, at most ESTIMATE_PERCENT_DECIMALS decimals. */
const PERCENT_PATTERN = new RegExp(`^\\d{1,3}(\\.\\d{1,${ESTIMATE_PERCENT_DECIMALS}})?$`);

export function titleProblem(title: string): EstimateFormMessageName | null {
  const trimmed = title.trim();
  if (trimmed === '') return 'titleRequired';
  return trimmed.length > ESTIMATE_LIMITS.lineTitle.max ? 'titleTooLong' : null;
}

export function feeTitleProblem(title: string): EstimateFormMessageName | null {
  const trimmed = title.trim();
  if (trimmed === '') return 'titleRequired';
  return trimmed.length > ESTIMATE_LIMITS.feeTitle.max ? 'feeTitleTooLong' : null;
}

export function quantityProblem(quantity: number): EstimateFormMessageName | null {
  const { min, max } = ESTIMATE_LIMITS.quantity;
  return Number.isSafeInteger(quantity) && quantity >= min && quantity <= max ? null : 'quantityOutOfRange';
}

export function moneyProblem(amount: string): EstimateFormMessageName | null {
  return ESTIMATE_MONEY_PATTERN.test(amount.trim()) ? null : 'moneyInvalid';
}

export function percentProblem(percent: string): EstimateFormMessageName | null {
  const text = percent.trim();
  if (!PERCENT_PATTERN.test(text) || compareAmounts(text, 100) > 0) return 'percentInvalid';
  return ESTIMATE_RATE_PATTERN.test(percentToRate(text)) ? null : 'percentInvalid';
}

/** '8.25' → '0.0825'; the percentage must be valid (percentProblem). */
export function percentToRate(percent: string): string {
  return shiftDecimal(percent.trim(), -2);
}

/** '0.0825' → '8.25'. */
export function rateToPercent(rate: string): string {
  return shiftDecimal(rate, 2);
}

/** An estimate's total above what the API takes. */
export function totalProblem(total: string): EstimateFormMessageName | null {
  return compareAmounts(total, ESTIMATE_LIMITS.total.max) > 0 ? 'totalTooLarge' : null;
}

export function reasonProblem(reason: string, required: boolean): EstimateFormMessageName | null {
  const trimmed = reason.trim();
  if (trimmed === '') return required ? 'reasonRequired' : null;
  return trimmed.length > ESTIMATE_LIMITS.reason.max ? 'reasonTooLong' : null;
}
