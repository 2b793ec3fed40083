/**
 * /verify-email: the verification mail's link (`?token=`) confirms the address; without a token
 * the page says where the mail went, with the signed-in account's email.
 */
import { VerifyEmailTemplate, type VerifyEmailProps } from '@/components/auth/verify-email-template';
import type { WireProfile } from '@/domain/wire/profile';
import { ACCOUNT_FIELD_MAX } from '@/domain/wire/accounts';
import { isApiError } from '@/lib/api/api-error';
import { apiGet, type ApiContext } from '@/lib/api/client';
import { authPageProps, queryValue } from '@/lib/auth/auth-page';
import { MY_PROFILE_PATH } from '@/lib/auth/current-user';
import { withPage } from '@/lib/page-loaders/with-page';

async function accountOf(api: ApiContext): Promise<VerifyEmailProps['account']> {
  if (!api.token) return null;
  try {
    const profile = await apiGet<WireProfile>(api, MY_PROFILE_PATH);
    return { email: profile.email, emailVerified: profile.emailVerified };
  } catch (error) {
    if (isApiError(error) && error.status < 500) return null;
    throw error;
  }
}

export const getServerSideProps = withPage<VerifyEmailProps>(async ({ api, market, t, query }) => {
  const token = queryValue(query, 'token').slice(0, ACCOUNT_FIELD_MAX.token);
  const { next, nextQuery } = authPageProps(market.locale, query);
  return {
    props: { token, next, nextQuery, signedIn: Boolean(api.token), account: token ? null : await accountOf(api) },
    head: { title: t('auth.verify.metaTitle'), description: t('auth.verify.metaDescription'), path: '/verify-email', preventIndexing: true },
  };
});

export default function VerifyEmailPage(props: VerifyEmailProps) {
  return <VerifyEmailTemplate {...props} />;
}
