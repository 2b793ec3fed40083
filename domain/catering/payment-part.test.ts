import { isQuotePaymentPart, quoteBalanceDue, quotePartAmount } from './payment-part';

const ESTIMATE = { total: '219.75', deposit: '54.94' };

describe('quotePartAmount', () => {
  it.each([
    ['deposit', '54.94'],
    ['full', '219.75'],
  ] as const)('%s asks for %s', (part, amount) => {
    expect(quotePartAmount(ESTIMATE, part)).toBe(amount);
  });
});

describe('quoteBalanceDue', () => {
  it.each([
    ['0.00', '219.75'],
    ['54.94', '164.81'],
    ['219.75', '0.00'],
    ['250.00', '0.00'],
  ])('after %s paid, %s is due', (paid, due) => {
    expect(quoteBalanceDue(ESTIMATE, paid)).toBe(due);
  });
});

describe('isQuotePaymentPart', () => {
  it.each([
    ['deposit', true],
    ['full', true],
    ['Full', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('%p → %p', (value, expected) => {
    expect(isQuotePaymentPart(value)).toBe(expected);
  });
});
