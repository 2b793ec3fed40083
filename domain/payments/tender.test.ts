import { tenderOf, tenderText, type TenderTexts } from './tender';

const FRENCH: TenderTexts = {
  giftCard: 'Carte-cadeau •••• [last4]',
  free: 'Aucun paiement requis',
  wallet: '[wallet] ([card])',
  offlineWithReference: '[method] · [reference]',
  offline: { cash: 'Comptant', check: 'Chèque', 'card-present': 'Carte au restaurant', 'bank-transfer': 'Virement bancaire' },
};

describe('tenderText', () => {
  it.each([
    [{ kind: 'card', brand: 'visa', last4: '4242' }, 'Visa •••• 4242'],
    [{ kind: 'wallet', wallet: 'google_pay', brand: 'mastercard', last4: '4444' }, 'Google Pay (Mastercard •••• 4444)'],
    [{ kind: 'giftcard', last4: '0102' }, 'Carte-cadeau •••• 0102'],
    [{ kind: 'paypal' }, 'PayPal'],
    [{ kind: 'free' }, 'Aucun paiement requis'],
    [{ kind: 'offline', method: 'check', reference: '1042' }, 'Chèque · 1042'],
    [{ kind: 'offline', method: 'cash', reference: null }, 'Comptant'],
    [{ kind: 'recorded', label: 'Visa •••• 1111' }, 'Visa •••• 1111'],
  ] as const)('words %j in the reader’s language: %s', (tender, shown) => {
    expect(tenderText(tender, FRENCH)).toBe(shown);
  });
});

describe('tenderOf', () => {
  it('is the stored tender, or the recorded label of a payment stored before tenders were kept', () => {
    expect(tenderOf({ tender: { kind: 'free' }, label: 'No payment needed' })).toEqual({ kind: 'free' });
    expect(tenderOf({ tender: null, label: 'Visa •••• 4242' })).toEqual({ kind: 'recorded', label: 'Visa •••• 4242' });
  });
});
