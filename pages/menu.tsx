import { MenuGlanceTemplate } from '@/components/content/menu-glance-template';
import { contentPageProps, type ContentPageProps } from '@/lib/page-loaders/content';

export const getServerSideProps = contentPageProps('menuAtAGlance', '/menu');

export default function MenuGlancePage({ content, breadcrumbs }: ContentPageProps<'menuAtAGlance'>) {
  return <MenuGlanceTemplate menu={content} breadcrumbs={breadcrumbs} />;
}
