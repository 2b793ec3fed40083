import Head from 'next/head';
import type { GetServerSideProps } from 'next';

/**
 * The SSR benchmark's ceiling (bench/run.mjs): a page that renders per request through
 * getServerSideProps but calls no API, so a store page's throughput can be read against it.
 * Not linked from the site, and kept out of search engines.
 */
type Props = { renderedAt: string };

export const getServerSideProps: GetServerSideProps<Props> = async () => ({
  props: { renderedAt: new Date().toISOString() },
});

export default function SsrCeilingPage({ renderedAt }: Props) {
  return (
    <>
      <Head>
        <title>SSR ceiling</title>
        <meta name="robots" content="noindex" />
      </Head>
      <main id="main">
        <h1>SSR ceiling</h1>
        <p>Rendered at {renderedAt}</p>
      </main>
    </>
  );
}
