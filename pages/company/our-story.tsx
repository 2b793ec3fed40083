import { OurStoryTemplate } from '@/components/content/our-story-template';
import { contentPageProps, type ContentPageProps } from '@/lib/page-loaders/content';

export const getServerSideProps = contentPageProps('ourStory', '/company/our-story');

export default function OurStoryPage({ content, breadcrumbs }: ContentPageProps<'ourStory'>) {
  return <OurStoryTemplate story={content} breadcrumbs={breadcrumbs} />;
}
