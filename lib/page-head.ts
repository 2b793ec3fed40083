/**
 * What every page puts in its <head>: title, description, keywords, Open
 * Graph, a canonical link and hreflang alternates against the public site address, breadcrumb and
 * other structured data, noindex and the app-store id. Computed on the server (lib/page-loaders/with-page.ts
 * calls buildPageHead), passed as serialisable props, rendered by components/common/page-head.tsx.
 */
import { htmlLang, type LocaleTag } from '@/domain/markets';
import { absoluteUrl, alternateLinks, type Alternate, type AlternateScope } from './seo/alternates';
import { breadcrumbJsonLd, type JsonLd } from './seo/json-ld';
import type { SeoSettings } from './seo/settings';

export type { AlternateScope };

type HeadImage = { url: string; width: number; height: number; alt?: string };
/** A breadcrumb step: its name and its unprefixed path ('/press/blog'). */
export type HeadCrumb = { name: string; path: string };

/** What a page's loader says about its head; only title, description and path are required. */
export type HeadMeta = {
  title: string;
  description: string;
  /** The unprefixed path of the page: '/press/blog/smoke-rings'. */
  path: string;
  scope?: AlternateScope;
  keywords?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: HeadImage;
  ogType?: 'website' | 'article';
  breadcrumbs?: HeadCrumb[];
  /** Content's preventIndexing: this page asks search engines not to list it. */
  preventIndexing?: boolean;
  /** More structured data (restaurants, a blog post): each entry becomes one script element. */
  jsonLd?: (JsonLd | JsonLd[])[];
};

type PageHeadInput = HeadMeta & {
  locale: LocaleTag;
  site: string;
  scope: AlternateScope;
  /** NO_ROBOTS and APP_STORE_ID (lib/config/storefront.ts). */
  settings: SeoSettings;
};

export type PageHeadProps = {
  title: string;
  description: string;
  keywords: string | null;
  canonical: string;
  alternates: Alternate[];
  noindex: boolean;
  appStoreId: string | null;
  openGraph: {
    type: 'website' | 'article';
    title: string;
    description: string;
    url: string;
    /** 'fr_CA' */
    locale: string;
    image: Required<HeadImage> | null;
  };
  jsonLd: (JsonLd | JsonLd[])[];
};

/** A site path or an absolute URL, made absolute against the site. */
function absolute(site: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : site + (url.startsWith('/') ? url : `/${url}`);
}

function headImage(site: string, image: HeadImage | undefined, fallbackAlt: string): Required<HeadImage> | null {
  if (!image) return null;
  return { url: absolute(site, image.url), width: image.width, height: image.height, alt: image.alt ?? fallbackAlt };
}

export function buildPageHead(input: PageHeadInput): PageHeadProps {
  const { locale, path, site, scope } = input;
  const { settings } = input;
  const canonical = absoluteUrl(site, locale, path);
  const trail = (input.breadcrumbs ?? []).map((crumb) => ({ name: crumb.name, url: absoluteUrl(site, locale, crumb.path) }));
  const breadcrumbs = breadcrumbJsonLd(trail);
  const ogTitle = input.ogTitle ?? input.title;
  return {
    title: input.title,
    description: input.description,
    keywords: input.keywords?.trim() || null,
    canonical,
    alternates: alternateLinks(locale, path, site, scope),
    noindex: settings.noRobots || Boolean(input.preventIndexing),
    appStoreId: settings.appStoreId,
    openGraph: {
      type: input.ogType ?? 'website',
      title: ogTitle,
      description: input.ogDescription ?? input.description,
      url: canonical,
      locale: htmlLang(locale).replace('-', '_'),
      image: headImage(site, input.ogImage, ogTitle),
    },
    jsonLd: [...(breadcrumbs ? [breadcrumbs] : []), ...(input.jsonLd ?? [])],
  };
}
