/** A row's texts in the brand's languages as a form holds them, and back as the API takes them. */
import type { MenuText, MenuTextRequest } from '@/lib/api/staff-menu-items';

export type TextsDraft = Record<string, { title: string; description: string }>;

export function draftOfTexts(texts: readonly MenuText[], languages: readonly string[]): TextsDraft {
  return Object.fromEntries(
    languages.map((locale) => {
      const text = texts.find((entry) => entry.locale === locale);
      return [locale, { title: text?.title ?? '', description: text?.description ?? '' }];
    }),
  );
}

/** One text per language; descriptions only where the form asks for them. */
export function textsOfDraft(draft: TextsDraft, withDescription = false): MenuTextRequest[] {
  return Object.entries(draft).map(([locale, text]) => (withDescription ? { locale, title: text.title, description: text.description } : { locale, title: text.title }));
}
