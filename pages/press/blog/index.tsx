import { BlogListTemplate } from '@/components/content/blog-templates';
import { blogListProps, type BlogListProps } from '@/lib/page-loaders/blog';

export const getServerSideProps = blogListProps(false);

export default function BlogPage(props: BlogListProps) {
  return <BlogListTemplate {...props} />;
}
