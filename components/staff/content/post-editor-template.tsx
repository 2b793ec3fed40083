/**
 * /staff/content/posts/new and /staff/content/posts/[postId]: a blog post's form and, once saved,
 * its publishing (now, at a time, unpublish) and its preview. What happened, or why it was
 * refused, is said above the form.
 */
import { changeStaffPost, createStaffPost, publishStaffPost, unpublishStaffPost, type StaffContentPost, type StaffContentPosts } from '@/lib/api/staff-content';
import type { StaffMember } from '@/lib/api/staff-view';
import { useMarket } from '@/lib/use-market';
import { MarketLink } from '@/components/common/market-link';
import { ConsolePage } from '../console-page';
import { ContentNotice } from './content-notice';
import { PostForm } from './post-form';
import { instantText } from './post-texts';
import { PublishingPanel } from './publishing-panel';
import { useSavedContent } from './use-saved-content';

export type PostEditorData = { staff: StaffMember; post: StaffContentPost | null; images: StaffContentPosts['images'] };

export function PostEditorTemplate({ staff, post: initial, images }: PostEditorData) {
  const { locale, t } = useMarket();
  const { value: post, notice, busy, run, ctx } = useSavedContent<StaffContentPost | null>(initial);

  return (
    <ConsolePage staff={staff} title={post ? t('staffContent.form.editTitle') : t('staffContent.form.newTitle')} current="content" atSectionPage={false}>
      <p>
        <MarketLink href="/staff/content">{t('staffContent.form.back')}</MarketLink>
      </p>
      <ContentNotice notice={notice} />
      <PostForm
        key={post?.id ?? 'new'}
        post={post}
        images={images}
        busy={busy}
        onSave={(change) =>
          post
            ? run(() => changeStaffPost(ctx(), post.id, change), () => t('staffContent.done.saved'))
            : run(() => createStaffPost(ctx(), change), (saved) => t('staffContent.done.created', { title: saved.title }))
        }
      />
      {post && (
        <PublishingPanel
          item={post}
          previewHref={`/staff/content/posts/${post.id}/preview`}
          busy={busy}
          onPublish={(at) =>
            run(
              () => publishStaffPost(ctx(), post.id, at),
              (saved) =>
                saved.status === 'scheduled' && saved.publishedAt
                  ? t('staffContent.done.scheduled', { title: saved.title, time: instantText(locale, saved.publishedAt) })
                  : t('staffContent.done.published', { title: saved.title }),
            )
          }
          onUnpublish={() => run(() => unpublishStaffPost(ctx(), post.id), (saved) => t('staffContent.done.unpublished', { title: saved.title }))}
        />
      )}
    </ConsolePage>
  );
}
