/** /login: sign in with email and password, or Facebook; then `next` or the market's home. */
import { LoginTemplate, type LoginNotice } from '@/components/auth/login-template';
import { authPageProps, queryValue, type AuthPageProps } from '@/lib/auth/auth-page';
import { withPage } from '@/lib/page-loaders/with-page';

type Props = AuthPageProps & { notice: LoginNotice };

export const getServerSideProps = withPage<Props>(async ({ market, config, t, query }) => ({
  props: {
    ...authPageProps(market.locale, query, config.facebookAppId),
    notice: queryValue(query, 'reset') === '1' ? 'passwordSet' : null,
  },
  head: { title: t('auth.login.metaTitle'), description: t('auth.login.metaDescription'), path: '/login' },
}));

export default function LoginPage(props: Props) {
  return <LoginTemplate {...props} />;
}
