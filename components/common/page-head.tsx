/**
 * The page's <head>, from the props lib/page-head.ts computed on the server: the title,
 * description, robots, hreflang alternates, Open Graph tags, canonical link, keywords and the
 * apple-itunes-app tag (the tags and order next-seo's generateNextSeo gave them, written out so the
 * browser does not load next-seo), plus one JSON-LD script per structured-data entry.
 */
import Head from 'next/head';
import { serializeJsonLd } from '@/lib/seo/json-ld-script';
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
  const image = openGraph.image;
  const description = openGraph.description || head.description;
  return (
    <Head>
      {head.title && <title key="title">{head.title}</title>}
      <meta key="robots" name="robots" content={head.noindex ? 'noindex,follow' : 'index,follow'} />
      {head.description && <meta key="description" name="description" content={head.description} />}
      {head.alternates.map((alternate) => (
        <link key={`languageAlternate-${alternate.hrefLang}`} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      {(openGraph.title || head.title) && <meta key="og:title" property="og:title" content={openGraph.title || head.title} />}
      {description && <meta key="og:description" property="og:description" content={description} />}
      {(openGraph.url || head.canonical) && <meta key="og:url" property="og:url" content={openGraph.url || head.canonical} />}
      {openGraph.type && <meta key="og:type" property="og:type" content={openGraph.type} />}
      {image && <meta key="og:image:00" property="og:image" content={image.url} />}
      {image?.alt && <meta key="og:image:alt00" property="og:image:alt" content={image.alt} />}
      {image?.width ? <meta key="og:image:width00" property="og:image:width" content={String(image.width)} /> : null}
      {image?.height ? <meta key="og:image:height00" property="og:image:height" content={String(image.height)} /> : null}
      {openGraph.locale && <meta key="og:locale" property="og:locale" content={openGraph.locale} />}
      {head.canonical && <link key="canonical" rel="canonical" href={head.canonical} />}
      {extraMetaTags(head).map((tag) => (
        <meta key={`meta:${tag.name}`} name={tag.name} content={tag.content} />
      ))}
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
