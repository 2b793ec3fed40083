/**
 * /staff/welcome: the one-time sign-in link of `npm run staff:create-admin` (never indexed). The
 * link's secret is in the fragment, which only the browser reads (components/staff/staff-welcome-template.tsx).
 */
import { StaffWelcomeTemplate } from '@/components/staff/staff-welcome-template';
import { withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<Record<string, never>>(async (args) => ({
  props: {},
  head: { title: args.t('staff.welcome.metaTitle'), description: args.t('staff.meta.description'), path: '/staff/welcome', preventIndexing: true },
}));

export default function StaffWelcomePage() {
  return <StaffWelcomeTemplate />;
}
