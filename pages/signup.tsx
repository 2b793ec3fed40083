/** /signup: create an account, then confirm the email from the verification mail. */
import { SignUpTemplate } from '@/components/auth/signup-template';
import { authPageProps, type AuthPageProps } from '@/lib/auth/auth-page';
import { withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<AuthPageProps>(async ({ market, config, t, query }) => ({
  props: authPageProps(market.locale, query, config.facebookAppId),
  head: { title: t('auth.signup.metaTitle'), description: t('auth.signup.metaDescription'), path: '/signup' },
}));

export default function SignUpPage(props: AuthPageProps) {
  return <SignUpTemplate {...props} />;
}
