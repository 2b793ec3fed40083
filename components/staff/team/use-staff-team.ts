/**
 * The Team screen's state: the team as loaded, and each action (invite, send again, change,
 * deactivate, reactivate, reset a second factor) as a call that reloads the team and says what
 * happened, or the refusal in the console's language.
 */
import { fetchStaffTeam, type StaffTeam } from '@/lib/api/staff-team';
import { useConsoleResource } from '../use-console-resource';

export function useStaffTeam(initial: StaffTeam) {
  const { value: team, ...state } = useConsoleResource(initial, fetchStaffTeam);
  return { team, ...state };
}
