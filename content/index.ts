/**
 * Looks content up by kind and locale, falling back to English for a locale, or a kind within
 * a locale, that has no translation; an unknown locale gets English too. Pure: no I/O, no clock.
 */
import { en } from './en';
import { esMx } from './es-mx';
import { frCa } from './fr-ca';
import { jaJp } from './ja-jp';
import { ptBr } from './pt-br';
import type { BlogPost, ContentByKind, ContentKind, LocaleContent, PageMeta } from '@/domain/content/types';

export type { ContentByKind, ContentKind } from '@/domain/content/types';

export const BASE_LOCALE = 'en';
export const TRANSLATIONS: Readonly<Record<string, LocaleContent>> = { 'fr-ca': frCa, 'ja-jp': jaJp, 'pt-br': ptBr, 'es-mx': esMx };
export const CONTENT_KINDS = Object.keys(en) as ContentKind[];
export const BLOG_PAGE_SIZE = 6;

/**
 * The content locale for a requested locale: 'fr-CA', 'fr_ca' and 'fr' give 'fr-ca'; English
 * tags, unknown tags and nothing give 'en'.
 */
export function resolveContentLocale(locale: string | null | undefined): string {
  const tag = (locale ?? '').trim().toLowerCase().replace('_', '-');
  if (tag in TRANSLATIONS) return tag;
  const byLanguage = Object.keys(TRANSLATIONS).find((candidate) => candidate.split('-')[0] === tag);
  return byLanguage ?? BASE_LOCALE;
}

/** The locale whose text `getContent(kind, locale)` returns: the translation's, or 'en'. */
export function contentSourceLocale(kind: ContentKind, locale: string | null | undefined): string {
  const resolved = resolveContentLocale(locale);
  return TRANSLATIONS[resolved]?.[kind] ? resolved : BASE_LOCALE;
}

export function getContent<K extends ContentKind>(kind: K, locale: string | null | undefined): ContentByKind[K] {
  const translated = TRANSLATIONS[resolveContentLocale(locale)]?.[kind];
  return (translated ?? en[kind]) as ContentByKind[K];
}

/** A route's page meta (route pattern as in content/routes.ts), or null for a route without one. */
export function getPageMeta(route: string, locale: string | null | undefined): PageMeta | null {
  return getContent('pageMeta', locale)[route] ?? null;
}

/** One post by slug, or null: an unknown slug is a 404, never an error. */
export function getBlogPost(slug: string, locale: string | null | undefined): BlogPost | null {
  return getContent('blogPosts', locale).find((post) => post.slug === slug) ?? null;
}

export type BlogPage = { page: number; pageCount: number; posts: BlogPost[] };

/** Page `page` (1-based) of the blog, newest first, or null when the page does not exist. */
export function getBlogPage(page: number, locale: string | null | undefined, pageSize = BLOG_PAGE_SIZE): BlogPage | null {
  const posts = [...getContent('blogPosts', locale)].sort((a, b) => b.date.localeCompare(a.date));
  const pageCount = Math.max(1, Math.ceil(posts.length / pageSize));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return { page, pageCount, posts: posts.slice((page - 1) * pageSize, page * pageSize) };
}
