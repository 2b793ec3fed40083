/**
 * The panels a row's actions open under the table: changing a member's role and stores, and the
 * confirmation of a step that locks someone out (deactivating, resetting a second factor), which
 * says what will happen and takes focus so the keyboard lands on it.
 */
import { useEffect, useRef, useState } from 'react';
import type { StaffTeam, StaffTeamChange, StaffTeamMember } from '@/lib/api/staff-team';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton } from '../console-page';
import { MemberAccessFields, type MemberAccess } from './member-access-fields';
import styles from './team.module.css';

const nameOf = (member: StaffTeamMember) => `${member.firstName} ${member.lastName}`;

/** Focus moves to the panel's heading when it opens. */
function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

type ChangeProps = { team: StaffTeam; member: StaffTeamMember; busy: boolean; onSave: (change: StaffTeamChange) => Promise<boolean>; onCancel: () => void };

export function ChangeMemberPanel({ team, member, busy, onSave, onCancel }: ChangeProps) {
  const { t } = useMarket();
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const [access, setAccess] = useState<MemberAccess>({ role: member.role, storeIds: member.stores.map((store) => store.id) });
  const [storesProblem, setStoresProblem] = useState<string | null>(null);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (access.role !== 'brand_admin' && access.storeIds.length === 0) {
      setStoresProblem(t('staff.team.error.staff_team_stores_required'));
      return;
    }
    setStoresProblem(null);
    await onSave({ role: access.role, storeIds: access.role === 'brand_admin' ? [] : access.storeIds });
  };

  return (
    <Panel onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby="staff-team-change-title">
      <h2 id="staff-team-change-title" tabIndex={-1} ref={heading}>
        {t('staff.team.changeTitle', { name: nameOf(member) })}
      </h2>
      <MemberAccessFields team={team} value={access} onChange={setAccess} storesProblem={storesProblem} />
      <Buttons>
        <ConsoleButton type="submit" disabled={busy}>
          {t('staff.team.save')}
        </ConsoleButton>
        <ConsoleButton type="button" onClick={onCancel}>
          {t('staff.team.cancel')}
        </ConsoleButton>
      </Buttons>
    </Panel>
  );
}

export type Confirmable = 'deactivate' | 'resetSecondFactor';

type ConfirmProps = { member: StaffTeamMember; action: Confirmable; busy: boolean; onConfirm: () => void; onCancel: () => void };

export function ConfirmPanel({ member, action, busy, onConfirm, onCancel }: ConfirmProps) {
  const { t } = useMarket();
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const name = nameOf(member);
  return (
    <Section role="alertdialog" aria-labelledby="staff-team-confirm-title" aria-describedby="staff-team-confirm-text">
      <h2 id="staff-team-confirm-title" tabIndex={-1} ref={heading}>
        {t.dynamic(`staff.team.confirm.${action}.title`, action, { name })}
      </h2>
      <p id="staff-team-confirm-text">{t.dynamic(`staff.team.confirm.${action}.text`, '', { name })}</p>
      <Buttons>
        <ConsoleButton type="button" onClick={onConfirm} disabled={busy}>
          {t.dynamic(`staff.team.confirm.${action}.yes`, action)}
        </ConsoleButton>
        <ConsoleButton type="button" onClick={onCancel}>
          {t('staff.team.cancel')}
        </ConsoleButton>
      </Buttons>
    </Section>
  );
}

const Panel = classed('form', styles.panel);
const Section = classed('section', styles.panel);
const Buttons = classed('div', styles.buttons);
