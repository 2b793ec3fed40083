/**
 * The laws that give a diner a right to opt out of the sale and sharing of their personal
 * information: a market under one has the do-not-sell page, and its footer links it. Kept apart
 * from the laws table (./laws.ts), which reads it, so the footer tells it without the table.
 */
import type { PrivacyLawId } from './laws';

const DO_NOT_SELL_LAWS: readonly PrivacyLawId[] = ['ccpa'];

export function givesDoNotSell(law: PrivacyLawId): boolean {
  return DO_NOT_SELL_LAWS.includes(law);
}
