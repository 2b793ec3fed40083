/**
 * Interface text by key (locales/<language>/<feature>.json), with `[placeholder]` interpolation and English fallback.
 * English is the complete catalogue and defines the keys; other languages may lag behind.
 * This module holds every catalogue: it is for the server (page loaders, _document, tests). The
 * browser's translator reads the page's text from the HTML and loads its language on demand
 * (lib/i18n-client.ts); browser code imports only types from here.
 */
import type { Language, LocaleTag } from '@/domain/markets';
import { en, es, fr, ja, pt } from '@/locales';
import { languageFor, translatorOver, type Catalogue, type Translate } from './i18n-core';
import { withRegionalTexts } from './i18n-regional';

export type { Catalogue, MessageKey, PluralKey, Translate } from './i18n-core';

export const CATALOGUES: Record<Language, Catalogue> = { en, fr, ja, pt, es };

/**
 * The translator for `locale` (or a bare language), with the locale's own spellings
 * (lib/i18n-regional.ts). Unknown keys answer the key itself, visibly.
 */
export function createTranslator(locale: LocaleTag | Language): Translate {
  const language = languageFor(locale);
  const t = translatorOver(language, CATALOGUES[language], CATALOGUES.en);
  return locale.includes('-') ? withRegionalTexts(t, locale as LocaleTag) : t;
}
