/** /reset-password?token=…: the forgot-password mail's link; set a new password. */
import { ResetPasswordTemplate } from '@/components/auth/reset-password-template';
import { ACCOUNT_FIELD_MAX } from '@/domain/wire/accounts';
import { queryValue } from '@/lib/auth/auth-page';
import { withPage } from '@/lib/page-loaders/with-page';

type Props = { token: string };

export const getServerSideProps = withPage<Props>(async ({ t, query }) => ({
  props: { token: queryValue(query, 'token').slice(0, ACCOUNT_FIELD_MAX.token) },
  head: { title: t('auth.reset.metaTitle'), description: t('auth.reset.metaDescription'), path: '/reset-password', preventIndexing: true },
}));

export default function ResetPasswordPage({ token }: Props) {
  return <ResetPasswordTemplate token={token} />;
}
