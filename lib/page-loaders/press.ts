/**
 * getServerSideProps of the press page (/press: the media contact, the releases hosted on the site
 * and those linked elsewhere, newest first) and of one hosted release (/press/releases/[slug]).
 * A release shows only once published; an unknown or unpublished slug answers 404. A release's
 * head is the press page's meta with the release's title, summary and picture, and its trail ends
 * at the release.
 */
import { postPath } from '@/domain/content/post-kinds';
import type { BlogPost, PressPage } from '@/domain/content/types';
import { fetchBlogPost, fetchPressPage, type BlogPostSummary } from '../api/content';
import type { HeadCrumb } from '../page-head';
import { articleJsonLd } from '../seo/article-json-ld';
import { contentHead } from '../seo/content-head';
import { headFallback } from './content';
import { paramOf, withPage } from './with-page';

export type PressPageProps = { content: PressPage; posts: BlogPostSummary[]; breadcrumbs: HeadCrumb[] };
export type PressReleaseProps = { post: BlogPost; breadcrumbs: HeadCrumb[] };

export const pressPageProps = withPage<PressPageProps>(
  async ({ api, t }) => {
    const { data, posts, meta } = await fetchPressPage(api, '/press');
    const head = contentHead(meta, '/press', headFallback(t));
    return { props: { content: data, posts, breadcrumbs: head.breadcrumbs ?? [] }, head };
  },
  { publicCache: true },
);

export const pressReleaseProps = withPage<PressReleaseProps>(
  async ({ api, t, params }) => {
    const slug = paramOf(params, 'slug');
    if (!slug || slug.length > 200) return { notFound: true };
    const found = await fetchBlogPost(api, slug, '/press', {}, 'press');
    if (!found) return { notFound: true };
    const { post, meta } = found;
    const path = postPath('press', post.slug);
    const pressHead = contentHead(meta, '/press', headFallback(t));
    const breadcrumbs = [...(pressHead.breadcrumbs ?? []), { name: post.title, path }];
    const { url, width, height, alternativeText: alt } = post.image;
    return {
      props: { post, breadcrumbs },
      head: { ...pressHead, title: post.title, description: post.excerpt, ogTitle: post.title, ogDescription: post.excerpt, path, breadcrumbs, ogType: 'article', ogImage: { url, width, height, alt }, jsonLd: [articleJsonLd('NewsArticle', post)] },
    };
  },
  { publicCache: true },
);
