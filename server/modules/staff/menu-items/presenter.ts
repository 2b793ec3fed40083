/** The menu editing screen's wire shapes, field by field, and a row's translations from the texts sent. */
import { sortAllergens } from '@/domain/allergens/allergens';
import { textInLanguage, withTextInLanguage, type MenuTextLanguage } from '@/domain/menu/text-languages';
import { toMoneyString } from '@/domain/money';
import { isItemUnit } from '@/domain/menu/option-group-rules';
import type { WireMenuItem, WireMenuOptionGroup, WireMenuText, WireMenuTextRequest } from '@/domain/wire/staff-menu-items';
import type { Translations } from '@/server/db/schema';
import type { GroupRows, ItemRow } from './repository';

/** One text per text language of the brand (blank where there is none); descriptions only where the row has one. */
export function textsOf(translations: Translations, languages: readonly MenuTextLanguage[], withDescription = false): WireMenuText[] {
  return languages.map((locale) => {
    const entry = textInLanguage(translations, locale);
    const text: WireMenuText = { locale, title: entry?.title ?? '' };
    if (withDescription) text.description = entry?.description ?? '';
    return text;
  });
}

/**
 * `current` with the languages sent replaced (a blank text removes that language), metric English
 * in each locale it is stored in; the others kept. `texts` are checked (checkedTexts).
 */
export function translationsOf(current: Translations, texts: readonly WireMenuTextRequest[]): Translations {
  let result: Translations = { ...current };
  for (const text of texts) {
    const language = text.locale as MenuTextLanguage;
    const title = text.title.trim();
    const description = text.description?.trim() ?? textInLanguage(current, language)?.description ?? '';
    const entry = title === '' && description === '' ? null : description === '' ? { title } : { title, description };
    result = withTextInLanguage(result, language, entry);
  }
  return result;
}

export function presentGroups(groups: GroupRows, languages: readonly MenuTextLanguage[]): WireMenuOptionGroup[] {
  return groups.map((group) => ({
    id: group.id,
    title: group.title,
    texts: textsOf(group.translations, languages),
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    options: group.options.map((option) => ({
      id: option.id,
      title: option.title,
      texts: textsOf(option.translations, languages),
      priceDelta: toMoneyString(option.priceDelta),
      isDefault: option.isDefault,
      calories: option.calories,
      allergens: sortAllergens(option.allergens),
    })),
  }));
}

export function presentItem(item: ItemRow, facts: { subcategoryIds: number[]; groups: GroupRows }, languages: readonly MenuTextLanguage[]): WireMenuItem {
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    description: item.description,
    texts: textsOf(item.translations, languages, true),
    calories: item.calories,
    allergens: sortAllergens(item.allergens),
    containsLactose: item.containsLactose,
    subcategoryIds: facts.subcategoryIds,
    basePrice: toMoneyString(item.basePrice),
    unit: isItemUnit(item.unit) ? item.unit : 'each',
    minQuantity: item.minQuantity,
    makeMinutes: item.makeMinutes,
    isHoliday: item.isHoliday,
    optionGroups: presentGroups(facts.groups, languages),
  };
}
