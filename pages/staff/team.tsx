/**
 * /staff/team: the staff team, for store managers and brand admins (store staff get the
 * not-found page, as the API refuses them); never indexed.
 */
import { TeamTemplate, type TeamData } from '@/components/staff/team/team-template';
import { fetchStaffTeam } from '@/lib/api/staff-team';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<TeamData>(
  staffLoader<TeamData>(async ({ staff, staffApi, t }) => {
    if (staff.role === 'store_staff') return { notFound: true };
    return {
      props: { staff, team: await fetchStaffTeam(staffApi) },
      head: { title: t('staff.team.title'), description: t('staff.team.introManager'), path: '/staff/team', preventIndexing: true },
    };
  }),
);

export default function StaffTeamPage(props: TeamData) {
  return <TeamTemplate {...props} />;
}
