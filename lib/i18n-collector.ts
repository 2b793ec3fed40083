/**
 * Server only: translators over the full catalogues that note every text a render reads, so
 * _document can hand the browser exactly the texts the HTML shows (lib/i18n-client.ts).
 * A key no catalogue has is noted by its absence: the browser answers it the same way.
 */
import type { Language, LocaleTag } from '@/domain/markets';
import { CATALOGUES } from './i18n';
import { languageFor, translatorOver, type Catalogue, type Translate } from './i18n-core';
import type { UsedMessages } from './i18n-client';

type MessageCollector = {
  /** The translator for `locale`, noting what it reads. */
  translator: (locale: LocaleTag | Language) => Translate;
  /** The texts read so far, by language. */
  used: () => UsedMessages;
};

export function messageCollector(): MessageCollector {
  const used: UsedMessages = {};
  const recording = (language: Language): Catalogue =>
    new Proxy(CATALOGUES[language], {
      get(target, key, receiver) {
        const text: unknown = Reflect.get(target, key, receiver);
        if (typeof key === 'string' && typeof text === 'string') (used[language] ??= {})[key] = text;
        return text;
      },
    });
  const translators = new Map<Language, Translate>();
  return {
    translator(locale) {
      const language = languageFor(locale);
      let t = translators.get(language);
      if (!t) {
        t = translatorOver(language, recording(language), recording('en'));
        translators.set(language, t);
      }
      return t;
    },
    used: () => used,
  };
}

/** The used texts as JSON safe inside a <script> element. */
export function usedMessagesJson(used: UsedMessages): string {
  return JSON.stringify(used).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
