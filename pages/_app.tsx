/**
 * Every page: the market (the `market` page prop, read once per request by
 * lib/page-loaders/with-page.ts, with its translator), the order summary the
 * header shows, the signed-in summary (both read in the browser when a shared page brings neither), notifications, the start-order dialog, the bar shown while the next page loads, the head and the
 * layout with the shell content (header navigation, footer) from page props. A page whose data failed
 * (lib/page-loaders/with-page.ts) renders the error template instead, or, when the API was out of reach (503),
 * the "briefly unavailable" page with its Retry button.
 * Pages may send `orderSummary` / `orderStep` props to seed the order context on the server.
 * Once hydrated and idle, the page starts its Web Vitals beacon (lib/use-web-vitals.ts).
 */
import type { AppProps } from 'next/app';
// First in the cascade: a component's class composes these button looks and its own rules, which
// come later in the page's stylesheet, win over them (whichever component happens to load first).
import '@/styles/buttons.module.css';
import { lazy, Suspense, useEffect } from 'react';
import { PageHead } from '@/components/common/page-head';
import { RouteProgress } from '@/components/common/route-progress';
import { ToastStack } from '@/components/common/toast';
import { PageLayout } from '@/components/layout/page-layout';
import { htmlLang } from '@/domain/markets';
import { markHydrated } from '@/lib/early-submit-guard';
import { hydrateInTransition } from '@/lib/hydrate-in-transition';
import { DEFAULT_LOCALE, pageMarket } from '@/lib/market';
import { MarketProvider } from '@/lib/market-context';
import { isOrderStep, OrderProvider, type OrderPageProps } from '@/lib/order-context';
import type { BasePageProps } from '@/lib/page-loaders/with-page';
import { UNAVAILABLE_STATUS } from '@/lib/page-loaders/status';
import { useWebVitals } from '@/lib/use-web-vitals';
import { StartOrderProvider } from '@/components/ordering/start-order-context';
import { ToastProvider } from '@/lib/toast-context';
import { isUserSummary, UiProvider } from '@/lib/ui-context';

if (typeof window !== 'undefined') {
  // The CommonJS exports object Next's client calls hydrateRoot on (an ES import would be a copy).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  hydrateInTransition(require('react-dom/client'));
}

/**
 * Only a page whose data failed shows these, so their code is fetched for it alone. The server
 * waits for them before it sends the page; in the browser the server's HTML stays in place until
 * the code arrives, so nothing flashes.
 */
const ErrorTemplate = lazy(() => import('@/components/common/error-template').then((module) => ({ default: module.ErrorTemplate })));
const ServiceUnavailable = lazy(() => import('@/components/common/service-unavailable').then((module) => ({ default: module.ServiceUnavailable })));

/** `user`: the signed-in summary the mobile menu greets. */
type AppPageProps = Partial<BasePageProps> & OrderPageProps & { user?: unknown };

/** Only a page rendered without a request (an error page in the browser) comes without a market. */
const DEFAULT_MARKET = pageMarket(DEFAULT_LOCALE);

export default function HickoryApp({ Component, pageProps, router }: AppProps<AppPageProps>) {
  const market = pageProps.market ?? DEFAULT_MARKET;
  const { locale } = market;
  const { pageError, head } = pageProps;
  const orderStep = isOrderStep(pageProps.orderStep) ? pageProps.orderStep : null;

  useEffect(markHydrated, []);
  // LCP, INP and CLS of real visits, sent to the API's metrics; loaded when idle after hydration.
  useWebVitals(router.pathname);

  // Client-side navigation between markets keeps <html lang> right.
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
  }, [locale]);

  return (
    <MarketProvider market={market}>
      <OrderProvider orderSummary={pageProps.orderSummary} orderStep={orderStep} locale={locale}>
        <UiProvider user={pageProps.user === undefined ? undefined : isUserSummary(pageProps.user) ? pageProps.user : null} locale={locale}>
          <ToastProvider>
            <StartOrderProvider>
              {head && <PageHead head={head} />}
              <RouteProgress />
              <PageLayout shell={pageProps.shell}>
                {pageError ? (
                  <Suspense fallback={null}>
                    {pageError.status === UNAVAILABLE_STATUS ? (
                      <ServiceUnavailable />
                    ) : (
                      <ErrorTemplate status={pageError.status} message={pageError.message} />
                    )}
                  </Suspense>
                ) : (
                  <Component {...pageProps} />
                )}
              </PageLayout>
              <ToastStack />
            </StartOrderProvider>
          </ToastProvider>
        </UiProvider>
      </OrderProvider>
    </MarketProvider>
  );
}
