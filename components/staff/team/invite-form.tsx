/**
 * The invitation form: first and last name, work email (the same field rules as the API's), role
 * and stores. Each problem is said beside its field and the first takes focus; the API's refusal
 * (an address taken, a store not theirs) is said above the form by the screen. The form's heading
 * takes focus as it opens.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { TextField } from '@/components/form/form-field';
import { STAFF_INVITE_FIELDS } from '@/domain/staff/team';
import type { StaffTeam, StaffTeamInvite } from '@/lib/api/staff-team';
import { classed } from '@/lib/classed';
import type { Rules } from '@/lib/form/checks';
import { Form, FormState, type FormHelpers } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { textField } from '@/lib/validation/fields';
import { formMessages } from '@/lib/validation/messages';
import { ConsoleButton } from '../console-page';
import { MemberAccessFields, type MemberAccess } from './member-access-fields';
import styles from './team.module.css';

const FORM = 'staff-team-invite';
type Values = { firstName: string; lastName: string; email: string };
const EMPTY: Values = { firstName: '', lastName: '', email: '' };

type Props = { team: StaffTeam; busy: boolean; onInvite: (invite: StaffTeamInvite) => Promise<boolean>; onCancel: () => void };

export function InviteForm({ team, busy, onInvite, onCancel }: Props) {
  const { t } = useMarket();
  const [access, setAccess] = useState<MemberAccess>({ role: team.roles[0] ?? 'store_staff', storeIds: team.stores.length === 1 ? [team.stores[0]!.id] : [] });
  const [storesProblem, setStoresProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The keyboard lands on the form as it opens: the next Tab is its first field.
  useEffect(() => heading.current?.focus(), []);
  const rules = useMemo<Rules<Values>>(() => {
    const messages = formMessages(t);
    return {
      firstName: textField(STAFF_INVITE_FIELDS.firstName, messages),
      lastName: textField(STAFF_INVITE_FIELDS.lastName, messages),
      email: textField(STAFF_INVITE_FIELDS.email, messages),
    };
  }, [t]);

  const handleSubmit = async (values: Values, helpers: FormHelpers<Values>) => {
    if (access.role !== 'brand_admin' && access.storeIds.length === 0) {
      setStoresProblem(t('staff.team.error.staff_team_stores_required'));
      return;
    }
    setStoresProblem(null);
    const storeIds = access.role === 'brand_admin' ? [] : access.storeIds;
    if (await onInvite({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), role: access.role, storeIds })) helpers.resetForm();
  };

  return (
    <FormState initialValues={EMPTY} rules={rules} onSubmit={handleSubmit}>
      {(form) => (
        <Panel id={FORM} noValidate aria-label={t('staff.team.inviteTitle')}>
          <h2 tabIndex={-1} ref={heading}>
            {t('staff.team.inviteTitle')}
          </h2>
          <FocusFirstError form={FORM} order={['firstName', 'lastName', 'email']} />
          <TextField form={FORM} name="firstName" label={t('staff.team.field.firstName')} autoComplete="off" />
          <TextField form={FORM} name="lastName" label={t('staff.team.field.lastName')} autoComplete="off" />
          <TextField form={FORM} name="email" type="email" label={t('staff.team.field.email')} autoComplete="off" />
          <MemberAccessFields team={team} value={access} onChange={setAccess} storesProblem={storesProblem} />
          <Buttons>
            <ConsoleButton type="submit" disabled={busy || form.isSubmitting}>
              {t('staff.team.sendInvite')}
            </ConsoleButton>
            <ConsoleButton type="button" onClick={onCancel}>
              {t('staff.team.cancel')}
            </ConsoleButton>
          </Buttons>
        </Panel>
      )}
    </FormState>
  );
}

const Panel = classed(Form, styles.panel);
const Buttons = classed('div', styles.buttons);
