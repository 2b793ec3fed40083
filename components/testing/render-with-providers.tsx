/**
 * Test helper: renders a component as _app does, inside the market, the order and UI
 * contexts (with the full catalogues) and a fake pages-router whose calls and events tests can check. Not used by the app.
 */
import { render } from '@testing-library/react';
import mitt from 'next/dist/shared/lib/mitt';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement, ReactNode } from 'react';
import { countryOfLocale, countryPathSegment, type LocaleTag } from '@/domain/markets';
import { createTranslator } from '@/lib/i18n';
import { pageMarket } from '@/lib/market';
import { MarketProvider, TranslatorsContext } from '@/lib/market-context';
import { OrderProvider, type OrderStep, type OrderSummary } from '@/lib/order-context';
import { UiProvider, type UserSummary } from '@/lib/ui-context';

type FakeRouter = NextRouter & { push: jest.Mock; replace: jest.Mock };

export type RenderOptions = {
  locale?: LocaleTag;
  languageChosen?: boolean;
  /** The market prefix of the URL; the locale's own by default. */
  prefix?: string;
  pathname?: string;
  asPath?: string;
  /** The cart summary the page seeded; none means the page seeded an empty cart (no browser read). */
  orderSummary?: OrderSummary;
  orderStep?: OrderStep;
  user?: UserSummary | null;
  router?: FakeRouter;
};

export function fakeRouter(pathname = '/', asPath = pathname): FakeRouter {
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
  } as unknown as FakeRouter;
}

/** A URL that named no language carries the country's prefix alone (/ca). */
function prefixOf(options: RenderOptions): string | undefined {
  return options.languageChosen === false ? `/${countryPathSegment(countryOfLocale(options.locale ?? 'en-us'))}` : undefined;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const router = options.router ?? fakeRouter(options.pathname, options.asPath);
  const market = pageMarket(options.locale ?? 'en-us', { languageChosen: options.languageChosen, prefix: options.prefix ?? prefixOf(options) });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <RouterContext.Provider value={router}>
        <TranslatorsContext.Provider value={createTranslator}>
          <MarketProvider market={market}>
            <OrderProvider orderSummary={options.orderSummary ?? null} orderStep={options.orderStep}>
              <UiProvider user={options.user ?? null}>{children}</UiProvider>
            </OrderProvider>
          </MarketProvider>
        </TranslatorsContext.Provider>
      </RouterContext.Provider>
    );
  }
  return { ...render(ui, { wrapper: Providers }), router };
}
