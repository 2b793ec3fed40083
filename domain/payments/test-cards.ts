/**
 * The sandbox gateway's test card numbers and what each one does, following the numbers card
 * processors publish for their test modes. Any other valid card number is approved.
 * The outcome is decided when the card is charged (authorize), as with a real processor:
 * tokenizing a decline number succeeds. Two numbers are approved with a failed verification
 * check: the security code's (CVC), or the billing postal code's (AVS); every other check passes.
 */
import type { CardBrand } from './card-brands';
import type { CardChecks } from './card-checks';
import { DECLINE_CODES, DECLINE_MESSAGES, type DeclineCode } from './messages';

/** Approved with one verification check failing (card-checks.ts decides what follows). */
export type CheckFailOutcome = 'cvc_check_fail' | 'postal_code_check_fail';
export type TestCardOutcome = 'approve' | CheckFailOutcome | DeclineCode;

export const TEST_CARD_OUTCOMES: readonly TestCardOutcome[] = ['approve', 'cvc_check_fail', 'postal_code_check_fail', ...DECLINE_CODES];
type TestCard = { number: string; brand: CardBrand; outcome: TestCardOutcome; description: string };

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'approve', description: 'Visa' },
  { number: '4000056655665556', brand: 'visa', outcome: 'approve', description: 'Visa debit' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'approve', description: 'Mastercard' },
  { number: '2223003122003222', brand: 'mastercard', outcome: 'approve', description: 'Mastercard 2-series' },
  { number: '5200828282828210', brand: 'mastercard', outcome: 'approve', description: 'Mastercard debit' },
  { number: '5105105105105100', brand: 'mastercard', outcome: 'approve', description: 'Mastercard prepaid' },
  { number: '378282246310005', brand: 'amex', outcome: 'approve', description: 'American Express' },
  { number: '371449635398431', brand: 'amex', outcome: 'approve', description: 'American Express' },
  { number: '6011111111111117', brand: 'discover', outcome: 'approve', description: 'Discover' },
  { number: '6011000990139424', brand: 'discover', outcome: 'approve', description: 'Discover' },
  { number: '3056930009020004', brand: 'diners', outcome: 'approve', description: 'Diners Club' },
  { number: '36227206271667', brand: 'diners', outcome: 'approve', description: 'Diners Club (14 digits)' },
  { number: '3566002020360505', brand: 'jcb', outcome: 'approve', description: 'JCB' },
  { number: '6200000000000005', brand: 'unionpay', outcome: 'approve', description: 'UnionPay' },
  { number: '4000000000000002', brand: 'visa', outcome: 'card_declined', description: 'Generic decline' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds', description: 'Insufficient funds' },
  { number: '4000000000009987', brand: 'visa', outcome: 'lost_card', description: 'Lost card' },
  { number: '4000000000009979', brand: 'visa', outcome: 'stolen_card', description: 'Stolen card' },
  { number: '4000000000000069', brand: 'visa', outcome: 'expired_card', description: 'Expired card' },
  { number: '4000000000000127', brand: 'visa', outcome: 'incorrect_cvc', description: 'Incorrect security code' },
  { number: '4000000000000119', brand: 'visa', outcome: 'processing_error', description: 'Processing error' },
  { number: '4000000000000101', brand: 'visa', outcome: 'cvc_check_fail', description: 'Security code check fails' },
  { number: '4000000000000036', brand: 'visa', outcome: 'postal_code_check_fail', description: 'Postal code check fails' },
];

const OUTCOME_BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card.outcome]));

/** What the sandbox does with a (valid, digits-only) card number: approve unless it is a listed decline. */
export function testCardOutcome(number: string): TestCardOutcome {
  return OUTCOME_BY_NUMBER.get(number) ?? 'approve';
}

/** Whether the outcome is a decline (the bank says no at authorization). */
export function isDeclineOutcome(outcome: TestCardOutcome): outcome is DeclineCode {
  return (DECLINE_CODES as readonly string[]).includes(outcome);
}

/**
 * The verification checks of an approved test card: its failing check fails, every other passes;
 * the address checks are unavailable when no billing address came with the charge.
 */
export function testCardChecks(outcome: TestCardOutcome, withBilling: boolean): CardChecks {
  const address = (fails: boolean) => (withBilling ? (fails ? 'fail' : 'pass') : 'unavailable');
  return {
    cvc: outcome === 'cvc_check_fail' ? 'fail' : 'pass',
    postalCode: address(outcome === 'postal_code_check_fail'),
    line1: address(false),
  };
}

/** The code and the message a diner can act on, for a decline. */
export function declineFor(code: DeclineCode): { code: DeclineCode; message: string } {
  return { code, message: DECLINE_MESSAGES[code] };
}
