/** /staff/content/posts/[postId]: a brand admin edits a blog post and publishes, schedules or unpublishes it; never indexed. */
import { PostEditorTemplate, type PostEditorData } from '@/components/staff/content/post-editor-template';
import { fetchStaffPost, fetchStaffPosts } from '@/lib/api/staff-content';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';
import { postIdOf } from '@/lib/staff/staff-content-post-id';

export const getServerSideProps = withPage<PostEditorData>(
  staffLoader<PostEditorData>(async ({ staff, staffApi, params, t }) => {
    const postId = postIdOf(params?.postId);
    if (staff.role !== 'brand_admin' || postId === null) return { notFound: true };
    const [post, { images }] = await Promise.all([fetchStaffPost(staffApi, postId), fetchStaffPosts(staffApi, { status: 'draft' })]);
    return {
      props: { staff, post, images },
      head: { title: t('staffContent.form.editTitle'), description: post.title, path: `/staff/content/posts/${postId}`, preventIndexing: true },
    };
  }),
);

export default function StaffEditPostPage(props: PostEditorData) {
  return <PostEditorTemplate {...props} />;
}
