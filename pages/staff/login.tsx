/**
 * /staff/login: staff sign-in (never indexed). A member already signed in goes to the console;
 * one still holding a one-time password is asked for a new one first.
 */
import { StaffLoginTemplate, type StaffLoginStep } from '@/components/staff/staff-login-template';
import { localizedPath } from '@/domain/markets';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffOfRequest } from '@/lib/staff/staff-page';

type Props = { step: StaffLoginStep };

export const getServerSideProps = withPage<Props>(async (args) => {
  const signedIn = await staffOfRequest(args);
  if (signedIn && !signedIn.staff.mustChangePassword) {
    return { redirect: { destination: localizedPath(args.market.locale, '/staff'), permanent: false } };
  }
  return {
    props: { step: signedIn ? 'password' : 'sign-in' },
    head: { title: args.t('staff.login.metaTitle'), description: args.t('staff.meta.description'), path: '/staff/login', preventIndexing: true },
  };
});

export default function StaffLoginPage({ step }: Props) {
  return <StaffLoginTemplate step={step} />;
}
