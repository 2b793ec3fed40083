/**
 * The Loyalty screen's wording: a problem the loyalty rules found in a form (the same rules and
 * codes as the API's refusals, domain/loyalty/settings.ts) in the console's language, and the
 * earn rate's unit ("$1.00") in the console's currency.
 */
import { STAFF_LOYALTY_MESSAGES, staffLoyaltyErrorCode, type LoyaltyProblem } from '@/domain/loyalty/settings';
import { formatMoney } from '@/domain/money-format';
import { useMarket } from '@/lib/use-market';

export function useLoyaltyText() {
  const { t, locale, currency } = useMarket();
  return {
    problem: (problem: LoyaltyProblem) => t.dynamic(`staffLoyalty.error.${staffLoyaltyErrorCode(problem.name)}`, STAFF_LOYALTY_MESSAGES[problem.name], problem.params),
    unit: formatMoney('1', locale, currency),
  };
}

/** A typed whole number, or NaN for anything else (empty, letters, decimals are judged by the rules). */
export function typedNumber(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
