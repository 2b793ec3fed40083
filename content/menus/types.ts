/**
 * Shapes of the demo chain's menus: plain typed data that the seed loads into the catalog and
 * Menu At A Glance lists. Prices are decimal strings.
 */

/** A translated text: [title, description?]. */
export type TranslatedText = readonly [title: string, description?: string];

export type ItemArt =
  | 'brisket'
  | 'pork'
  | 'poultry'
  | 'ribs'
  | 'sausage'
  | 'plate'
  | 'sandwich'
  | 'side'
  | 'pack'
  | 'dessert'
  | 'drink'
  | 'catering'
  | 'holiday';

export type OptionSeed = {
  title: string;
  fr: string;
  ja: string;
  /** Decimal string; defaults to '0.00'. */
  priceDelta?: string;
  isDefault?: boolean;
};

export type OptionGroupSeed = {
  title: string;
  fr: string;
  ja: string;
  minChoices: number;
  maxChoices: number;
  options: readonly OptionSeed[];
};

export type ItemSeed = {
  slug: string;
  title: string;
  description: string;
  fr: TranslatedText;
  ja: TranslatedText;
  /** The English text on the sites of metric markets, where `description` weighs in pounds. */
  metricEn?: TranslatedText;
  /** Decimal string in USD, the brand's reference price. */
  basePrice: string;
  unit: 'each' | 'lb' | 'pack' | 'serving';
  minQuantity?: number;
  calories?: number;
  isHoliday?: boolean;
  art: ItemArt;
  optionGroups?: readonly OptionGroupSeed[];
};

export type SectionSeed = {
  slug: string;
  title: string;
  fr: string;
  ja: string;
  es?: string;
  pt?: string;
  /** The English title on the sites of metric markets, where `title` names the pound: 'Meats by Weight'. */
  metricEn?: string;
  items: readonly ItemSeed[];
};

/** Order-menu category: everyday 1, catering 2, get-a-quote 3, holiday 4, other 5. */
export type MenuSeed = {
  slug: string;
  categoryId: 1 | 2 | 3 | 4 | 5;
  title: string;
  fr: string;
  ja: string;
  es?: string;
  pt?: string;
  sortOrder: number;
  sections: readonly SectionSeed[];
};
