/**
 * /staff/login: staff sign-in (never indexed). A member already signed in goes to the console;
 * one still holding a one-time password is asked for a new one first, and a brand admin without
 * a second factor sets one up.
 */
import { StaffLoginTemplate, type StaffLoginStep } from '@/components/staff/staff-login-template';
import { localizedPath } from '@/domain/markets';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffOfRequest } from '@/lib/staff/staff-page';

type Props = { step: StaffLoginStep; email: string; enrolAfterPassword: boolean };

export const getServerSideProps = withPage<Props>(async (args) => {
  const signedIn = await staffOfRequest(args);
  const staff = signedIn?.staff;
  if (staff && !staff.mustChangePassword && !staff.secondFactorEnrolmentRequired) {
    return { redirect: { destination: localizedPath(args.market.locale, '/staff'), permanent: false } };
  }
  const step: StaffLoginStep = !staff ? 'sign-in' : staff.mustChangePassword ? 'password' : 'enrol';
  return {
    props: { step, email: staff?.email ?? '', enrolAfterPassword: staff?.secondFactorEnrolmentRequired ?? false },
    head: { title: args.t('staff.login.metaTitle'), description: args.t('staff.meta.description'), path: '/staff/login', preventIndexing: true },
  };
});

export default function StaffLoginPage({ step, email, enrolAfterPassword }: Props) {
  return <StaffLoginTemplate step={step} email={email} enrolAfterPassword={enrolAfterPassword} />;
}
