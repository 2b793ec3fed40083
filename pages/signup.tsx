/** /signup: create an account, then confirm the email from the verification mail. */
import { SignUpTemplate } from '@/components/auth/signup-template';
import { authPageProps, type AuthPageProps } from '@/lib/auth/auth-page';
import { referralFromQuery, REFERRAL_QUERY } from '@/lib/loyalty/referral-link';
import { withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<AuthPageProps & { referralCode: string }>(async ({ market, config, t, query }) => ({
  props: { ...authPageProps(market.locale, query, config.facebookAppId), referralCode: referralFromQuery(query[REFERRAL_QUERY]) },
  head: { title: t('auth.signup.metaTitle'), description: t('auth.signup.metaDescription'), path: '/signup' },
}));

export default function SignUpPage(props: AuthPageProps & { referralCode: string }) {
  return <SignUpTemplate {...props} />;
}
