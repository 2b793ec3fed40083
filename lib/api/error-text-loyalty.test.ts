import { LOYALTY_ERROR_CODES, LOYALTY_MESSAGES, loyaltyErrorCode, type LoyaltyMessageName } from '@/domain/loyalty/messages';
import { createTranslator } from '@/lib/i18n';
import { en, es, fr, ja, pt } from '@/locales';
import { apiText } from './error-text';

describe('apiText for loyalty codes', () => {
  it.each([
    ['fr-ca', { code: 'loyalty_not_enough_points', params: { needed: 900, available: 120 }, message: 'x' }, 'Cette récompense coûte 900 points et vous en avez 120'],
    ['ja-jp', { code: 'loyalty_store_item_unknown', params: { itemId: 7 }, message: 'x' }, 'リワード 7 はリワードストアにありません'],
    ['en-us', { code: 'loyalty_reward_not_in_wallet', message: 'x' }, 'This reward is already on an order or was used'],
  ] as const)('%s: %j', (locale, answer, expected) => {
    expect(apiText(createTranslator(locale), answer)).toBe(expected);
  });

  it.each([['en', en], ['es', es], ['fr', fr], ['ja', ja], ['pt', pt]] as const)('%s has a text for every loyalty code', (_language, catalogue) => {
    expect(LOYALTY_ERROR_CODES.filter((code) => !(`loyalty.error.${code}` in catalogue))).toEqual([]);
  });

  it('repeats in English the domain texts the API sends', () => {
    const english = en as Record<string, string>;
    for (const name of Object.keys(LOYALTY_MESSAGES) as LoyaltyMessageName[]) {
      expect([name, english[`loyalty.error.${loyaltyErrorCode(name)}`]]).toEqual([name, LOYALTY_MESSAGES[name]]);
    }
  });
});
