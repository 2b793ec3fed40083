import { WALLET_ERROR_CODES, WALLET_MESSAGES } from '@/domain/payments/wallets';
import { createTranslator } from '@/lib/i18n';
import { en, es, fr, ja, pt } from '@/locales';
import { apiText } from './error-text';

describe('apiText for wallet codes', () => {
  it.each([
    ['en-us', 'This Google Pay payment could not be read and nothing was charged: try again or pay another way'],
    ['fr-ca', 'Ce paiement Google Pay n’a pas pu être lu et rien n’a été débité : réessayez ou payez autrement'],
    ['ja-jp', 'この Google Pay の支払いを読み取れなかったため、請求はありません。もう一度お試しいただくか、別の方法でお支払いください'],
  ] as const)('%s', (locale, expected) => {
    const answer = { code: 'wallet_token_invalid', params: { wallet: 'Google Pay' }, message: 'x' };
    expect(apiText(createTranslator(locale), answer)).toBe(expected);
  });

  it.each([['en', en], ['es', es], ['fr', fr], ['ja', ja], ['pt', pt]] as const)('%s has a text for every wallet code', (_language, catalogue) => {
    expect(WALLET_ERROR_CODES.filter((code) => !(`wallets.error.${code}` in catalogue))).toEqual([]);
  });

  it('repeats in English the text the API sends', () => {
    expect((en as Record<string, string>)['wallets.error.wallet_token_invalid']).toBe(WALLET_MESSAGES.tokenInvalid);
  });
});
