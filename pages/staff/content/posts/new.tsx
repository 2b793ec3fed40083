/** /staff/content/posts/new: a brand admin writes a new blog post, saved as a draft; never indexed. */
import { PostEditorTemplate, type PostEditorData } from '@/components/staff/content/post-editor-template';
import { fetchStaffPosts } from '@/lib/api/staff-content';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<PostEditorData>(
  staffLoader<PostEditorData>(async ({ staff, staffApi, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    const { images } = await fetchStaffPosts(staffApi, { status: 'draft' });
    return {
      props: { staff, post: null, images },
      head: { title: t('staffContent.form.newTitle'), description: t('staffContent.intro'), path: '/staff/content/posts/new', preventIndexing: true },
    };
  }),
);

export default function StaffNewPostPage(props: PostEditorData) {
  return <PostEditorTemplate {...props} />;
}
