import { ContactTemplate } from '@/components/content/contact-template';
import { contactPageProps, type ContactPageProps } from '@/lib/page-loaders/contact';

export const getServerSideProps = contactPageProps('/contact/ccpa-privacy-form');

export default function CcpaPrivacyFormPage({ breadcrumbs }: ContactPageProps) {
  return <ContactTemplate kind="ccpa" breadcrumbs={breadcrumbs} />;
}
