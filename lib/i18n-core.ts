/**
 * The translator over given catalogues: `[placeholder]` interpolation, plural rules and English
 * fallback. It holds no catalogue itself, so the browser can use it without shipping the text:
 * the server reads the full catalogues (lib/i18n.ts), the browser the ones it has (lib/i18n-client.ts).
 */
import { interpolate, type InterpolationValues } from '@/domain/interpolate';
import { keptPerKey } from '@/domain/kept';
import { languageOf, type Language, type LocaleTag } from '@/domain/markets';
import type { en } from '@/locales/en';

export type MessageKey = keyof typeof en;
export type Catalogue = Partial<Record<string, string>>;

/** The languages with a catalogue; any other answers in English. */
export const LANGUAGES: readonly Language[] = ['en', 'fr', 'ja', 'pt', 'es'];

export type Translate = {
  (key: MessageKey, values?: InterpolationValues): string;
  /** The language whose catalogue it reads first. */
  language: Language;
  /** Plural text: looks up `${key}.one` / `${key}.other` by the language's plural rules, fills [count]. */
  count: (key: PluralKey, count: number) => string;
  /** Whether `key` exists (in the language or in English): for keys built from data, such as a network name. */
  has: (key: string) => boolean;
  /** Text for a key built at run time, or `fallback` when no catalogue has it. */
  dynamic: (key: string, fallback: string, values?: InterpolationValues) => string;
  /** The language's own text for `key`, without the English fallback. */
  own: (key: string) => string | undefined;
};

type PluralBase<K> = K extends `${infer Base}.other` ? Base : never;
export type PluralKey = PluralBase<MessageKey>;

/** The catalogue language of a locale or a bare language: English when it has none. */
export function languageFor(locale: LocaleTag | Language): Language {
  const language = (locale.includes('-') ? languageOf(locale as LocaleTag) : locale) as Language;
  return LANGUAGES.includes(language) ? language : 'en';
}

/**
 * Plural rules and number format of each language, built once: a page makes many translators, and
 * toLocaleString would build a format on every call.
 */
const pluralRules = keptPerKey<Intl.PluralRules>();
const numberFormats = keptPerKey<Intl.NumberFormat>();

/**
 * A count as `language` writes it. Whole counts from 0 to 999 read the same in every language
 * here (Latin digits, no grouping), so they are written without a number format: the browser's
 * first one costs tens of milliseconds, and the header's cart count is on every page.
 */
export function countText(language: Language, count: number): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  return numberFormats(language, () => new Intl.NumberFormat(language)).format(count);
}

/**
 * The translator reading `own` first, then `english`. It reads a catalogue only by indexing it
 * with a key, so a catalogue may be a recording proxy. Unknown keys answer the key itself, visibly.
 */
export function translatorOver(language: Language, own: Catalogue, english: Catalogue): Translate {
  const ownText = (key: string): string | undefined => {
    const text = own[key];
    return typeof text === 'string' && text !== '' ? text : undefined;
  };
  const lookup = (key: string): string | undefined => ownText(key) ?? english[key] ?? undefined;

  const t = ((key: MessageKey, values?: InterpolationValues) => interpolate(lookup(key) ?? key, values)) as Translate;
  t.count = (key, count) => {
    const rules = pluralRules(language, () => new Intl.PluralRules(language));
    const form = rules.select(count) === 'one' ? 'one' : 'other';
    const template = lookup(`${key}.${form}`) ?? lookup(`${key}.other`) ?? key;
    return interpolate(template, { count: countText(language, count) });
  };
  t.language = language;
  t.has = (key) => lookup(key) !== undefined;
  t.dynamic = (key, fallback, values) => interpolate(lookup(key) ?? fallback, values);
  t.own = ownText;
  return t;
}
