/**
 * A post as diners will see it, whatever its status: the storefront's own post template (a press
 * release's leads back to the press page) under a banner saying it is a preview for staff, with the way back to the editor.
 */
import { BlogPostTemplate } from '@/components/content/blog-templates';
import type { StaffContentPost } from '@/lib/api/staff-content';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { MarketLink } from '@/components/common/market-link';
import { statusName } from './post-texts';
import styles from './content.module.css';

export type PostPreviewData = { staff: StaffMember; post: StaffContentPost };

export function PostPreviewTemplate({ post }: PostPreviewData) {
  const { t } = useMarket();
  const { slug, title, date, author, excerpt, body, image } = post;
  return (
    <>
      <Banner role="note">
        {t('staffContent.preview.banner', { status: statusName(t, post.status) })}{' '}
        <MarketLink href={`/staff/content/posts/${post.id}`}>{t('staffContent.preview.back')}</MarketLink>
      </Banner>
      <BlogPostTemplate
        post={{ slug, title, date, author, excerpt, body, image }}
        breadcrumbs={[]}
        {...(post.kind === 'press' ? { back: { href: '/press', label: 'content.press.back' as const } } : {})}
      />
    </>
  );
}

const Banner = classed('p', styles.banner);
