import { defaultRefundOrder, isRefundAmount, planRefund, refundAmountProblem, refundableOf, type RefundablePayment } from './refunds';

const gift: RefundablePayment = { id: 'gift', method: 'giftcard', amount: '5.00', refunded: '0' };
const card: RefundablePayment = { id: 'card', method: 'card', amount: '5.78', refunded: '0' };
const free: RefundablePayment = { id: 'free', method: 'free', amount: '0.00', refunded: '0' };

describe('refundableOf', () => {
  it.each([
    [card, '5.78'],
    [{ ...card, refunded: '1.00' }, '4.78'],
    [{ ...card, refunded: '9.00' }, '0'],
    [{ ...free, amount: '3.00' }, '0'],
  ])('%o holds %s', (payment, expected) => expect(refundableOf(payment).toFixed()).toBe(expected));
});

describe('defaultRefundOrder', () => {
  it('takes cards, wallets and PayPal first, then gift cards, then the store’s money, newest first within each', () => {
    const wallet = { ...card, id: 'wallet', method: 'apple_pay' };
    const offline = { ...card, id: 'offline', method: 'offline' };
    expect(defaultRefundOrder([offline, gift, card, wallet]).map((payment) => payment.id)).toEqual(['wallet', 'card', 'gift', 'offline']);
  });
});

describe('planRefund', () => {
  it.each<[string, Parameters<typeof planRefund>[1], unknown]>([
    ['everything by default', {}, { ok: true, total: '10.78', parts: [{ paymentId: 'card', amount: '5.78' }, { paymentId: 'gift', amount: '5.00' }] }],
    ['part: the card first', { amount: '2.00' }, { ok: true, total: '2.00', parts: [{ paymentId: 'card', amount: '2.00' }] }],
    ['past the card: the gift card next', { amount: '6.00' }, { ok: true, parts: [{ paymentId: 'card', amount: '5.78' }, { paymentId: 'gift', amount: '0.22' }] }],
    ['more than captured', { amount: '10.79' }, { ok: false, reason: 'over-refundable', refundable: '10.78' }],
    ['payments named', { payments: [{ paymentId: 'gift', amount: '1.00' }] }, { ok: true, total: '1.00', parts: [{ paymentId: 'gift', amount: '1.00' }] }],
    ['a named payment over what it holds', { payments: [{ paymentId: 'gift', amount: '5.01' }] }, { ok: false, reason: 'over-payment', refundable: '5.00' }],
    ['a payment of another order', { payments: [{ paymentId: 'other', amount: '1.00' }] }, { ok: false, reason: 'unknown-payment' }],
    ['a payment named twice', { payments: [{ paymentId: 'card', amount: '1.00' }, { paymentId: 'card', amount: '1.00' }] }, { ok: false, reason: 'payment-twice' }],
    ['an amount the payments do not add up to', { amount: '3.00', payments: [{ paymentId: 'card', amount: '1.00' }] }, { ok: false, reason: 'amount-mismatch', total: '1.00' }],
  ])('%s', (_name, request, expected) => expect(planRefund([gift, card, free], request)).toMatchObject(expected as object));

  it('refuses an order with nothing left', () => {
    expect(planRefund([{ ...card, refunded: '5.78' }, free], {})).toEqual({ ok: false, reason: 'nothing-refundable' });
  });
});

describe('refundAmountProblem', () => {
  it.each([
    ['1.50', null],
    [' 10.78 ', null],
    ['10.79', 'amountOverRefundable'],
    ['0', 'amountInvalid'],
    ['0.00', 'amountInvalid'],
    ['-1', 'amountInvalid'],
    ['1.005', 'amountInvalid'],
    ['1e2', 'amountInvalid'],
    ['', 'amountInvalid'],
  ])('%p gives %p', (amount, expected) => expect(refundAmountProblem(amount, '10.78')).toBe(expected));
});

describe('isRefundAmount', () => {
  it.each([
    ['0.01', true],
    ['999999999.99', true],
    ['12', true],
    ['0', false],
    [' 1.00', false],
    ['01.00', false],
    ['1,00', false],
    ['1000000000', false],
  ])('%p: %p', (amount, expected) => expect(isRefundAmount(amount)).toBe(expected));
});
