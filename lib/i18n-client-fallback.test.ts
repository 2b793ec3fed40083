/** @jest-environment jsdom */
import { clientTranslator, MESSAGES_ELEMENT_ID, missedText } from './i18n-client';

it('a French text shown in English while French has not loaded counts as missed, so the page renders again in French', () => {
  const used = { fr: { 'layout.skipLink': 'Passer au contenu principal' }, en: { 'store.closed': 'Closed' } };
  document.body.innerHTML = `<script id="${MESSAGES_ELEMENT_ID}" type="application/json">${JSON.stringify(used)}</script>`;
  const t = clientTranslator('fr');
  expect(t('layout.skipLink')).toBe('Passer au contenu principal');
  expect(missedText('fr')).toBe(false);
  expect(t('store.closed')).toBe('Closed');
  expect(missedText('fr')).toBe(true);
});
