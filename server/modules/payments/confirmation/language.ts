/**
 * The language of server-written text (emails, status labels): the request's locale ('fr-ca')
 * reduced to one of the languages we write (en, fr, ja), English otherwise, plus the BCP 47 tag
 * Intl formats with ('fr-CA').
 */
export const TEXT_LANGUAGES = ['en', 'fr', 'ja'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

export function textLanguage(locale: string): TextLanguage {
  const language = locale.split('-')[0]?.toLowerCase();
  return (TEXT_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as TextLanguage) : 'en';
}

/** 'fr-ca' → 'fr-CA'; 'en' → 'en-US'. */
export function intlTag(locale: string): string {
  const [language = 'en', region] = locale.toLowerCase().split('-');
  return region ? `${language}-${region.toUpperCase()}` : language === 'en' ? 'en-US' : language;
}
