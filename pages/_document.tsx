/**
 * The HTML shell: <html lang> from the page's `market` prop (read once per request by
 * lib/page-loaders/with-page.ts, or by _error), the site's inline stylesheet (styles/document-styles.ts),
 * the public API settings for the browser client, favicon and manifest, the heading font's
 * preloads, and the script that hides the banners a visitor dismissed before hydration.
 * Next's scripts and the inline <style> carry the request's CSP nonce (set by proxy.ts); Next's
 * stylesheet links come after that <style>, so a component's rules win over the base rules.
 * A page the same for every visitor has no nonce: its policy allows its inline scripts by hash.
 * The texts the page rendered go along as JSON (lib/i18n-collector.ts), so the browser needs no catalogue to hydrate.
 */
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { BANNER_MARKS_SCRIPT } from '@/lib/banner-marks';
import { EARLY_SUBMIT_GUARD_SCRIPT } from '@/lib/early-submit-guard';
import { htmlLang } from '@/domain/markets';
import { PUBLIC_CONFIG_ELEMENT_ID, publicConfigJson } from '@/lib/api/config';
import { MESSAGES_ELEMENT_ID } from '@/lib/i18n-client';
import { messageCollector, usedMessagesJson } from '@/lib/i18n-collector';
import { DEFAULT_LOCALE } from '@/lib/market';
import { TranslatorsContext } from '@/lib/market-context';
import type { BasePageProps } from '@/lib/page-loaders/with-page';
import { DOCUMENT_CSS } from '@/styles/document-styles';
import { HEADING_FONT_FILES } from '@/styles/fonts';

type Props = DocumentInitialProps & { nonce?: string; messages?: string };

/** The nonce proxy.ts set for this request; only a value CSP accepts. */
function nonceOf(headers: Record<string, string | string[] | undefined> | undefined): string | undefined {
  const value = headers?.['x-nonce'];
  return typeof value === 'string' && /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) ? value : undefined;
}

export default class HickoryDocument extends Document<Props> {
  static override async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const nonce = nonceOf(ctx.req?.headers);
    const collector = messageCollector();
    const renderPage = ctx.renderPage;
    ctx.renderPage = () =>
      renderPage({
        enhanceApp: (App) => (props) => (
          <TranslatorsContext.Provider value={collector.translator}>
            <App {...props} />
          </TranslatorsContext.Provider>
        ),
      });
    const initialProps = await Document.getInitialProps(ctx);
    return { ...initialProps, messages: usedMessagesJson(collector.used()), ...(nonce ? { nonce } : {}) };
  }

  override render() {
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as Partial<BasePageProps> | undefined;
    const lang = htmlLang(pageProps?.market?.locale ?? DEFAULT_LOCALE);
    const { nonce, messages } = this.props;
    return (
      <Html lang={lang}>
        <Head nonce={nonce}>
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: DOCUMENT_CSS }} />
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/icon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <link rel="manifest" href="/manifest.webmanifest" />
          <meta name="theme-color" content="#1f1a17" />
          {HEADING_FONT_FILES.map((file) => (
            <link key={file} rel="preload" href={file} as="font" type="font/woff2" crossOrigin="anonymous" />
          ))}
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BANNER_MARKS_SCRIPT }} />
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_GUARD_SCRIPT }} />
          <script
            id={PUBLIC_CONFIG_ELEMENT_ID}
            type="application/json"
            dangerouslySetInnerHTML={{ __html: publicConfigJson() }}
          />
        </Head>
        <body>
          <Main />
          {messages && <script id={MESSAGES_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: messages }} />}
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
