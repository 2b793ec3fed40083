/** /press/blog, /press/blog/page/[page] (cards and pagination) and /press/blog/[slug] (a post). */
import { classed } from '@/lib/classed';
import { ContentBlocks } from './content-blocks';
import { ContentImage } from './content-image';
import { ContentPage } from './content-page';
import { CardGrid } from '@/components/common/card-grid';
import { MarketLink } from '@/components/common/market-link';
import type { BlogPost } from '@/domain/content/types';
import type { BlogPostSummary } from '@/lib/api/content';
import type { HeadCrumb } from '@/lib/page-head';
import { formatContentDate } from '@/lib/seo/dates';
import { useMarket } from '@/lib/use-market';
import styles from './blog-templates.module.css';

/** The path of blog page `page`: page 1 is the blog's own address. */
function blogPagePath(page: number): string {
  return page <= 1 ? '/press/blog' : `/press/blog/page/${page}`;
}

function postPath(slug: string): string {
  return `/press/blog/${encodeURIComponent(slug)}`;
}

function Byline({ author, date }: { author: string; date: string }) {
  const { locale, t } = useMarket();
  return (
    <Meta>
      {t('content.blog.byline', { author })} · <time dateTime={date}>{formatContentDate(date, locale)}</time>
    </Meta>
  );
}

type ListProps = { title: string; intro?: string; posts: BlogPostSummary[]; page: number; pageCount: number; breadcrumbs: HeadCrumb[] };

export function BlogListTemplate({ title, intro, posts, page, pageCount, breadcrumbs }: ListProps) {
  const { t } = useMarket();
  return (
    <ContentPage title={title} intro={intro} breadcrumbs={breadcrumbs}>
      <Cards $min="18rem" $gap="lg">
        {posts.map((post) => (
          <li key={post.slug}>
            <ContentImage image={post.image} decorative />
            <h2>
              <MarketLink href={postPath(post.slug)}>{post.title}</MarketLink>
            </h2>
            <Byline author={post.author} date={post.date} />
            <p>{post.excerpt}</p>
          </li>
        ))}
      </Cards>
      {pageCount > 1 && (
        <Pager aria-label={t('content.blog.pagination')}>
          {page > 1 && <MarketLink href={blogPagePath(page - 1)} rel="prev">{t('content.blog.newer')}</MarketLink>}
          <span>{t('content.blog.pageOf', { page, count: pageCount })}</span>
          {page < pageCount && <MarketLink href={blogPagePath(page + 1)} rel="next">{t('content.blog.older')}</MarketLink>}
        </Pager>
      )}
    </ContentPage>
  );
}

/** A post's page; `back` leads to where it is listed (the blog when absent, the press page for a press release). */
export function BlogPostTemplate({ post, breadcrumbs, back }: { post: BlogPost; breadcrumbs: HeadCrumb[]; back?: { href: string; label: 'content.press.back' } }) {
  const { t } = useMarket();
  return (
    <ContentPage title={post.title} breadcrumbs={breadcrumbs}>
      <article>
        <Byline author={post.author} date={post.date} />
        <ContentImage image={post.image} />
        <ContentBlocks blocks={post.body} />
        <p>
          <MarketLink href={back?.href ?? '/press/blog'}>{back ? t(back.label) : t('content.blog.back')}</MarketLink>
        </p>
      </article>
    </ContentPage>
  );
}

const Meta = classed('p', styles.meta);

const Cards = classed(CardGrid, styles.cards);

const Pager = classed('nav', styles.pager);
