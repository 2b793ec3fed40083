/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { catalogueSettled, clientTranslator, MESSAGES_ELEMENT_ID } from './i18n-client';
import { messageCollector, usedMessagesJson } from './i18n-collector';
import { pageMarket } from './market';
import { MarketProvider, TranslatorsContext } from './market-context';
import { useT } from './use-t';

// This test drives React with act() itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** `more` shows a text only the browser renders, after hydration: the server's texts do not hold it. */
function Page({ more }: { more: boolean }) {
  const t = useT();
  return (
    <main>
      <a href="#main">{t('layout.skipLink')}</a>
      <p>{t.count('count.locations', 2)}</p>
      {more && <p id="late">{t('store.closed')}</p>}
    </main>
  );
}

const app = (more: boolean) => (
  <MarketProvider market={pageMarket('fr-ca')}>
    <Page more={more} />
  </MarketProvider>
);

it('hydrates from the texts the server render used, then renders with the whole French catalogue', async () => {
  const collector = messageCollector();
  const html = renderToString(<TranslatorsContext.Provider value={collector.translator}>{app(false)}</TranslatorsContext.Provider>);
  document.body.innerHTML = `<div id="root">${html}</div><script id="${MESSAGES_ELEMENT_ID}" type="application/json">${usedMessagesJson(collector.used())}</script>`;
  // Before the catalogue arrives, the browser knows only the server's texts.
  expect(clientTranslator('fr')('layout.skipLink')).toBe('Passer au contenu principal');
  const kept = clientTranslator('fr');
  expect(kept('store.closed')).toBe('store.closed');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.getElementById('root')!;

  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, app(false), { onRecoverableError: (error) => console.error(error) });
  });
  expect(errors).not.toHaveBeenCalled();
  expect(container.textContent).toContain('Passer au contenu principal');
  expect(container.textContent).toContain('2 restaurants');

  // The whole catalogue has arrived: text the server did not render is French too.
  await act(async () => root.render(app(true)));
  expect(container.querySelector('#late')?.textContent).toBe('Fermé');
  // A translator kept from before (an event handler's) tells the loaded text too.
  expect(kept('store.closed')).toBe('Fermé');
  await expect(catalogueSettled('fr')).resolves.toBeUndefined();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  act(() => root.unmount());
});
