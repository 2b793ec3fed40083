import { ContactTemplate } from '@/components/content/contact-template';
import { contactPageProps, type ContactPageProps } from '@/lib/contact-page-props';

export const getServerSideProps = contactPageProps('/contact/ccpa-privacy-form');

export default function CcpaPrivacyFormPage({ breadcrumbs }: ContactPageProps) {
  return <ContactTemplate kind="ccpa" breadcrumbs={breadcrumbs} />;
}
