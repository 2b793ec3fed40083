/**
 * Allergen names as the current market shows them: its label set (US 9, Canada's priority
 * allergens, Japan's 8 and 20, Brazil's, Mexico's, EU 14) in its own wording where its law words
 * a label apart (`allergens.label.<set>.<id>`, else `allergens.label.<id>`) and, in Canada,
 * English and French together ("Milk / Lait" on the English site, "Lait / Milk" on the French one).
 */
import { useMemo } from 'react';
import type { AllergenId } from '@/domain/allergens/allergens';
import { keptPerKey } from '@/domain/kept';
import { labelsFor, type AllergenLabel, type AllergenLabelId } from '@/domain/allergens/label-sets';
import { allergenDisplayOf, type AllergenDisplay } from '@/domain/allergens/markets';
import { countryOfLocale } from '@/domain/markets';
import { useTranslators } from '@/lib/market-context';
import { useMarket } from '@/lib/use-market';

type AllergenText = {
  display: AllergenDisplay;
  /** A label as the market writes it, bilingual where the market is. */
  label: (id: AllergenLabelId) => string;
  /** A label in the page's language only, for use inside a sentence ("without milk"). */
  inline: (id: AllergenLabelId) => string;
  /** The market's labels that a list of allergens shows. */
  labelsOf: (allergens: readonly AllergenId[]) => AllergenLabel[];
  /** Words joined as a list in the page's language: "milk and mustard". */
  join: (texts: readonly string[]) => string;
  /** Labels joined for a "Contains:" line; bilingual labels are separated by commas only. */
  joinLabels: (texts: readonly string[]) => string;
};

export function useAllergenText(): AllergenText {
  const { locale, t } = useMarket();
  const display = useMemo(() => allergenDisplayOf(countryOfLocale(locale)), [locale]);
  const secondLanguage = display.bilingual ? (t.language === 'fr' ? 'en' : 'fr') : null;
  const translatorOf = useTranslators(secondLanguage ? [secondLanguage] : []);
  return useMemo(() => {
    const second = secondLanguage ? translatorOf(secondLanguage) : null;
    const set = display.labelSet;
    const wordedBy = (translate: typeof t) => (id: AllergenLabelId) => translate.dynamic(`allergens.label.${set}.${id}`, translate.dynamic(`allergens.label.${id}`, id));
    const name = wordedBy(t);
    const label = (id: AllergenLabelId) => (second ? `${name(id)} / ${wordedBy(second)(id)}` : name(id));
    const inline = (id: AllergenLabelId) => (t.language === 'en' || t.language === 'fr' ? name(id).toLocaleLowerCase(t.language) : name(id));
    const listFormat = listFormatOf(t.language);
    return {
      display,
      label,
      inline,
      labelsOf: (allergens) => labelsFor(display.labelSet, allergens),
      join: (texts) => listFormat.format(texts),
      joinLabels: (texts) => (display.bilingual ? texts.join(', ') : listFormat.format(texts)),
    };
  }, [display, secondLanguage, translatorOf, t]);
}

/** One list format per language, built once: every item card asks for one. */
const listFormats = keptPerKey<Intl.ListFormat>();

const listFormatOf = (language: string) => listFormats(language, () => new Intl.ListFormat(language, { type: 'conjunction' }));
