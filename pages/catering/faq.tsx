import { FaqTemplate } from '@/components/content/catering-templates';
import { contentPageProps, type ContentPageProps } from '@/lib/page-loaders/content';

export const getServerSideProps = contentPageProps('cateringFaq', '/catering/faq');

export default function FaqPage({ content, breadcrumbs }: ContentPageProps<'cateringFaq'>) {
  return <FaqTemplate faq={content} breadcrumbs={breadcrumbs} />;
}
