import { LegalTemplate } from '@/components/content/legal-template';
import { contentPageProps, type ContentPageProps } from '@/lib/page-loaders/content';

export const getServerSideProps = contentPageProps('legalTerms', '/legal/terms-and-conditions');

export default function LegalPage({ content, breadcrumbs }: ContentPageProps<'legalTerms'>) {
  return <LegalTemplate document={content} breadcrumbs={breadcrumbs} />;
}
