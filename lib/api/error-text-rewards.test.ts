import { REWARD_ERROR_CODES, REWARD_MESSAGES, rewardErrorCode, type RewardMessageName } from '@/domain/loyalty/reward-messages';
import { createTranslator } from '@/lib/i18n';
import { en, es, fr, ja, pt } from '@/locales';
import { apiText } from './error-text';

describe('apiText for reward codes', () => {
  it.each([
    ['fr-ca', { code: 'reward_mystery_not_earned', params: { ordersToNext: 2 }, message: 'x' }, 'Vous n’avez pas encore de récompense mystère à révéler : encore 2 commandes payées'],
    ['ja-jp', { code: 'reward_birthday_day_invalid', params: { month: 4, day: 31 }, message: 'x' }, '4 月に 31 日はありません'],
    ['en-us', { code: 'reward_mystery_reroll_used', message: 'x' }, REWARD_MESSAGES.mysteryRerollUsed],
  ] as const)('%s: %j', (locale, answer, expected) => {
    expect(apiText(createTranslator(locale), answer)).toBe(expected);
  });

  it.each([['en', en], ['es', es], ['fr', fr], ['ja', ja], ['pt', pt]] as const)('%s has a text for every reward code', (_language, catalogue) => {
    expect(REWARD_ERROR_CODES.filter((code) => !(`rewards.error.${code}` in catalogue))).toEqual([]);
  });

  it('repeats in English the domain texts the API sends', () => {
    const english = en as Record<string, string>;
    for (const name of Object.keys(REWARD_MESSAGES) as RewardMessageName[]) {
      expect([name, english[`rewards.error.${rewardErrorCode(name)}`]]).toEqual([name, REWARD_MESSAGES[name]]);
    }
  });
});
