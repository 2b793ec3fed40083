/** /legal/privacy-policy: the privacy policy of the market's law. */
import { PrivacyPolicyTemplate } from '@/components/privacy/privacy-pages';
import { privacyPolicyPageProps } from '@/lib/page-loaders/privacy';

export const getServerSideProps = privacyPolicyPageProps;

export default function PrivacyPolicyPage() {
  return <PrivacyPolicyTemplate />;
}
