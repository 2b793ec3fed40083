/**
 * The browser's catalogues. A page starts with the texts its server render used, which _document
 * writes into <script id="__MESSAGES__" type="application/json"> (lib/i18n-collector.ts), so
 * hydration shows the same text without shipping any catalogue in the page's scripts. Right after,
 * the page's language is loaded whole (a chunk per language, with English for its fallback), for
 * what the diner does next. `useTranslators` (lib/market-context.tsx) renders again with it only
 * when a render asked for a text the browser did not have yet.
 */
import type { Language } from '@/domain/markets';
import { translatorOver, type Catalogue, type Translate } from './i18n-core';

export const MESSAGES_ELEMENT_ID = '__MESSAGES__';

/** The texts a render used, by language: each language's own text, English where it fell back. */
export type UsedMessages = Partial<Record<Language, Record<string, string>>>;

const LOADERS: Record<Language, () => Promise<{ default: Catalogue }>> = {
  en: () => import('@/locales/en'),
  fr: () => import('@/locales/fr'),
  ja: () => import('@/locales/ja'),
  pt: () => import('@/locales/pt'),
  es: () => import('@/locales/es'),
};

const catalogues: Partial<Record<Language, Catalogue>> = {};
const complete = new Set<Language>();
/** The translators' languages that asked for a text no catalogue the browser has holds. */
const missed = new Set<Language>();
const loading = new Map<Language, Promise<void>>();
let inlineRead = false;

/** Takes the server render's texts from the page, once. */
function readInline(): void {
  if (inlineRead || typeof document === 'undefined') return;
  inlineRead = true;
  let used: unknown = null;
  try {
    used = JSON.parse(document.getElementById(MESSAGES_ELEMENT_ID)?.textContent || 'null');
  } catch {
    used = null;
  }
  if (!used || typeof used !== 'object') return;
  for (const [language, texts] of Object.entries(used as UsedMessages)) {
    if (language in LOADERS && texts && typeof texts === 'object' && !complete.has(language as Language)) {
      catalogues[language as Language] = { ...texts, ...catalogues[language as Language] };
    }
  }
}

/**
 * `language`'s texts as the browser has them at the time of each lookup (they grow once it
 * loads). `onMiss` hears of a text it lacks while it is not loaded whole.
 */
function liveCatalogue(language: Language, onMiss?: () => void): Catalogue {
  return new Proxy({} as Catalogue, {
    get: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      const text = catalogues[language]?.[key];
      if (text === undefined && !complete.has(language)) onMiss?.();
      return text;
    },
  });
}

/**
 * The translator for `language` over what the browser has of its catalogue and of English. It
 * looks texts up when asked, so one kept by an event handler tells what has loaded since.
 */
export function clientTranslator(language: Language): Translate {
  readInline();
  // A text the language lacks for now counts as missed even when English stands in (English may
  // load first): once the language arrives the page renders again in it.
  const miss = () => missed.add(language);
  return translatorOver(language, liveCatalogue(language, miss), liveCatalogue('en', miss));
}

/** Whether a translator for `language` was asked for a text the browser did not have (it showed the key or a fallback). */
export function missedText(language: Language): boolean {
  return missed.has(language);
}

/** Whether `language` (and English, its fallback) is loaded whole. */
export function hasFullCatalogue(language: Language): boolean {
  return complete.has(language) && complete.has('en');
}

function loadOne(language: Language): Promise<void> {
  let promise = loading.get(language);
  if (!promise) {
    promise = LOADERS[language]().then(
      (module) => {
        catalogues[language] = module.default;
        complete.add(language);
      },
      (error: unknown) => {
        // A failed chunk may be fetched again by the next render that wants it.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

/** Loads `language` whole, with English for its fallback. */
export function loadCatalogue(language: Language): Promise<void> {
  readInline();
  return Promise.all([loadOne(language), loadOne('en')]).then(() => undefined);
}

/**
 * Resolves once `language` is loaded whole, or after `withinMs` (a failed load resolves too), so
 * a message about to be shown can be told in the diner's language even just after the page loaded.
 */
export function catalogueSettled(language: Language, withinMs = 3000): Promise<void> {
  if (hasFullCatalogue(language)) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)));
  return Promise.race([loadCatalogue(language).catch(() => undefined), late]).finally(() => clearTimeout(timer));
}
