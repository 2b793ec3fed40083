/**
 * /staff/content/posts/[postId]/preview: a blog post, whatever its status, as diners will see it
 * on the blog (the storefront's own post template), under a banner for staff; never indexed.
 */
import { PostPreviewTemplate, type PostPreviewData } from '@/components/staff/content/post-preview-template';
import { fetchStaffPost } from '@/lib/api/staff-content';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';
import { postIdOf } from '@/lib/staff/staff-content-post-id';

export const getServerSideProps = withPage<PostPreviewData>(
  staffLoader<PostPreviewData>(async ({ staff, staffApi, params, t }) => {
    const postId = postIdOf(params?.postId);
    if (staff.role !== 'brand_admin' || postId === null) return { notFound: true };
    const post = await fetchStaffPost(staffApi, postId);
    return {
      props: { staff, post },
      head: { title: t('staffContent.preview.title', { title: post.title }), description: post.excerpt, path: `/staff/content/posts/${postId}/preview`, preventIndexing: true },
    };
  }),
);

export default function StaffPostPreviewPage(props: PostPreviewData) {
  return <PostPreviewTemplate {...props} />;
}
