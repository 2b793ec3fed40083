import { renderToString } from 'react-dom/server';
import { messageCollector, usedMessagesJson } from './i18n-collector';
import { pageMarket } from './market';
import { MarketProvider, TranslatorsContext } from './market-context';
import { useT } from './use-t';

function Page() {
  const t = useT();
  return (
    <main>
      <a href="#main">{t('layout.skipLink')}</a>
      <p>{t.count('count.locations', 2)}</p>
      <p>{t.dynamic('social.mastodon', 'Mastodon')}</p>
      <p>{t.has('social.facebook') ? t.dynamic('social.facebook', 'facebook') : null}</p>
    </main>
  );
}

function renderIn(locale: 'fr-ca' | 'en-us') {
  const collector = messageCollector();
  const html = renderToString(
    <TranslatorsContext.Provider value={collector.translator}>
      <MarketProvider market={pageMarket(locale)}>
        <Page />
      </MarketProvider>
    </TranslatorsContext.Provider>,
  );
  return { html, used: collector.used() };
}

describe('messageCollector', () => {
  it('notes exactly the texts a French render read, all from the French catalogue', () => {
    const { html, used } = renderIn('fr-ca');
    expect(html).toContain('Passer au contenu principal');
    expect(html).toContain('2 restaurants');
    expect(used).toEqual({
      fr: {
        'layout.skipLink': 'Passer au contenu principal',
        'count.locations.other': '[count] restaurants',
        'social.facebook': 'Facebook',
      },
    });
  });

  it('keeps a render of another request apart', () => {
    renderIn('fr-ca');
    expect(renderIn('en-us').used).toEqual({
      en: { 'layout.skipLink': 'Skip to main content', 'count.locations.other': '[count] locations', 'social.facebook': 'Facebook' },
    });
  });

  it('writes JSON that cannot close its <script> element', () => {
    const json = usedMessagesJson({ en: { 'x.y': '</script><b>' } });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ en: { 'x.y': '</script><b>' } });
  });
});
