/** /contact/ccpa-privacy-form/confirm?request=&token=: the emailed link of a privacy request, confirmed by a button. */
import { ConfirmTemplate } from '@/components/privacy/privacy-pages';
import { confirmPageProps, type ConfirmPageProps } from '@/lib/page-loaders/privacy';

export const getServerSideProps = confirmPageProps;

export default function ConfirmPrivacyRequestPage(props: ConfirmPageProps) {
  return <ConfirmTemplate {...props} />;
}
