/**
 * The language of server-written text (emails, status labels, notifications, the PayPal sandbox
 * page): the locale's language when we write it (en, es, fr, ja, pt), English otherwise.
 */
import { languageOf, type LocaleTag } from '@/domain/markets';

export const TEXT_LANGUAGES = ['en', 'es', 'fr', 'ja', 'pt'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

export function textLanguage(locale: LocaleTag): TextLanguage {
  const language = languageOf(locale);
  return (TEXT_LANGUAGES as readonly string[]).includes(language) ? (language as TextLanguage) : 'en';
}
