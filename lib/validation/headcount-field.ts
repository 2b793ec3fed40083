/** A catering event's number of guests, in the quote request and the catering contest. */
import { CATERING_HEADCOUNT } from '@/domain/validation/catering';
import type { Check } from '@/lib/form/checks';

/** A whole number within the catering headcount limits, one message for every refusal. */
export function headcountField<V>(outOfRange: string): Check<V> {
  const { min, max } = CATERING_HEADCOUNT;
  return (value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? undefined : outOfRange);
}
