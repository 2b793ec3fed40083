/**
 * The team as a table: name, email, role, stores, status (an invitation's expiry too), whether an
 * authenticator app is set up, and the row's actions, each button naming its member for screen
 * readers. Nobody acts on their own row; only brand admins reset a second factor.
 */
import { htmlLang } from '@/domain/markets';
import type { StaffTeamMember } from '@/lib/api/staff-team';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import tableStyles from '../console-table.module.css';
import { ConsoleButton } from '../console-page';
import styles from './team.module.css';

export type TeamAction = 'change' | 'resend' | 'deactivate' | 'reactivate' | 'resetSecondFactor';

type Props = { members: StaffTeamMember[]; selfId: number; isBrandAdmin: boolean; busy: boolean; now: Date; onAction: (member: StaffTeamMember, action: TeamAction) => void };

function actionsOf(member: StaffTeamMember, isBrandAdmin: boolean): TeamAction[] {
  if (member.status === 'deactivated') return ['reactivate'];
  return [
    'change',
    ...(member.status === 'invited' ? (['resend'] as const) : []),
    'deactivate',
    ...(isBrandAdmin && member.secondFactor ? (['resetSecondFactor'] as const) : []),
  ];
}

export function TeamTable({ members, selfId, isBrandAdmin, busy, now, onAction }: Props) {
  const { locale, t } = useMarket();
  // In UTC, as the audit log: the server and the browser write the same text.
  const date = new Intl.DateTimeFormat(htmlLang(locale), { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

  const statusText = (member: StaffTeamMember) => {
    if (member.status !== 'invited' || !member.inviteExpiresAt) return t.dynamic(`staff.team.status.${member.status}`, member.status);
    const expiresAt = new Date(member.inviteExpiresAt);
    return expiresAt.getTime() <= now.getTime() ? t('staff.team.status.inviteExpired') : t('staff.team.status.invitedUntil', { date: date.format(expiresAt) });
  };

  return (
    <Table>
      <table>
        <caption>{t('staff.team.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.team.column.name')}</th>
            <th scope="col">{t('staff.team.column.email')}</th>
            <th scope="col">{t('staff.team.column.role')}</th>
            <th scope="col">{t('staff.team.column.stores')}</th>
            <th scope="col">{t('staff.team.column.status')}</th>
            <th scope="col">{t('staff.team.column.secondFactor')}</th>
            <th scope="col">{t('staff.team.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            return (
              <tr key={member.id}>
                <th scope="row">{name}</th>
                <td>{member.email}</td>
                <td>{t.dynamic(`staff.team.role.${member.role}`, member.role)}</td>
                <td>{member.role === 'brand_admin' ? t('staff.team.allStores') : member.stores.map((store) => store.title).join(', ')}</td>
                <td>{statusText(member)}</td>
                <td>{member.secondFactor ? t('staff.team.secondFactor.yes') : t('staff.team.secondFactor.no')}</td>
                <td>
                  {member.id === selfId ? (
                    <Note>{t('staff.team.you')}</Note>
                  ) : (
                    <Actions>
                      {actionsOf(member, isBrandAdmin).map((action) => (
                        <ConsoleButton key={action} type="button" disabled={busy} aria-label={t.dynamic(`staff.team.action.${action}.label`, action, { name })} onClick={() => onAction(member, action)}>
                          {t.dynamic(`staff.team.action.${action}`, action)}
                        </ConsoleButton>
                      ))}
                    </Actions>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Table>
  );
}

const Table = classed('div', tableStyles.consoleTable);
const Note = classed('span', tableStyles.cellNote);
const Actions = classed('div', styles.actions);
