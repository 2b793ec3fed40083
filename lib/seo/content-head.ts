/**
 * The head of a content page from its page meta: placeholders such as
 * [page], [title] or [slug] are filled in every text and breadcrumb, and the page's path is the
 * canonical one. Without page meta the page still gets a title and description.
 */
import type { PageMeta } from '@/domain/content/types';
import { interpolate, type InterpolationValues } from '@/domain/interpolate';
import type { HeadMeta } from '@/lib/page-head';

export function contentHead(
  meta: PageMeta | null,
  path: string,
  fallback: { title: string; description: string },
  values: InterpolationValues = {},
): HeadMeta {
  if (!meta) return { ...fallback, path, scope: 'all' };
  const fill = (text: string) => interpolate(text, values);
  return {
    title: fill(meta.title),
    description: fill(meta.description),
    path,
    scope: 'all',
    keywords: fill(meta.keywords),
    ogTitle: fill(meta.ogTitle),
    ogDescription: fill(meta.ogDescription),
    ogImage: meta.ogImage,
    breadcrumbs: meta.breadcrumbs.map((crumb) => ({ name: fill(crumb.name), path: fill(crumb.path) })),
    preventIndexing: meta.preventIndexing,
  };
}
