/** Name, phone and email: name and phone can be changed; the email is shown with whether it is verified. */
import { useMemo, useState } from 'react';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { FieldRow, TextField } from '@/components/form/form-field';
import { countryOfLocale } from '@/domain/markets';
import type { Profile } from '@/lib/api/profile-view';
import { updateProfile } from '@/lib/api/profile';
import { FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { formMessages } from '@/lib/validation/messages';
import { profileSchema, type ProfileValues } from '@/lib/validation/profile-schema';
import { AccountSection, Badge, MainButton } from './account-ui';
import { Editor } from './editor-form';
import { useAccountAction } from './use-account-action';

const FORM = 'profile';
const FIELD_ORDER = ['firstName', 'lastName', 'phone'] as const;

type Values = ProfileValues;

export function ProfileDetails({ initial }: { initial: Profile }) {
  const { locale, t } = useMarket();
  const { pending, error, run } = useAccountAction();
  const [profile, setProfile] = useState(initial);
  const [saved, setSaved] = useState(false);
  const schema = useMemo(() => profileSchema(formMessages(t), countryOfLocale(locale)), [t, locale]);

  const handleSubmit = async (values: Values) => {
    setSaved(false);
    const update = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone.trim() };
    const result = await run((ctx) => updateProfile(ctx, update));
    if (result.ok) {
      setProfile(result.value);
      setSaved(true);
    }
  };

  const values = { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone };
  return (
    <AccountSection id="details" title={t('account.details.title')} busy={pending}>
      <p>
        {t('account.details.email')} <strong>{profile.email}</strong>
        <Badge>{profile.emailVerified ? t('account.details.verified') : t('account.details.notVerified')}</Badge>
      </p>
      <FormState initialValues={values} rules={schema} onSubmit={handleSubmit} enableReinitialize>
        {({ isSubmitting }) => (
          <Editor id={FORM} noValidate aria-label={t('account.details.title')}>
            <FocusFirstError form={FORM} order={FIELD_ORDER} />
            {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
            <FieldRow>
              <TextField form={FORM} name="firstName" label={t('account.details.firstName')} autoComplete="given-name" />
              <TextField form={FORM} name="lastName" label={t('account.details.lastName')} autoComplete="family-name" />
              <TextField form={FORM} name="phone" type="tel" label={t('account.details.phone')} autoComplete="tel" />
            </FieldRow>
            <MainButton type="submit" disabled={isSubmitting || pending}>
              {t('account.details.save')}
            </MainButton>
            <p role="status">{saved ? t('account.details.saved') : ''}</p>
          </Editor>
        )}
      </FormState>
    </AccountSection>
  );
}
