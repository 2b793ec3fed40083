/**
 * The page's <head>, from the props lib/page-head.ts computed on the
 * server: next-seo 7 builds the title, description, robots, canonical, hreflang and Open Graph
 * tags (generateNextSeo inside next/head: next-seo 7 has no <NextSeo> component), plus keywords,
 * the apple-itunes-app tag and one JSON-LD script per structured-data entry.
 */
import Head from 'next/head';
import { generateNextSeo } from 'next-seo/pages';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import type { PageHeadProps } from '@/lib/page-head';

type MetaTag = { name: string; content: string };

function extraMetaTags(head: PageHeadProps): MetaTag[] {
  const tags: MetaTag[] = [];
  if (head.keywords) tags.push({ name: 'keywords', content: head.keywords });
  if (head.appStoreId) tags.push({ name: 'apple-itunes-app', content: `app-id=${head.appStoreId}` });
  return tags;
}

export function PageHead({ head }: { head: PageHeadProps }) {
  const { openGraph } = head;
  return (
    <Head>
      {generateNextSeo({
        title: head.title,
        description: head.description,
        canonical: head.canonical,
        noindex: head.noindex,
        nofollow: false,
        languageAlternates: head.alternates,
        openGraph: {
          type: openGraph.type,
          title: openGraph.title,
          description: openGraph.description,
          url: openGraph.url,
          locale: openGraph.locale,
          images: openGraph.image ? [openGraph.image] : [],
        },
        additionalMetaTags: extraMetaTags(head),
      })}
      {head.jsonLd.map((data, index) => (
        <script
          key={`json-ld-${index}`}
          type="application/ld+json"
          // JSON, not content markup: serializeJsonLd escapes '<', so nothing can close the script.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </Head>
  );
}
