/** /contact/ccpa-privacy-form: the CCPA privacy request form. */
import { CcpaTemplate } from '@/components/privacy/privacy-pages';
import { ccpaPageProps, type CcpaPageProps } from '@/lib/page-loaders/privacy';

export const getServerSideProps = ccpaPageProps;

export default function CcpaPrivacyFormPage(props: CcpaPageProps) {
  return <CcpaTemplate {...props} />;
}
