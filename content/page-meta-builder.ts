/**
 * Builds a page's meta from its few varying parts, so every locale's table reads as a list of
 * routes. Open Graph text repeats the title and description unless given.
 */
import { IMAGES } from './images';
import { PRIVATE_ROUTES, type ContentRoute } from './routes';
import type { Breadcrumb, ContentImage, PageMeta, PageMetaTable } from '@/domain/content/types';

export type MetaParts = {
  title: string;
  description: string;
  keywords: string;
  /** Trail below Home, as [name, path] pairs. */
  trail: [string, string][];
  image?: ContentImage;
  ogTitle?: string;
};

export function buildMeta(home: string, siteName: string, parts: MetaParts, preventIndexing: boolean): PageMeta {
  const image = parts.image ?? IMAGES.og;
  const breadcrumbs: Breadcrumb[] = [{ name: home, path: '/' }, ...parts.trail.map(([name, path]) => ({ name, path }))];
  return {
    title: `${parts.title} | ${siteName}`,
    description: parts.description,
    keywords: parts.keywords,
    ogImage: { url: image.url, width: image.width, height: image.height },
    ogTitle: parts.ogTitle ?? parts.title,
    ogDescription: parts.description,
    breadcrumbs,
    preventIndexing,
  };
}

/** Turns a route → parts table into a route → PageMeta table; private routes get noindex. */
export function buildMetaTable(home: string, siteName: string, table: Record<ContentRoute, MetaParts>): PageMetaTable {
  const entries = Object.entries(table) as [ContentRoute, MetaParts][];
  return Object.fromEntries(
    entries.map(([route, parts]) => [route, buildMeta(home, siteName, parts, PRIVATE_ROUTES.includes(route))]),
  );
}
