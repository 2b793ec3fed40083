/**
 * The HTML shell: <html lang> from the page's `market` prop (read once per request by
 * lib/page-loaders/with-page.ts, or by _error), styled-components collected on the server,
 * the public API settings for the browser client, favicon and manifest. Next's scripts and the
 * collected <style> carry the request's CSP nonce (set by proxy.ts); the
 * <meta property="csp-nonce"> hands it to styled-components for the <style> it adds in the browser.
 */
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { htmlLang } from '@/domain/markets';
import { PUBLIC_CONFIG_ELEMENT_ID, publicConfigJson } from '@/lib/api/config';
import { DEFAULT_LOCALE } from '@/lib/market';
import type { BasePageProps } from '@/lib/page-loaders/with-page';

type Props = DocumentInitialProps & { nonce?: string };

/** The nonce proxy.ts set for this request; only a value CSP accepts. */
function nonceOf(headers: Record<string, string | string[] | undefined> | undefined): string | undefined {
  const value = headers?.['x-nonce'];
  return typeof value === 'string' && /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) ? value : undefined;
}

export default class HickoryDocument extends Document<Props> {
  static override async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const nonce = nonceOf(ctx.req?.headers);
    const sheet = new ServerStyleSheet({ nonce });
    const renderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        renderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) });
      const initialProps = await Document.getInitialProps(ctx);
      return {
        ...initialProps,
        ...(nonce ? { nonce } : {}),
        styles: [initialProps.styles, sheet.getStyleElement()],
      };
    } finally {
      sheet.seal();
    }
  }

  override render() {
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as Partial<BasePageProps> | undefined;
    const lang = htmlLang(pageProps?.market?.locale ?? DEFAULT_LOCALE);
    const { nonce } = this.props;
    return (
      <Html lang={lang}>
        <Head nonce={nonce}>
          {nonce && <meta property="csp-nonce" nonce={nonce} />}
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/icon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <link rel="manifest" href="/manifest.webmanifest" />
          <meta name="theme-color" content="#1f1a17" />
          <script
            id={PUBLIC_CONFIG_ELEMENT_ID}
            type="application/json"
            dangerouslySetInnerHTML={{ __html: publicConfigJson() }}
          />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
