/**
 * The nutrition table's numbers, shared by every locale so a translation can never change a
 * value. Names are given here in each language the site translates. Allergens come from the
 * menus' own data (content/menus/allergens.ts), the same the menu and item pages show.
 */
import type { AllergenId } from '@/domain/allergens/allergens';
import { itemAllergenFacts } from './menus/allergens';

export type NutritionValues = { calories: number; fatGrams: number; sodiumMg: number; carbsGrams: number; proteinGrams: number };

export type NutritionFact = {
  id: number;
  /** The seed item these values describe (content/menus); a quarter pound of it for meats by the pound. */
  seedSlug: string;
  en: string;
  fr: string;
  ja: string;
  servingEn: string;
  servingFr: string;
  servingJa: string;
  values: NutritionValues;
  allergens: AllergenId[];
};

type Names = [en: string, fr: string, ja: string];

function fact(id: number, seedSlug: string, names: Names, servings: Names, v: [number, number, number, number, number]): NutritionFact {
  const [calories, fatGrams, sodiumMg, carbsGrams, proteinGrams] = v;
  const [en, fr, ja] = names;
  const [servingEn, servingFr, servingJa] = servings;
  const allergens = [...(itemAllergenFacts(seedSlug)?.allergens ?? [])];
  return { id, seedSlug, en, fr, ja, servingEn, servingFr, servingJa, values: { calories, fatGrams, sodiumMg, carbsGrams, proteinGrams }, allergens };
}

/** Meats are sold by the pound: a serving is a quarter of it, so calories are a quarter of the seed's. */
export const QUARTER_POUND: Names = ['1/4 lb', '115 g', '115 g'];
const SIDE: Names = ['Regular side', 'Accompagnement régulier', 'レギュラーサイド'];
const CUP: Names = ['Cup', 'Coupe', 'カップ'];

export const NUTRITION_FACTS: NutritionFact[] = [
  fact(1, 'beef-brisket-lb', ['Beef Brisket', 'Poitrine de bœuf', 'ビーフブリスケット'], QUARTER_POUND, [310, 21, 560, 0, 28]),
  fact(2, 'pulled-pork-lb', ['Pulled Pork', 'Porc effiloché', 'プルドポーク'], QUARTER_POUND, [270, 16, 520, 1, 28]),
  fact(3, 'smoked-turkey-lb', ['Smoked Turkey Breast', 'Poitrine de dinde fumée', 'スモークターキーブレスト'], QUARTER_POUND, [160, 3, 640, 1, 31]),
  fact(4, 'pork-ribs-lb', ['St. Louis Pork Ribs', 'Côtes levées de porc St. Louis', 'セントルイス・ポークリブ'], QUARTER_POUND, [330, 24, 610, 2, 26]),
  fact(5, 'jalapeno-cheddar-sausage-lb', ['Jalapeño Cheddar Sausage', 'Saucisse jalapeño et cheddar', 'ハラペーニョチェダーソーセージ'], QUARTER_POUND, [340, 29, 890, 2, 16]),
  fact(6, 'pulled-chicken-lb', ['Pulled Chicken', 'Poulet effiloché', 'プルドチキン'], QUARTER_POUND, [190, 8, 580, 1, 28]),
  fact(7, 'mac-and-cheese', ['Mac & Cheese', 'Macaroni au fromage', 'マカロニチーズ'], SIDE, [320, 17, 760, 29, 12]),
  fact(8, 'coleslaw', ['Coleslaw', 'Salade de chou', 'コールスロー'], SIDE, [190, 15, 240, 12, 1]),
  fact(9, 'baked-beans', ['Baked Beans', 'Fèves au lard', 'ベイクドビーンズ'], SIDE, [260, 4, 690, 45, 11]),
  fact(10, 'green-beans', ['Green Beans', 'Haricots verts', 'グリーンビーンズ'], SIDE, [110, 6, 510, 9, 3]),
  fact(11, 'banana-pudding', ['Banana Pudding', 'Pouding aux bananes', 'バナナプディング'], CUP, [420, 15, 300, 66, 6]),
  fact(12, 'peach-cobbler', ['Peach Cobbler', 'Croustade aux pêches', 'ピーチコブラー'], CUP, [460, 17, 340, 74, 4]),
];
