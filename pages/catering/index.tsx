import { CateringTemplate } from '@/components/content/catering-templates';
import { contentPageProps, type ContentPageProps } from '@/lib/content-page-props';

export const getServerSideProps = contentPageProps('catering', '/catering');

export default function CateringPage({ content, breadcrumbs }: ContentPageProps<'catering'>) {
  return <CateringTemplate catering={content} breadcrumbs={breadcrumbs} />;
}
