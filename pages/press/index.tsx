import { PressTemplate } from '@/components/content/press-template';
import { contentPageProps, type ContentPageProps } from '@/lib/page-loaders/content';

export const getServerSideProps = contentPageProps('press', '/press');

export default function PressPage({ content, breadcrumbs }: ContentPageProps<'press'>) {
  return <PressTemplate press={content} breadcrumbs={breadcrumbs} />;
}
