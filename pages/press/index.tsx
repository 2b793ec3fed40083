import { PressTemplate } from '@/components/content/press-template';
import { pressPageProps, type PressPageProps } from '@/lib/page-loaders/press';

export const getServerSideProps = pressPageProps;

export default function PressPage({ content, posts, breadcrumbs }: PressPageProps) {
  return <PressTemplate press={content} posts={posts} breadcrumbs={breadcrumbs} />;
}
