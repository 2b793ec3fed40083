import { moneyReceived } from './money-received';

describe('moneyReceived', () => {
  it.each([
    ['a card pays the whole order: the pre-tax amount', { preTaxAmount: '16.00', total: '20.00', tenders: [{ method: 'card', amount: '20.00' }] }, '16.00'],
    ['a gift card pays half: what the card brought less tax and tip', { preTaxAmount: '16.00', total: '20.00', tenders: [{ method: 'giftcard', amount: '10.00' }, { method: 'card', amount: '10.00' }] }, '6.00'],
    ['a gift card pays it all', { preTaxAmount: '16.00', total: '20.00', tenders: [{ method: 'giftcard', amount: '20.00' }] }, '0.00'],
    ['the card pays no more than tax and tip', { preTaxAmount: '16.00', total: '20.00', tenders: [{ method: 'giftcard', amount: '17.00' }, { method: 'paypal', amount: '3.00' }] }, '0.00'],
    ['a free order', { preTaxAmount: '0.00', total: '0.00', tenders: [{ method: 'free', amount: '0.00' }] }, '0.00'],
    ['no tender yet', { preTaxAmount: '16.00', total: '20.00', tenders: [] }, '0.00'],
    ['a deposit of a larger cart', { preTaxAmount: '24000.00', total: '24986.22', tenders: [{ method: 'card', amount: '2.70' }] }, '0.00'],
    ['wallets and offline payments count', { preTaxAmount: '10.00', total: '10.83', tenders: [{ method: 'apple_pay', amount: '5.00' }, { method: 'offline', amount: '5.83' }] }, '10.00'],
    ['never above the pre-tax amount', { preTaxAmount: '10.00', total: '10.00', tenders: [{ method: 'card', amount: '12.00' }] }, '10.00'],
  ])('%s', (_case, input, expected) => {
    expect(moneyReceived(input)).toBe(expected);
  });
});
