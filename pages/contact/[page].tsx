/** /contact/talk-to-{brand}: the brand's slug comes from content/brand.ts; other slugs are 404. */
import { ContactTemplate } from '@/components/content/contact-template';
import { TALK_TO_PATH } from '@/content/brand';
import { contactPageProps, type ContactPageProps } from '@/lib/page-loaders/contact';

export const getServerSideProps = contactPageProps(TALK_TO_PATH, (path) => path === TALK_TO_PATH);

export default function TalkToPage({ breadcrumbs }: ContactPageProps) {
  return <ContactTemplate kind="talkTo" breadcrumbs={breadcrumbs} />;
}
