import { CateringServicesTemplate } from '@/components/content/catering-templates';
import { contentPageProps, type ContentPageProps } from '@/lib/page-loaders/content';

export const getServerSideProps = contentPageProps('cateringServices', '/catering/services');

export default function CateringServicesPage({ content, breadcrumbs }: ContentPageProps<'cateringServices'>) {
  return <CateringServicesTemplate services={content} breadcrumbs={breadcrumbs} />;
}
