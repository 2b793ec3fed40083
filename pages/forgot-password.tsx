/** /forgot-password: ask for a single-use, expiring link to set a new password. */
import { ForgotPasswordTemplate } from '@/components/auth/forgot-password-template';
import { withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<Record<string, never>>(async ({ t }) => ({
  props: {},
  head: { title: t('auth.forgot.metaTitle'), description: t('auth.forgot.metaDescription'), path: '/forgot-password', preventIndexing: true },
}));

export default function ForgotPasswordPage() {
  return <ForgotPasswordTemplate />;
}
