/**
 * The role and stores of a member, as the invitation and the change forms ask them: the roles
 * the manager may give, and the stores they may assign as checkboxes (none for a brand admin,
 * who works at every store). A missing store is said beside the list.
 */
import { useId } from 'react';
import type { StaffRole, StaffTeam } from '@/lib/api/staff-team';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleField } from '../console-page';
import styles from './team.module.css';

export type MemberAccess = { role: StaffRole; storeIds: number[] };

type Props = { team: StaffTeam; value: MemberAccess; onChange: (value: MemberAccess) => void; storesProblem: string | null };

export function MemberAccessFields({ team, value, onChange, storesProblem }: Props) {
  const { t } = useMarket();
  const id = useId();
  const handleStore = (storeId: number, checked: boolean) =>
    onChange({ ...value, storeIds: checked ? [...value.storeIds, storeId] : value.storeIds.filter((other) => other !== storeId) });

  return (
    <>
      <ConsoleField>
        <label htmlFor={`${id}-role`}>{t('staff.team.field.role')}</label>
        <select id={`${id}-role`} value={value.role} onChange={(event) => onChange({ ...value, role: event.target.value as StaffRole })}>
          {team.roles.map((role) => (
            <option key={role} value={role}>
              {t.dynamic(`staff.team.role.${role}`, role)}
            </option>
          ))}
        </select>
      </ConsoleField>
      {value.role === 'brand_admin' ? (
        <p>{t('staff.team.allStores')}</p>
      ) : (
        <Stores aria-describedby={storesProblem ? `${id}-stores-problem` : undefined} aria-invalid={storesProblem ? true : undefined}>
          <legend>{t('staff.team.field.stores')}</legend>
          {team.stores.map((store) => (
            <label key={store.id}>
              <input type="checkbox" checked={value.storeIds.includes(store.id)} onChange={(event) => handleStore(store.id, event.target.checked)} />
              {store.title}
            </label>
          ))}
          {storesProblem && (
            <Problem id={`${id}-stores-problem`} role="alert">
              {storesProblem}
            </Problem>
          )}
        </Stores>
      )}
    </>
  );
}

const Stores = classed('fieldset', styles.stores);
const Problem = classed('p', styles.problem);
