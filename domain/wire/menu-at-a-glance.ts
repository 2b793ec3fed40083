/**
 * The JSON of Menu At A Glance: a brand menu's overview and one item by slug, in the request's
 * language, with what the item costs across the request's market (lowest and highest price at
 * its restaurants, in the country's currency). Money travels as decimal strings.
 */
import type { MoneyString } from './catalog';

/** What an item costs in the market: one price when min equals max, else a range. */
export type WireGlancePrice = { currency: string; min: MoneyString; max: MoneyString };

export type WireGlanceItem = {
  id: number;
  slug: string;
  title: string;
  description: string;
  imageUrl: string | null;
  /** 'each', 'lb', 'pack', 'serving' */
  unit: string;
  /** The fewest an order takes: for an item sold per guest, the smallest party it serves. */
  minQuantity: number;
  /** Null when no restaurant of the market sells the item. */
  price: WireGlancePrice | null;
};

type WireGlanceSection = { id: number; slug: string; title: string; items: WireGlanceItem[] };

export type WireGlanceMenu = {
  id: number;
  slug: string;
  title: string;
  /** Order-menu category: everyday 1, catering 2, get-a-quote 3, holiday 4, other 5. */
  categoryId: number;
  sections: WireGlanceSection[];
};

export type WireGlanceOptionGroup = {
  title: string;
  minChoices: number;
  maxChoices: number;
  choices: { title: string; priceDelta: MoneyString }[];
};

/** Per-serving facts; null fields are unknown. */
type WireGlanceNutrition = { calories: number | null };

export type WireGlanceItemDetails = WireGlanceItem & {
  /** The menu and section that list the item first: the ordering flow's category and section. */
  menu: { id: number; slug: string; title: string; categoryId: number };
  section: { id: number; slug: string; title: string };
  optionGroups: WireGlanceOptionGroup[];
  nutrition: WireGlanceNutrition | null;
};
