import { BlogListTemplate } from '@/components/content/blog-templates';
import { blogListProps, type BlogListProps } from '@/lib/page-loaders/blog';

export const getServerSideProps = blogListProps(true);

export default function BlogPageNumber(props: BlogListProps) {
  return <BlogListTemplate {...props} />;
}
