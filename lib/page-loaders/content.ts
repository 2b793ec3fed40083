/**
 * getServerSideProps of a content page: its content document and page meta from the
 * content GraphQL, in one request, through lib/page-loaders/with-page.ts. The page gets the document and the
 * breadcrumb trail; the head gets title, description, keywords, Open Graph and breadcrumbs.
 */
import type { ContentByKind, ContentKind } from '@/domain/content/types';
import { fetchContentPage } from '../api/content';
import type { HeadCrumb } from '../page-head';
import { withPage, type LoaderArgs } from './with-page';
import { contentHead } from '../seo/content-head';

export type ContentPageProps<K extends ContentKind> = { content: ContentByKind[K]; breadcrumbs: HeadCrumb[] };

/** The site's name and description when a route has no page meta. */
export function headFallback(t: LoaderArgs['t']): { title: string; description: string } {
  return { title: t('brand.name'), description: t('home.metaDescription') };
}

/** The loader of a page that shows one content document at `route` (a pattern of content/routes.ts). */
export function contentPageProps<K extends ContentKind>(kind: K, route: string) {
  return withPage<ContentPageProps<K>>(
    async ({ api, t }) => {
      const { data, meta } = await fetchContentPage(api, kind, route);
      const head = contentHead(meta, route, headFallback(t));
      return { props: { content: data, breadcrumbs: head.breadcrumbs ?? [] }, head };
    },
    { publicCache: true },
  );
}
