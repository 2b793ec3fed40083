import { ContactTemplate } from '@/components/content/contact-template';
import { contactPageProps, type ContactPageProps } from '@/lib/page-loaders/contact';

export const getServerSideProps = contactPageProps('/contact/general-feedback');

export default function GeneralFeedbackPage({ breadcrumbs }: ContactPageProps) {
  return <ContactTemplate kind="generalFeedback" breadcrumbs={breadcrumbs} />;
}
