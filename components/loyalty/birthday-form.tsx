/** The diner's birthday (month and day): checked like the API checks it, then saved. */
import { useMemo, useState } from 'react';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { FieldRow, SelectField } from '@/components/form/form-field';
import { AccountSection, LoadFailed, MainButton } from '@/components/account/account-ui';
import { Editor } from '@/components/account/editor-form';
import type { SectionData } from '@/components/account/section-state';
import { useAccountAction } from '@/components/account/use-account-action';
import { htmlLang, type LocaleTag } from '@/domain/markets';
import { saveBirthday, type Birthday } from '@/lib/api/loyalty-rewards';
import { FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { birthdaySchema, toBirthday, type BirthdayValues } from '@/lib/validation/birthday-schema';

const FORM = 'birthday';
const FIELD_ORDER = ['month', 'day'] as const;
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

const inUtc = (month: number, day: number) => new Date(Date.UTC(2000, month - 1, day));

function monthName(month: number, locale: LocaleTag): string {
  return new Intl.DateTimeFormat(htmlLang(locale), { month: 'long', timeZone: 'UTC' }).format(inUtc(month, 1));
}

function dayOfYear(month: number, day: number, locale: LocaleTag): string {
  return new Intl.DateTimeFormat(htmlLang(locale), { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(inUtc(month, day));
}

export function BirthdayForm({ initial }: { initial: SectionData<Birthday> }) {
  const { locale, t } = useMarket();
  const { pending, error, run } = useAccountAction();
  const [saved, setSaved] = useState<Birthday | null>(null);
  const schema = useMemo(() => birthdaySchema(t), [t]);
  const start = initial.ok ? initial.data : { month: null, day: null };
  const values: BirthdayValues = { month: start.month ? String(start.month) : '', day: start.day ? String(start.day) : '' };

  const handleSubmit = async (submitted: BirthdayValues) => {
    setSaved(null);
    const result = await run((ctx) => saveBirthday(ctx, toBirthday(submitted)));
    if (result.ok) setSaved(result.value);
  };

  return (
    <AccountSection id="birthday" title={t('rewards.birthday.title')} busy={pending}>
      {!initial.ok && <LoadFailed message={initial.message} />}
      <p>{t('rewards.birthday.intro')}</p>
      <FormState initialValues={values} rules={schema} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <Editor id={FORM} noValidate aria-label={t('rewards.birthday.title')}>
            <FocusFirstError form={FORM} order={FIELD_ORDER} />
            {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
            <FieldRow>
              <SelectField form={FORM} name="month" label={t('rewards.birthday.month')}>
                <option value="">{t('rewards.birthday.choose')}</option>
                {MONTHS.map((month) => (
                  <option key={month} value={String(month)}>
                    {monthName(month, locale)}
                  </option>
                ))}
              </SelectField>
              <SelectField form={FORM} name="day" label={t('rewards.birthday.day')}>
                <option value="">{t('rewards.birthday.choose')}</option>
                {DAYS.map((day) => (
                  <option key={day} value={String(day)}>
                    {day}
                  </option>
                ))}
              </SelectField>
            </FieldRow>
            <MainButton type="submit" disabled={isSubmitting || pending}>
              {t('rewards.birthday.save')}
            </MainButton>
            <p role="status">{saved?.month && saved.day ? t('rewards.birthday.saved', { date: dayOfYear(saved.month, saved.day, locale) }) : ''}</p>
          </Editor>
        )}
      </FormState>
    </AccountSection>
  );
}
