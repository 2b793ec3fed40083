import { isWallet, readSandboxWalletData, walletLabel } from './wallets';

describe('sandbox wallet payment data', () => {
  it.each([
    ['sandbox-wallet:visa:4242', { brand: 'visa', last4: '4242', outcome: 'approve' }],
    ['sandbox-wallet:amex:0005', { brand: 'amex', last4: '0005', outcome: 'approve' }],
    ['sandbox-wallet:visa:0002:card_declined', { brand: 'visa', last4: '0002', outcome: 'card_declined' }],
    ['sandbox-wallet:mastercard:9995:insufficient_funds', { brand: 'mastercard', last4: '9995', outcome: 'insufficient_funds' }],
  ])('reads %s', (data, card) => {
    expect(readSandboxWalletData(data)).toEqual(card);
  });

  it.each([
    'sandbox-wallet:visa',
    'sandbox-wallet:visa:424',
    'sandbox-wallet:visa:42a2',
    'sandbox-wallet:paypal:4242',
    'sandbox-wallet:visa:4242:approve',
    'sandbox-wallet:visa:4242:card_declined:extra',
    'wallet:visa:4242',
    '{"signature":"MEQ"}',
  ])('refuses %s', (data) => {
    expect(readSandboxWalletData(data)).toBeUndefined();
  });

  it('names wallets and their tenders', () => {
    expect(isWallet('google_pay')).toBe(true);
    expect(isWallet('card')).toBe(false);
    expect(walletLabel('apple_pay', 'Visa •••• 4242')).toBe('Apple Pay (Visa •••• 4242)');
  });
});
