/** Small text helpers of the seed: slugs and translation maps. */
import type { Translations } from '@/server/db/schema';
import type { TranslatedText } from '@/content/menus/types';
import { METRIC_ENGLISH_LOCALES } from '@/domain/menu/weight-units';

/** 'São Paulo' -> 'sao-paulo', 'St. Louis' -> 'st-louis'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type Texts = {
  fr: TranslatedText | string;
  ja: TranslatedText | string;
  es?: TranslatedText | string;
  pt?: TranslatedText | string;
  metricEn?: TranslatedText | string;
};

function entry(text: TranslatedText | string): { title: string; description?: string } {
  if (typeof text === 'string') return { title: text };
  const [title, description] = text;
  return description === undefined ? { title } : { title, description };
}

/**
 * French (Canada) and Japanese always; Mexican Spanish and Brazilian Portuguese when given; the
 * metric English text, when given, for every English site of a market that weighs in metric.
 */
export function translations(texts: Texts): Translations {
  const result: Translations = { 'fr-ca': entry(texts.fr), 'ja-jp': entry(texts.ja) };
  if (texts.es) result['es-mx'] = entry(texts.es);
  if (texts.pt) result['pt-br'] = entry(texts.pt);
  if (texts.metricEn) for (const locale of METRIC_ENGLISH_LOCALES) result[locale] = entry(texts.metricEn);
  return result;
}
