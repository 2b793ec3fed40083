import { BlogPostTemplate } from '@/components/content/blog-templates';
import { pressReleaseProps, type PressReleaseProps } from '@/lib/page-loaders/press';

export const getServerSideProps = pressReleaseProps;

export default function PressReleasePage({ post, breadcrumbs }: PressReleaseProps) {
  return <BlogPostTemplate post={post} breadcrumbs={breadcrumbs} back={{ href: '/press', label: 'content.press.back' }} />;
}
