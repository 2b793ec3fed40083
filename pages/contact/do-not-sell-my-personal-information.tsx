import { ContactTemplate } from '@/components/content/contact-template';
import { contactPageProps, type ContactPageProps } from '@/lib/contact-page-props';

export const getServerSideProps = contactPageProps('/contact/do-not-sell-my-personal-information');

export default function DoNotSellPage({ breadcrumbs }: ContactPageProps) {
  return <ContactTemplate kind="doNotSell" breadcrumbs={breadcrumbs} />;
}
