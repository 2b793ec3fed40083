import { isQuotePaymentPart, quoteBalanceDue, quotePartAmount, quotePartDue } from './payment-part';

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

describe('quotePartDue', () => {
  it.each([
    ['deposit', '0.00', '54.94'],
    ['deposit', '10.00', '44.94'],
    ['full', '10.00', '209.75'],
    ['deposit', '60.00', '0.00'],
  ] as const)('%s after %s paid asks %s', (part, paid, due) => {
    expect(quotePartDue(ESTIMATE, part, paid)).toBe(due);
  });
});
