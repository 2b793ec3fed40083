import { validateCardNumber } from './card';
import { DECLINE_CODES, DECLINE_MESSAGES } from './messages';
import { declineFor, TEST_CARDS, testCardChecks, testCardOutcome } from './test-cards';

describe('TEST_CARDS', () => {
  it.each(TEST_CARDS.map((card) => [card.number, card.brand] as const))(
    '%s is a valid %s number',
    (number, brand) => {
      expect(validateCardNumber(number)).toEqual({ ok: true, value: { number, brand } });
    },
  );

  it('lists each number once and has a card for every decline code', () => {
    const numbers = TEST_CARDS.map((card) => card.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const outcomes = new Set(TEST_CARDS.map((card) => card.outcome));
    for (const code of DECLINE_CODES) expect(outcomes).toContain(code);
  });
});

describe('testCardOutcome', () => {
  it.each([
    ['4242424242424242', 'approve'],
    ['4000056655665556', 'approve'],
    ['5555555555554444', 'approve'],
    ['2223003122003222', 'approve'],
    ['378282246310005', 'approve'],
    ['6011111111111117', 'approve'],
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000009987', 'lost_card'],
    ['4000000000009979', 'stolen_card'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000127', 'incorrect_cvc'],
    ['4000000000000119', 'processing_error'],
    ['4000000000000101', 'cvc_check_fail'],
    ['4000000000000036', 'postal_code_check_fail'],
    ['4111111111111111', 'approve'],
    ['4012888888881881', 'approve'],
  ])('%s → %s', (number, outcome) => {
    expect(testCardOutcome(number)).toBe(outcome);
  });
});

describe('testCardChecks', () => {
  it.each([
    ['approve', true, { cvc: 'pass', postalCode: 'pass', line1: 'pass' }],
    ['cvc_check_fail', true, { cvc: 'fail', postalCode: 'pass', line1: 'pass' }],
    ['postal_code_check_fail', true, { cvc: 'pass', postalCode: 'fail', line1: 'pass' }],
    ['approve', false, { cvc: 'pass', postalCode: 'unavailable', line1: 'unavailable' }],
    ['postal_code_check_fail', false, { cvc: 'pass', postalCode: 'unavailable', line1: 'unavailable' }],
    ['cvc_check_fail', false, { cvc: 'fail', postalCode: 'unavailable', line1: 'unavailable' }],
  ] as const)('%s with billing %s → %j', (outcome, withBilling, checks) => {
    expect(testCardChecks(outcome, withBilling)).toEqual(checks);
  });
});

describe('declineFor', () => {
  it.each([
    ['card_declined', 'Your card was declined. Try another card.'],
    ['insufficient_funds', 'Your card has insufficient funds. Try another card.'],
    ['lost_card', 'Your card was declined. Try another card.'],
    ['stolen_card', 'Your card was declined. Try another card.'],
    ['expired_card', 'Your card has expired. Check the expiry date or try another card.'],
    ['incorrect_cvc', "Your card's security code is incorrect. Check it and try again."],
    ['processing_error', 'An error occurred while processing your card. Try again in a moment.'],
  ] as const)('%s tells the diner: %s', (code, message) => {
    expect(declineFor(code)).toEqual({ code, message });
    expect(DECLINE_MESSAGES[code]).toBe(message);
  });
});
