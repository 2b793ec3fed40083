/** /signup: create an account, then confirm the email from the verification mail. */
import { SignUpTemplate } from '@/components/auth/signup-template';
import { countryOfLocale } from '@/domain/markets';
import { postalCodeInputMode } from '@/domain/validation/patterns';
import { authPageProps, type AuthPageProps } from '@/lib/auth/auth-page';
import { referralFromQuery, REFERRAL_QUERY } from '@/lib/loyalty/referral-link';
import { withPage } from '@/lib/page-loaders/with-page';

type Props = AuthPageProps & { referralCode: string; zipInputMode: 'numeric' | 'text' };

export const getServerSideProps = withPage<Props>(async ({ market, config, t, query }) => ({
  props: {
    ...authPageProps(market.locale, query, config.facebookAppId),
    referralCode: referralFromQuery(query[REFERRAL_QUERY]),
    zipInputMode: postalCodeInputMode(countryOfLocale(market.locale)),
  },
  head: { title: t('auth.signup.metaTitle'), description: t('auth.signup.metaDescription'), path: '/signup' },
}));

export default function SignUpPage(props: Props) {
  return <SignUpTemplate {...props} />;
}
