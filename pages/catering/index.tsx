import { CateringTemplate } from '@/components/content/catering-templates';
import { contentPageProps, type ContentPageProps } from '@/lib/page-loaders/content';

export const getServerSideProps = contentPageProps('catering', '/catering');

export default function CateringPage({ content, breadcrumbs }: ContentPageProps<'catering'>) {
  return <CateringTemplate catering={content} breadcrumbs={breadcrumbs} />;
}
