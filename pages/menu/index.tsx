import { GlanceTemplate } from '@/components/menu-at-a-glance/glance-template';
import { glancePageProps, type GlancePageProps } from '@/lib/page-loaders/menu-at-a-glance';

export const getServerSideProps = glancePageProps;

export default function MenuGlancePage(props: GlancePageProps) {
  return <GlanceTemplate {...props} />;
}
