/** @jest-environment jsdom */
import type * as ReactType from 'react';

// These tests drive React with act() themselves.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A French page rendered on the server and hydrated in a fresh browser module state; with `late`,
 * right after hydration it shows a text only the browser renders (as a header reading the
 * visitor's cart would). Answers the page's container and its render count.
 */
async function hydratedPage(late: boolean) {
  const { act, useEffect, useState } = (await import('react')) as typeof ReactType;
  const { hydrateRoot } = await import('react-dom/client');
  const { renderToString } = await import('react-dom/server');
  const { MESSAGES_ELEMENT_ID } = await import('./i18n-client');
  const { messageCollector, usedMessagesJson } = await import('./i18n-collector');
  const { pageMarket } = await import('./market');
  const { MarketProvider, TranslatorsContext } = await import('./market-context');
  const { useT } = await import('./use-t');
  const renders = { count: 0 };

  function Page() {
    const t = useT();
    const [browser, setBrowser] = useState(false);
    useEffect(() => setBrowser(true), []);
    renders.count += 1;
    return (
      <main>
        <a href="#main">{t('layout.skipLink')}</a>
        {browser && late && <p id="late">{t('store.closed')}</p>}
      </main>
    );
  }
  const app = (
    <MarketProvider market={pageMarket('fr-ca')}>
      <Page />
    </MarketProvider>
  );
  const collector = messageCollector();
  const html = renderToString(<TranslatorsContext.Provider value={collector.translator}>{app}</TranslatorsContext.Provider>);
  document.body.innerHTML = `<div id="root">${html}</div><script id="${MESSAGES_ELEMENT_ID}" type="application/json">${usedMessagesJson(collector.used())}</script>`;
  const container = document.getElementById('root')!;
  renders.count = 0;
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, app);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return { container, renders, unmount: () => act(() => root.unmount()) };
}

beforeEach(() => jest.resetModules());

it('does not render the page again when the catalogue arrives and no text was missing', async () => {
  const page = await hydratedPage(false);
  const { hasFullCatalogue } = await import('./i18n-client');
  expect(hasFullCatalogue('fr')).toBe(true);
  // Hydration, and the render of the page's own effect.
  expect(page.renders.count).toBe(2);
  expect(page.container.textContent).toBe('Passer au contenu principal');
  page.unmount();
});

it('renders again with the text a render asked for before the catalogue arrived', async () => {
  const page = await hydratedPage(true);
  expect(page.container.querySelector('#late')?.textContent).toBe('Fermé');
  page.unmount();
});
