import { BlogPostTemplate } from '@/components/content/blog-templates';
import { blogPostProps, type BlogPostProps } from '@/lib/page-loaders/blog';

export const getServerSideProps = blogPostProps;

export default function BlogPostPage({ post, breadcrumbs }: BlogPostProps) {
  return <BlogPostTemplate post={post} breadcrumbs={breadcrumbs} />;
}
