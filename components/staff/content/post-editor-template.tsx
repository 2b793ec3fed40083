/**
 * /staff/content/posts/new and /staff/content/posts/[postId]: a blog post's form and, once saved,
 * its publishing (now, at a time, unpublish) and its preview. What happened, or why it was
 * refused, is said above the form.
 */
import { useState } from 'react';
import { failureTextOf } from '@/lib/api/error-text';
import { changeStaffPost, createStaffPost, publishStaffPost, unpublishStaffPost, type StaffContentPost, type StaffContentPosts } from '@/lib/api/staff-content';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import { MarketLink } from '@/components/common/market-link';
import { ConsoleAlert, ConsolePage } from '../console-page';
import { PostForm } from './post-form';
import { instantText } from './post-texts';
import { PublishingPanel } from './publishing-panel';
import styles from './content.module.css';

export type PostEditorData = { staff: StaffMember; post: StaffContentPost | null; images: StaffContentPosts['images'] };

type Notice = { kind: 'done' | 'failed'; text: string };

export function PostEditorTemplate({ staff, post: initial, images }: PostEditorData) {
  const { locale, t } = useMarket();
  const [post, setPost] = useState(initial);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs `call`, keeps the post it answers and says `done` of it; answers whether it worked. */
  const run = async (call: () => Promise<StaffContentPost>, done: (saved: StaffContentPost) => string): Promise<boolean> => {
    setBusy(true);
    setNotice(null);
    try {
      const saved = await call();
      setPost(saved);
      setNotice({ kind: 'done', text: done(saved) });
      return true;
    } catch (failure) {
      setNotice({ kind: 'failed', text: failureTextOf(t, failure, { locale }) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const ctx = () => staffContext({ locale });

  return (
    <ConsolePage staff={staff} title={post ? t('staffContent.form.editTitle') : t('staffContent.form.newTitle')} current="content" atSectionPage={false}>
      <p>
        <MarketLink href="/staff/content">{t('staffContent.form.back')}</MarketLink>
      </p>
      <div aria-live="polite">{notice?.kind === 'done' && <Done role="status">{notice.text}</Done>}</div>
      {notice?.kind === 'failed' && <ConsoleAlert role="alert">{notice.text}</ConsoleAlert>}
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
          post={post}
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

const Done = classed('p', styles.done);
