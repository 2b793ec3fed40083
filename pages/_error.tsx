/**
 * Errors Next catches itself (a thrown render, an unexpected 500) and addresses no page answers
 * (404). Data failures of our pages do not come here: lib/page-loaders/with-page.ts renders the error
 * template with the API's message instead. There is no static pages/404: every page is rendered
 * per request, so it carries the request's CSP nonce (proxy.ts) and speaks the market's language.
 * Its header and footer are the bundled shell content of that language, loaded only here.
 */
import type { NextPageContext } from 'next';
import { ErrorTemplate } from '@/components/common/error-template';
import type { PageShell } from '@/lib/page-shell';
import { DEFAULT_LOCALE, marketFromHeaders, pageMarket, type PageMarket } from '@/lib/market';

type Props = { statusCode: number; market?: PageMarket; shell: PageShell };

export default function ErrorPage({ statusCode }: Props) {
  return <ErrorTemplate status={statusCode} />;
}

ErrorPage.getInitialProps = async ({ req, res, err }: NextPageContext): Promise<Props> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  // The market the proxy set, so _app translates the page (server side; the browser keeps English).
  const market = req ? marketFromHeaders(req.headers) : undefined;
  const { fallbackShell } = await import('@/components/layout/fallback-shell');
  const shell = fallbackShell(market ?? pageMarket(DEFAULT_LOCALE));
  return market ? { statusCode, market, shell } : { statusCode, shell };
};
