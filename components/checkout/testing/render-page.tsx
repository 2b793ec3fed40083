/** Renders a checkout template as _app would: theme, market, and a pages-router context. */
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement } from 'react';
import { renderWithProviders } from '@/components/render-with-providers';
import type { LocaleTag } from '@/domain/markets';

export function fakeRouter(): NextRouter & { push: jest.Mock } {
  return {
    push: jest.fn(async () => true),
    replace: jest.fn(async () => true),
    prefetch: jest.fn(async () => undefined),
    back: jest.fn(),
    forward: jest.fn(),
    reload: jest.fn(),
    beforePopState: jest.fn(),
    events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
    route: '/',
    pathname: '/',
    query: {},
    asPath: '/',
    basePath: '',
    isFallback: false,
    isReady: true,
    isPreview: false,
    isLocaleDomain: false,
  } as unknown as NextRouter & { push: jest.Mock };
}

export function renderPage(ui: ReactElement, locale: LocaleTag = 'en-us', router = fakeRouter()) {
  return { router, ...renderWithProviders(<RouterContext.Provider value={router}>{ui}</RouterContext.Provider>, locale) };
}
