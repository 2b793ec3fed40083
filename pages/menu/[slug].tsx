import { GlanceItemTemplate } from '@/components/menu-at-a-glance/glance-item-template';
import { glanceItemPageProps, type GlanceItemPageProps } from '@/lib/page-loaders/menu-at-a-glance';

export const getServerSideProps = glanceItemPageProps;

export default function MenuGlanceItemPage(props: GlanceItemPageProps) {
  return <GlanceItemTemplate {...props} />;
}
