/**
 * The birthday form's rules: the rule the API applies (domain/loyalty/yearly-rewards.ts,
 * isValidBirthday) with its texts in the form's language (rewards.error.<code>). Values are what
 * the selects hold (text); `toBirthday` makes the body.
 */
import { REWARD_MESSAGES, rewardErrorCode } from '@/domain/loyalty/reward-messages';
import { isValidBirthday } from '@/domain/loyalty/yearly-rewards';
import { firstOf, required, textOf, type Rules } from '@/lib/form/checks';
import type { Translate } from '@/lib/i18n';

export type BirthdayValues = { month: string; day: string };

const text = (t: Translate, name: 'birthdayMonthRequired' | 'birthdayDayRequired') => t.dynamic(`rewards.error.${rewardErrorCode(name)}`, REWARD_MESSAGES[name]);

export function birthdaySchema(t: Translate): Rules<BirthdayValues> {
  return {
    month: required(text(t, 'birthdayMonthRequired')),
    day: firstOf(required(text(t, 'birthdayDayRequired')), (value, values) => {
      const month = Number(values.month);
      const day = textOf(value);
      if (!month || !day || isValidBirthday(month, Number(day))) return undefined;
      return t.dynamic(`rewards.error.${rewardErrorCode('birthdayDayInvalid')}`, REWARD_MESSAGES.birthdayDayInvalid, { month, day: Number(day) });
    }),
  };
}

export function toBirthday(values: BirthdayValues): { month: number; day: number } {
  return { month: Number(values.month), day: Number(values.day) };
}
