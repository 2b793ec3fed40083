/**
 * /staff/team: a manager's staff team (brand admins: the whole brand; store managers: their own
 * stores' staff and managers). Invite by email, send an invitation again, change a role and
 * stores, deactivate (their sessions end) and reactivate, and, for brand admins, reset a member's
 * second factor; a step that locks someone out asks to be confirmed. What happened, or why it
 * was refused, is said above the list.
 */
import { useState } from 'react';
import type { StaffMember } from '@/lib/api/staff-view';
import { changeStaffMember, inviteStaffMember, resendStaffInvite, resetStaffSecondFactor, setStaffMemberActive, type StaffTeam, type StaffTeamMember } from '@/lib/api/staff-team';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleAlert, ConsoleButton, ConsolePage } from '../console-page';
import { InviteForm } from './invite-form';
import { ChangeMemberPanel, ConfirmPanel, type Confirmable } from './member-panels';
import { TeamTable, type TeamAction } from './team-table';
import { useStaffTeam } from './use-staff-team';
import styles from './team.module.css';

export type TeamData = { staff: StaffMember; team: StaffTeam };

type Open = { kind: 'none' } | { kind: 'invite' } | { kind: 'change'; member: StaffTeamMember } | { kind: 'confirm'; member: StaffTeamMember; action: Confirmable };

export function TeamTemplate({ staff, team: initial }: TeamData) {
  const { t } = useMarket();
  const { team, notice, busy, run, ctx } = useStaffTeam(initial);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });
  const name = (member: StaffTeamMember) => `${member.firstName} ${member.lastName}`;

  const handleAction = (member: StaffTeamMember, action: TeamAction) => {
    if (action === 'change') setOpen({ kind: 'change', member });
    else if (action === 'deactivate' || action === 'resetSecondFactor') setOpen({ kind: 'confirm', member, action });
    else if (action === 'resend') void run(() => resendStaffInvite(ctx(), member.id), t('staff.team.done.resent', { email: member.email }));
    else void run(() => setStaffMemberActive(ctx(), member.id, true), t('staff.team.done.reactivated', { name: name(member) }));
  };

  const handleConfirm = async (member: StaffTeamMember, action: Confirmable) => {
    const done =
      action === 'deactivate'
        ? await run(() => setStaffMemberActive(ctx(), member.id, false), t('staff.team.done.deactivated', { name: name(member) }))
        : await run(() => resetStaffSecondFactor(ctx(), member.id), t('staff.team.done.secondFactorReset', { name: name(member) }));
    if (done) close();
  };

  return (
    <ConsolePage staff={staff} title={t('staff.team.title')} current="team">
      <p>{staff.role === 'brand_admin' ? t('staff.team.introAdmin') : t('staff.team.introManager')}</p>
      <div aria-live="polite">
        {notice?.kind === 'done' && <Done role="status">{notice.text}</Done>}
      </div>
      {notice?.kind === 'failed' && <ConsoleAlert role="alert">{notice.text}</ConsoleAlert>}
      {open.kind === 'invite' ? (
        <InviteForm
          team={team}
          busy={busy}
          onCancel={close}
          onInvite={async (invite) => {
            const done = await run(() => inviteStaffMember(ctx(), invite), t('staff.team.done.invited', { email: invite.email }));
            if (done) close();
            return done;
          }}
        />
      ) : (
        <ConsoleButton type="button" onClick={() => setOpen({ kind: 'invite' })}>
          {t('staff.team.invite')}
        </ConsoleButton>
      )}
      {team.members.length === 0 ? (
        <p>{t('staff.team.empty')}</p>
      ) : (
        <TeamTable members={team.members} selfId={staff.id} isBrandAdmin={staff.role === 'brand_admin'} busy={busy} now={new Date()} onAction={handleAction} />
      )}
      {open.kind === 'change' && (
        <ChangeMemberPanel
          key={open.member.id}
          team={team}
          member={open.member}
          busy={busy}
          onCancel={close}
          onSave={async (change) => {
            const done = await run(() => changeStaffMember(ctx(), open.member.id, change), t('staff.team.done.changed', { name: name(open.member) }));
            if (done) close();
            return done;
          }}
        />
      )}
      {open.kind === 'confirm' && (
        <ConfirmPanel key={`${open.member.id}-${open.action}`} member={open.member} action={open.action} busy={busy} onCancel={close} onConfirm={() => void handleConfirm(open.member, open.action)} />
      )}
    </ConsolePage>
  );
}

const Done = classed('p', styles.done);
