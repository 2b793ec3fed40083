/**
 * The Loyalty screen's wording: a problem the loyalty rules found in a form (the same rules and
 * codes as the API's refusals, domain/loyalty/settings.ts) in the console's language, and the
 * earn rate's unit: one US dollar ("$1.00"), what a brand's rate is stated per; each market earns it
 * per its own amount (domain/loyalty/earn-rates.ts).
 */
import { STAFF_LOYALTY_MESSAGES, staffLoyaltyErrorCode, type LoyaltyProblem } from '@/domain/loyalty/settings';
import { EARN_RATE_CURRENCY } from '@/domain/loyalty/earn-rates';
import { formatMoney } from '@/domain/money-format';
import { useMarket } from '@/lib/use-market';

export function useLoyaltyText() {
  const { t, locale } = useMarket();
  return {
    problem: (problem: LoyaltyProblem) => t.dynamic(`staffLoyalty.error.${staffLoyaltyErrorCode(problem.name)}`, STAFF_LOYALTY_MESSAGES[problem.name], problem.params),
    unit: formatMoney('1', locale, EARN_RATE_CURRENCY),
  };
}

/** A typed whole number, or NaN for anything else (empty, letters, decimals are judged by the rules). */
export function typedNumber(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
