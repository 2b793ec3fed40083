/**
 * The Canada language modal: under a country with several locales whose URL names
 * no language (/ca), ask English or French. Choosing stores the language and goes to the same
 * page in it (/ca/en, /ca/fr). A language stored earlier is used without asking.
 */
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { classed } from '@/lib/classed';
import { Modal } from '@/components/common/modal';
import { COOKIE_CONSENT_MAX_AGE } from '@/domain/constants';
import { COUNTRIES, countryOfLocale, languageOf, type LocaleTag } from '@/domain/markets';
import { useTranslators } from '@/lib/market-context';
import { useMarket } from '@/lib/use-market';
import { languagePath, needsLanguageChoice } from './banner-rules';
import { useCookie } from './use-cookie';
import styles from './canada-language-modal.module.css';

/** The chosen language of a multi-language country (not one of the standard stored keys). */
const LANGUAGE_CHOICE_COOKIE = 'preferredLanguage';

export function CanadaLanguageModal() {
  const market = useMarket();
  const { locale, languageChosen } = market;
  const router = useRouter();
  const stored = useCookie(LANGUAGE_CHOICE_COOKIE);
  const ask = needsLanguageChoice(locale, languageChosen);
  const locales = COUNTRIES[countryOfLocale(locale)].locales;
  const storedLocale = locales.find((candidate) => languageOf(candidate) === stored.value);
  const asking = ask && stored.ready && !storedLocale;
  const translatorOf = useTranslators(asking ? locales.map(languageOf) : []);
  const translatorIn = (choice: LocaleTag) => translatorOf(languageOf(choice));

  useEffect(() => {
    if (ask && storedLocale) void router.replace(languagePath(storedLocale, market, router.asPath));
  }, [ask, storedLocale, market, router]);

  if (!asking) return null;

  const choose = (choice: LocaleTag) => {
    stored.store(languageOf(choice), { maxAge: COOKIE_CONSENT_MAX_AGE });
    void router.push(languagePath(choice, market, router.asPath));
  };

  // Each language is offered in itself, so everyone can read their choice.
  return (
    <Modal open onClose={() => undefined} closeable={false} title={translatorIn(locale)('shell.language.title')}>
      {locales.map((choice) => (
        <p key={choice} lang={languageOf(choice)}>
          {translatorIn(choice)('shell.language.intro')}
        </p>
      ))}
      <Choices>
        {locales.map((choice) => (
          <Choice key={choice} type="button" lang={languageOf(choice)} onClick={() => choose(choice)}>
            {translatorIn(choice)('shell.language.name')}
          </Choice>
        ))}
      </Choices>
    </Modal>
  );
}

const Choices = classed('div', styles.choices);

const Choice = classed('button', styles.choice);
