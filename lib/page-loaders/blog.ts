/**
 * getServerSideProps of the blog: a page of posts (/press/blog, /press/blog/page/[page]) or one
 * post (/press/blog/[slug]). An unknown page number or slug answers 404, never 500; page 1 has
 * one address, /press/blog, so /press/blog/page/1 redirects there.
 */
import type { BlogPost } from '@/domain/content/types';
import { localizedPath } from '@/domain/markets';
import { fetchBlogListing, fetchBlogPost, type BlogPostSummary } from '../api/content';
import { headFallback } from './content';
import type { HeadCrumb } from '../page-head';
import { paramOf, withPage } from './with-page';
import { articleJsonLd } from '../seo/article-json-ld';
import { contentHead } from '../seo/content-head';

export type BlogListProps = { title: string; intro: string; posts: BlogPostSummary[]; page: number; pageCount: number; breadcrumbs: HeadCrumb[] };
export type BlogPostProps = { post: BlogPost; breadcrumbs: HeadCrumb[] };

/** '2' → 2; anything that is not a plain positive whole number ('02', '1e3', '-1', 'x') → null. */
function pageNumberOf(text: string): number | null {
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null;
}

export function blogListProps(fromParams: boolean) {
  return withPage<BlogListProps>(
    async ({ api, t, params, market }) => {
      const page = fromParams ? pageNumberOf(paramOf(params, 'page')) : 1;
      if (page === null) return { notFound: true };
      if (fromParams && page === 1) return { redirect: { destination: localizedPath(market.locale, '/press/blog'), permanent: true } };
      const route = page === 1 ? '/press/blog' : '/press/blog/page/[page]';
      const listing = await fetchBlogListing(api, page, route);
      if (!listing) return { notFound: true };
      const path = page === 1 ? '/press/blog' : `/press/blog/page/${page}`;
      const head = contentHead(listing.meta, path, headFallback(t), { page });
      const title = listing.meta?.breadcrumbs.find((crumb) => crumb.path === '/press/blog')?.name ?? head.title;
      const { posts, pageCount } = listing;
      return { props: { title, intro: head.description, posts, page, pageCount, breadcrumbs: head.breadcrumbs ?? [] }, head };
    },
    { publicCache: true },
  );
}

export const blogPostProps = withPage<BlogPostProps>(
  async ({ api, t, params }) => {
    const slug = paramOf(params, 'slug');
    if (!slug || slug.length > 200) return { notFound: true };
    const found = await fetchBlogPost(api, slug, '/press/blog/[slug]');
    if (!found) return { notFound: true };
    const { post, meta } = found;
    const path = `/press/blog/${encodeURIComponent(post.slug)}`;
    const head = contentHead(meta, path, headFallback(t), { title: post.title, excerpt: post.excerpt, slug: encodeURIComponent(post.slug) });
    const { url, width, height, alternativeText: alt } = post.image;
    return {
      props: { post, breadcrumbs: head.breadcrumbs ?? [] },
      head: { ...head, ogType: 'article', ogImage: { url, width, height, alt }, jsonLd: [articleJsonLd('BlogPosting', post)] },
    };
  },
  { publicCache: true },
);
