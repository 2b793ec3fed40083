/** Title, description, canonical link and hreflang alternates (computed in lib/page-head.ts). */
import Head from 'next/head';
import type { PageHeadProps } from '@/lib/page-head';

export function PageHead({ head }: { head: PageHeadProps }) {
  return (
    <Head>
      <title>{head.title}</title>
      <meta name="description" content={head.description} key="description" />
      <meta property="og:title" content={head.title} key="og:title" />
      <meta property="og:description" content={head.description} key="og:description" />
      <meta property="og:url" content={head.canonical} key="og:url" />
      <link rel="canonical" href={head.canonical} key="canonical" />
      {head.alternates.map((alternate) => (
        <link
          key={`alternate-${alternate.hrefLang}`}
          rel="alternate"
          hrefLang={alternate.hrefLang}
          href={alternate.href}
        />
      ))}
    </Head>
  );
}
