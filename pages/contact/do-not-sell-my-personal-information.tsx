import { ContactTemplate } from '@/components/content/contact-template';
import { contactPageProps, type ContactPageProps } from '@/lib/page-loaders/contact';

export const getServerSideProps = contactPageProps('/contact/do-not-sell-my-personal-information');

export default function DoNotSellPage({ breadcrumbs }: ContactPageProps) {
  return <ContactTemplate kind="doNotSell" breadcrumbs={breadcrumbs} />;
}
