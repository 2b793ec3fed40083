import { FranchiseTemplate } from '@/components/content/franchise-template';
import { contentPageProps, type ContentPageProps } from '@/lib/page-loaders/content';

export const getServerSideProps = contentPageProps('franchiseInfo', '/franchise-info');

export default function FranchisePage({ content, breadcrumbs }: ContentPageProps<'franchiseInfo'>) {
  return <FranchiseTemplate franchise={content} breadcrumbs={breadcrumbs} />;
}
