/**
 * Test helper for shell components: theme, market, order context and a fake pages-router
 * whose events tests can fire. Not used by the app.
 */
import { render } from '@testing-library/react';
import mitt from 'next/dist/shared/lib/mitt';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { countryOfLocale, countryPathSegment, type LocaleTag } from '@/domain/markets';
import { pageMarket } from '@/lib/market';
import { MarketProvider } from '@/lib/market-context';
import { OrderProvider, type OrderStep, type OrderSummary } from '@/lib/order-context';
import { UiProvider, type UserSummary } from '@/lib/ui-context';
import { theme } from '@/styles/theme';

export type ShellRenderOptions = {
  locale?: LocaleTag;
  languageChosen?: boolean;
  /** The market prefix of the URL; the locale's own by default. */
  prefix?: string;
  pathname?: string;
  asPath?: string;
  orderSummary?: OrderSummary;
  orderStep?: OrderStep;
  user?: UserSummary | null;
};

export function fakeRouter(pathname = '/', asPath = pathname): NextRouter {
  return {
    pathname,
    asPath,
    route: pathname,
    query: {},
    basePath: '',
    isLocaleDomain: false,
    isReady: true,
    isFallback: false,
    isPreview: false,
    events: mitt(),
    push: jest.fn(async () => true),
    replace: jest.fn(async () => true),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn(async () => undefined),
    beforePopState: jest.fn(),
  } as unknown as NextRouter;
}

/** A URL that named no language carries the country's prefix alone (/ca). */
function prefixOf(options: ShellRenderOptions): string | undefined {
  return options.languageChosen === false ? `/${countryPathSegment(countryOfLocale(options.locale ?? 'en-us'))}` : undefined;
}

export function renderShell(ui: ReactElement, options: ShellRenderOptions = {}) {
  const router = fakeRouter(options.pathname, options.asPath);
  const view = render(
    <RouterContext.Provider value={router}>
      <ThemeProvider theme={theme}>
        <MarketProvider market={pageMarket(options.locale ?? 'en-us', { languageChosen: options.languageChosen, prefix: options.prefix ?? prefixOf(options) })}>
          <OrderProvider orderSummary={options.orderSummary} orderStep={options.orderStep}>
            <UiProvider user={options.user ?? null}>{ui}</UiProvider>
          </OrderProvider>
        </MarketProvider>
      </ThemeProvider>
    </RouterContext.Provider>,
  );
  return { ...view, router };
}
