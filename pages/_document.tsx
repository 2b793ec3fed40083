/**
 * The HTML shell: <html lang> from the market, styled-components collected on the server,
 * the public API settings for the browser client, favicon and manifest.
 */
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { htmlLang } from '@/domain/markets';
import { PUBLIC_CONFIG_ELEMENT_ID, publicConfigJson } from '@/lib/api/config';
import { isLocaleTag, marketFromHeaders } from '@/lib/market';

type Props = DocumentInitialProps & { lang: string };

export default class HickoryDocument extends Document<Props> {
  static override async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const sheet = new ServerStyleSheet();
    const renderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        renderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) });
      const initialProps = await Document.getInitialProps(ctx);
      const locale = marketFromHeaders(ctx.req?.headers ?? {}).locale;
      return {
        ...initialProps,
        lang: htmlLang(locale),
        styles: [initialProps.styles, sheet.getStyleElement()],
      };
    } finally {
      sheet.seal();
    }
  }

  override render() {
    const pageLocale: unknown = this.props.__NEXT_DATA__.props?.pageProps?.locale;
    const lang = isLocaleTag(pageLocale) ? htmlLang(pageLocale) : this.props.lang;
    return (
      <Html lang={lang}>
        <Head>
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
          <NextScript />
        </body>
      </Html>
    );
  }
}
