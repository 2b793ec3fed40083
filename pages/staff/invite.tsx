/**
 * /staff/invite: the link of a staff invitation email (never indexed). The link's token is in the
 * fragment, which only the browser reads (components/staff/team/staff-invite-template.tsx).
 */
import { StaffInviteTemplate } from '@/components/staff/team/staff-invite-template';
import { withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<Record<string, never>>(async (args) => ({
  props: {},
  head: { title: args.t('staff.team.invite.pageTitle'), description: args.t('staff.meta.description'), path: '/staff/invite', preventIndexing: true },
}));

export default function StaffInvitePage() {
  return <StaffInviteTemplate />;
}
