/** @jest-environment jsdom */
import { availableWallets, paymentDataOf } from './payment-request';

const CHARGE = { total: '9.96', currency: 'USD', label: 'Order W-1', countryCode: 'US', merchantName: 'Hickory' };

describe('wallets through the Payment Request API', () => {
  afterEach(() => {
    delete (window as { PaymentRequest?: unknown }).PaymentRequest;
  });

  it('offers nothing where the browser has no PaymentRequest', async () => {
    expect(await availableWallets(CHARGE)).toEqual([]);
  });

  it('offers the wallets whose method the browser can pay with', async () => {
    class FakeRequest {
      constructor(readonly methods: { supportedMethods: string }[]) {}
      async canMakePayment() {
        return this.methods[0]!.supportedMethods === 'https://google.com/pay';
      }
    }
    (window as { PaymentRequest?: unknown }).PaymentRequest = FakeRequest;
    expect(await availableWallets(CHARGE)).toEqual(['google_pay']);
  });

  it('offers nothing when canMakePayment fails', async () => {
    (window as { PaymentRequest?: unknown }).PaymentRequest = class {
      async canMakePayment() {
        throw new Error('NotAllowedError');
      }
    };
    expect(await availableWallets(CHARGE)).toEqual([]);
  });

  it('reads the payment data of each wallet', () => {
    expect(paymentDataOf('google_pay', { paymentMethodData: { tokenizationData: { token: 'sandbox-wallet:visa:4242' } } })).toBe('sandbox-wallet:visa:4242');
    expect(paymentDataOf('apple_pay', { token: { paymentData: { version: 'EC_v1', data: 'abc' } } })).toBe('{"version":"EC_v1","data":"abc"}');
    expect(paymentDataOf('google_pay', { token: 'x' })).toBeNull();
    expect(paymentDataOf('apple_pay', null)).toBeNull();
  });
});
