/**
 * The staff console's catering estimate and lead steps: how many lines and fees an estimate
 * holds, the longest title, the quantities, prices and rates it takes, and the reasons given for
 * a step or a cancellation, with the texts of their refusals. The console's estimate editor and
 * the API's staff lead routes are built from these. Rates travel as fractions ('0.25'); the
 * editor shows them as percentages.
 */
import { Decimal } from '../money';

export const ESTIMATE_LIMITS = {
  /** Lines of an estimate: at least one. */
  lines: { min: 1, max: 100 },
  fees: { max: 10 },
  /** A custom line's or a fee's title. */
  title: { max: 120 },
  quantity: { min: 1, max: 9999 },
  /** A unit price or a fixed fee: whole cents. */
  amount: { max: '99999.99' },
  /** A step's or a cancellation's reason. */
  reason: { max: 500 },
} as const;

/** Our texts: no standard text exists for these fields. */
export const ESTIMATE_FORM_MESSAGES = {
  linesRequired: 'Add at least one line to the estimate',
  tooManyLines: 'An estimate holds at most [max] lines',
  tooManyFees: 'An estimate holds at most [max] fees',
  titleRequired: 'Enter a title',
  titleTooLong: 'A title takes at most [max] characters',
  quantityOutOfRange: 'Enter a whole quantity from [min] to [max]',
  amountInvalid: 'Enter an amount from 0 to [max], in whole cents',
  percentInvalid: 'Enter a percentage from 0 to 100, with at most 2 decimals',
  reasonRequired: 'Say why',
  reasonTooLong: 'A reason takes at most [max] characters',
} as const;

export type EstimateFormMessageName = keyof typeof ESTIMATE_FORM_MESSAGES;

/** The numbers each text is written with. */
export const ESTIMATE_MESSAGE_VALUES: Record<EstimateFormMessageName, Record<string, number | string>> = {
  linesRequired: {},
  tooManyLines: { max: ESTIMATE_LIMITS.lines.max },
  tooManyFees: { max: ESTIMATE_LIMITS.fees.max },
  titleRequired: {},
  titleTooLong: { max: ESTIMATE_LIMITS.title.max },
  quantityOutOfRange: { ...ESTIMATE_LIMITS.quantity },
  amountInvalid: { max: ESTIMATE_LIMITS.amount.max },
  percentInvalid: {},
  reasonRequired: {},
  reasonTooLong: { max: ESTIMATE_LIMITS.reason.max },
};

/** A money amount as written: digits with at most 2 decimals. */
export const ESTIMATE_AMOUNT_PATTERN = /^\d{1,5}(\.\d{1,2})?$/;
/** A rate as a fraction from 0 to 1, at most 4 decimals (a percentage with 2). */
export const ESTIMATE_RATE_PATTERN = /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/;
const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

export function titleProblem(title: string): EstimateFormMessageName | null {
  const trimmed = title.trim();
  if (trimmed === '') return 'titleRequired';
  return trimmed.length > ESTIMATE_LIMITS.title.max ? 'titleTooLong' : null;
}

export function quantityProblem(quantity: number): EstimateFormMessageName | null {
  const { min, max } = ESTIMATE_LIMITS.quantity;
  return Number.isSafeInteger(quantity) && quantity >= min && quantity <= max ? null : 'quantityOutOfRange';
}

export function amountProblem(amount: string): EstimateFormMessageName | null {
  const text = amount.trim();
  if (!ESTIMATE_AMOUNT_PATTERN.test(text)) return 'amountInvalid';
  return new Decimal(text).greaterThan(ESTIMATE_LIMITS.amount.max) ? 'amountInvalid' : null;
}

/** A percentage as staff type it ('8.25'), 0 to 100. */
export function percentProblem(percent: string): EstimateFormMessageName | null {
  const text = percent.trim();
  if (!PERCENT_PATTERN.test(text)) return 'percentInvalid';
  return new Decimal(text).greaterThan(100) ? 'percentInvalid' : null;
}

/** '8.25' → '0.0825'; the percentage must be valid (percentProblem). */
export function percentToRate(percent: string): string {
  return new Decimal(percent.trim()).dividedBy(100).toString();
}

/** '0.0825' → '8.25'. */
export function rateToPercent(rate: string): string {
  return new Decimal(rate).times(100).toString();
}

export function reasonProblem(reason: string, required: boolean): EstimateFormMessageName | null {
  const trimmed = reason.trim();
  if (trimmed === '') return required ? 'reasonRequired' : null;
  return trimmed.length > ESTIMATE_LIMITS.reason.max ? 'reasonTooLong' : null;
}
