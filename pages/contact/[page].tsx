/** /contact/talk-to-{brand}: the brand's slug comes from content/brand.ts; other slugs are 404. */
import { TalkToTemplate } from '@/components/surveys/contact/contact-form-pages';
import { talkToPageProps, type TalkToPageProps } from '@/lib/page-loaders/contact-forms';

export const getServerSideProps = talkToPageProps;

export default function TalkToPage(props: TalkToPageProps) {
  return <TalkToTemplate {...props} />;
}
