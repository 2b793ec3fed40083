/**
 * Interface text by key (locales/<language>/<feature>.json), with `[placeholder]` interpolation and English fallback.
 * English is the complete catalogue and defines the keys; other languages may lag behind.
 */
import { interpolate, type InterpolationValues } from '@/domain/interpolate';
import { languageOf, type Language, type LocaleTag } from '@/domain/markets';
import { en, es, fr, ja, pt } from '@/locales';

export type MessageKey = keyof typeof en;
export type Catalogue = Partial<Record<string, string>>;

export const CATALOGUES: Record<Language, Catalogue> = { en, fr, ja, pt, es };

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
};

type PluralBase<K> = K extends `${infer Base}.other` ? Base : never;
export type PluralKey = PluralBase<MessageKey>;

function lookup(catalogue: Catalogue, key: string): string | undefined {
  const text = catalogue[key];
  return typeof text === 'string' && text !== '' ? text : (CATALOGUES.en[key] ?? undefined);
}

/** The translator for `locale` (or a bare language). Unknown keys answer the key itself, visibly. */
export function createTranslator(locale: LocaleTag | Language): Translate {
  const language = (locale.includes('-') ? languageOf(locale as LocaleTag) : locale) as Language;
  const catalogue = CATALOGUES[language] ?? CATALOGUES.en;
  const rules = new Intl.PluralRules(language);

  const t = ((key: MessageKey, values?: InterpolationValues) =>
    interpolate(lookup(catalogue, key) ?? key, values)) as Translate;
  t.count = (key, count) => {
    const form = rules.select(count) === 'one' ? 'one' : 'other';
    const template = lookup(catalogue, `${key}.${form}`) ?? lookup(catalogue, `${key}.other`) ?? key;
    return interpolate(template, { count: count.toLocaleString(language) });
  };
  t.language = language in CATALOGUES ? language : 'en';
  t.has = (key) => lookup(catalogue, key) !== undefined;
  t.dynamic = (key, fallback, values) => interpolate(lookup(catalogue, key) ?? fallback, values);
  return t;
}
