/**
 * The languages a menu row's texts are edited in, besides its own English: each of the brand's
 * other languages, and metric English, the English its metric markets read (`en-metric`). A text
 * naming the pound in English ("Meats by the Pound") has its metric wording ("Meats by Weight")
 * stored once per English site of a metric market (weight-units.ts), so the row's own English
 * stays the US's; the editor shows and writes it as one text, since those sites all read the same.
 */
import { languageOf, SUPPORTED_LOCALES, type LocaleTag } from '@/domain/markets';
import { METRIC_ENGLISH_LOCALES } from './weight-units';

export const METRIC_ENGLISH = 'en-metric';

export type MenuTextLanguage = LocaleTag | typeof METRIC_ENGLISH;

type Text = { title?: string; description?: string };

/**
 * The brand's text languages from the locales of its markets: its languages besides English in
 * the site's order of locales, then metric English when it has an English site in a metric market.
 */
export function menuTextLanguages(brandLocales: Iterable<string>): MenuTextLanguage[] {
  const locales = new Set(brandLocales);
  const others: MenuTextLanguage[] = SUPPORTED_LOCALES.filter((locale) => locales.has(locale) && languageOf(locale) !== 'en');
  return METRIC_ENGLISH_LOCALES.some((locale) => locales.has(locale)) ? [...others, METRIC_ENGLISH] : others;
}

/** The stored locales a text language is read from and written to. */
export function localesOfTextLanguage(language: MenuTextLanguage): readonly LocaleTag[] {
  return language === METRIC_ENGLISH ? METRIC_ENGLISH_LOCALES : [language];
}

/** A row's text in a text language: metric English is the first of its sites that has one. */
export function textInLanguage(translations: Partial<Record<string, Text>>, language: MenuTextLanguage): Text | undefined {
  return localesOfTextLanguage(language)
    .map((locale) => translations[locale])
    .find((text) => text !== undefined);
}

/**
 * `translations` with the text of `language` set (null: removed) in every locale it is stored in;
 * the other locales kept.
 */
export function withTextInLanguage<R extends Partial<Record<string, Text>>>(translations: R, language: MenuTextLanguage, text: Text | null): R {
  const result: Partial<Record<string, Text>> = { ...translations };
  for (const locale of localesOfTextLanguage(language)) {
    if (text === null) delete result[locale];
    else result[locale] = text;
  }
  return result as R;
}
