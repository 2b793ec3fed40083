/**
 * The birthday form's Yup schema: the rule the API applies (domain/loyalty/yearly-rewards.ts,
 * isValidBirthday) with its texts in the form's language (rewards.error.<code>). Values are what
 * the selects hold (text); `toBirthday` makes the body.
 */
import { object, string } from 'yup';
import { REWARD_MESSAGES, rewardErrorCode } from '@/domain/loyalty/reward-messages';
import { isValidBirthday } from '@/domain/loyalty/yearly-rewards';
import type { Translate } from '@/lib/i18n';

export type BirthdayValues = { month: string; day: string };

const text = (t: Translate, name: 'birthdayMonthRequired' | 'birthdayDayRequired') => t.dynamic(`rewards.error.${rewardErrorCode(name)}`, REWARD_MESSAGES[name]);

export function birthdaySchema(t: Translate) {
  return object({
    month: string().required(text(t, 'birthdayMonthRequired')),
    day: string()
      .required(text(t, 'birthdayDayRequired'))
      .test('day-of-month', '', function check(day) {
        const month = Number(this.parent.month);
        if (!month || !day || isValidBirthday(month, Number(day))) return true;
        const message = t.dynamic(`rewards.error.${rewardErrorCode('birthdayDayInvalid')}`, REWARD_MESSAGES.birthdayDayInvalid, { month, day: Number(day) });
        return this.createError({ message });
      }),
  });
}

export function toBirthday(values: BirthdayValues): { month: number; day: number } {
  return { month: Number(values.month), day: Number(values.day) };
}
