import { DealsTemplate } from '@/components/content/deals-template';
import { contentPageProps, type ContentPageProps } from '@/lib/page-loaders/content';

export const getServerSideProps = contentPageProps('currentDeals', '/promos/current-deals');

export default function DealsPage({ content, breadcrumbs }: ContentPageProps<'currentDeals'>) {
  return <DealsTemplate deals={content} breadcrumbs={breadcrumbs} />;
}
