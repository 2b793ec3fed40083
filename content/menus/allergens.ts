/**
 * What each demo item and option contains, and its sodium: the seed's allergen and nutrition source.
 * Each recipe names its allergenic ingredients once (domain/allergens/allergens.ts: the meats too,
 * which Japan labels); every market's labels are derived from them.
 * Items are keyed by slug; options by title, since an option of the same name is the same recipe
 * on every item that offers it, or by 'group/option' where one title names two things. Values are per serving as sold (a meat by the pound: the pound).
 * Calories of an item live on the item seed; an option's are what it adds.
 */
import type { AllergenId } from '@/domain/allergens/allergens';

export type AllergenFacts = { allergens: readonly AllergenId[]; sodiumMg: number; calories?: number };

/**
 * Items with milk but no lactose as Brazil's RDC 136/2017 counts it (100 mg per 100 g or less):
 * the jalapeño sausages bind in aged cheddar, which keeps next to none. Every other item with milk
 * has lactose.
 */
const LACTOSE_FREE_WITH_MILK: ReadonlySet<string> = new Set(['jalapeno-cheddar-sausage-lb', 'brisket-and-sausage-buffet']);

/** Whether an item of the seed has lactose: its milk, unless its recipe keeps none. */
export function itemContainsLactose(slug: string): boolean {
  const facts = ITEM_ALLERGENS[slug];
  return facts !== undefined && facts.allergens.includes('milk') && !LACTOSE_FREE_WITH_MILK.has(slug);
}

const f = (sodiumMg: number, ...allergens: AllergenId[]): AllergenFacts => ({ allergens, sodiumMg });
const o = (calories: number, sodiumMg: number, ...allergens: AllergenId[]): AllergenFacts => ({ allergens, sodiumMg, calories });

export const ITEM_ALLERGENS: Record<string, AllergenFacts> = {
  // Meats by the pound: rubs are salt, pepper and spices; the sausages are pork and beef in a
  // collagen casing (gelatin), the jalapeño one binds in cheddar. Turkey is no labelled meat.
  'beef-brisket-lb': f(2240, 'beef'),
  'pulled-pork-lb': f(2080, 'pork'),
  'smoked-turkey-lb': f(2560),
  'pork-ribs-lb': f(2440, 'pork'),
  'jalapeno-cheddar-sausage-lb': f(3560, 'milk', 'pork', 'beef', 'gelatin'),
  'polish-sausage-lb': f(3320, 'mustard', 'pork', 'beef', 'gelatin'),
  'pulled-chicken-lb': f(2320, 'chicken'),
  // Plates: the meat, sides and bread are options; the base is the plate's pickles, onions and rub.
  'one-meat-plate': f(1850),
  'two-meat-plate': f(2600),
  'three-meat-plate': f(3350),
  'kids-plate': f(1100),
  // Sandwiches: the bun is an enriched wheat bun with milk and egg wash.
  'chopped-brisket-sandwich': f(1480, 'wheat', 'milk', 'eggs', 'soy', 'beef'),
  'pulled-pork-sandwich': f(1390, 'wheat', 'milk', 'eggs', 'soy', 'mustard', 'pork'),
  'smoked-turkey-sandwich': f(1520, 'wheat', 'milk', 'eggs', 'soy'),
  'jalapeno-sausage-sandwich': f(1760, 'wheat', 'milk', 'eggs', 'soy', 'pork', 'beef', 'gelatin'),
  // Brisket, sausage, onion rings and cheddar.
  'westerner-sandwich': f(2110, 'wheat', 'milk', 'eggs', 'soy', 'beef', 'pork', 'gelatin'),
  // Sides.
  'mac-and-cheese': f(760, 'milk', 'wheat'),
  coleslaw: f(240, 'eggs', 'mustard'),
  // Beans baked with brisket trimmings.
  'baked-beans': f(690, 'mustard', 'sulphites', 'beef'),
  'potato-salad': f(580, 'eggs', 'mustard', 'celery'),
  'green-beans': f(510),
  'fried-okra': f(420, 'wheat'),
  'waffle-fries': f(480),
  'creamed-spinach': f(540, 'milk'),
  // Family packs: rolls and Texas toast come with them.
  'family-feast': f(6800, 'wheat', 'milk', 'eggs', 'soy', 'beef', 'pork', 'chicken'),
  'brisket-family-pack': f(7200, 'beef'),
  'ribs-and-chicken-pack': f(7600, 'pork', 'chicken'),
  // Desserts.
  'banana-pudding': f(300, 'milk', 'eggs', 'wheat', 'banana'),
  'peach-cobbler': f(340, 'milk', 'wheat', 'peach'),
  'pecan-pie-slice': f(320, 'eggs', 'wheat', 'pecan', 'milk'),
  'sweet-potato-pie': f(310, 'milk', 'eggs', 'wheat'),
  // Drinks.
  'sweet-tea': f(10),
  'unsweet-tea': f(10),
  lemonade: f(15),
  'fountain-drink': f(45),
  'bottled-water': f(0),
  // Catering.
  'barbecue-buffet': f(2400, 'wheat', 'milk', 'eggs', 'soy', 'beef', 'pork', 'chicken'),
  'boxed-lunch': f(2000, 'wheat', 'milk', 'eggs', 'soy', 'beef', 'pork'),
  'brisket-and-sausage-buffet': f(1900, 'milk', 'beef', 'pork', 'gelatin'),
  'pulled-pork-slider-tray': f(5600, 'wheat', 'milk', 'eggs', 'soy', 'mustard', 'pork'),
  'dessert-tray': f(320),
  'tea-by-the-gallon': f(60),
  'cutlery-kit': f(0),
  'full-service-buffet': f(2900, 'wheat', 'milk', 'eggs', 'soy', 'beef', 'pork', 'chicken'),
  'pitmaster-carving-station': f(2100, 'wheat', 'milk', 'eggs', 'soy', 'beef'),
  'drop-off-party-pack': f(2500, 'pork'),
  // Holiday.
  'smoked-whole-turkey': f(15600),
  'spiral-ham': f(21000, 'sulphites', 'pork'),
  'whole-smoked-brisket': f(26000, 'beef'),
  'holiday-feast': f(24000, 'wheat', 'milk', 'eggs', 'pecan', 'sulphites', 'pork'),
  'whole-pecan-pie': f(2500, 'eggs', 'wheat', 'pecan', 'milk'),
};

export const OPTION_ALLERGENS: Record<string, AllergenFacts> = {
  // Sauces (2 oz cup): the original and spicy carry Worcestershire (anchovy) and soy.
  'Original Barbecue Sauce': o(70, 350, 'soy', 'anchovy'),
  'Spicy Barbecue Sauce': o(70, 380, 'soy', 'anchovy'),
  'Sweet Honey Sauce': o(90, 240),
  'Tangy Mustard Sauce': o(60, 420, 'mustard'),
  // Sides on a plate: the same recipes as the Sides section.
  'Mac & Cheese': o(320, 760, 'milk', 'wheat'),
  Coleslaw: o(190, 240, 'eggs', 'mustard'),
  'Baked Beans': o(260, 690, 'mustard', 'sulphites', 'beef'),
  'Potato Salad': o(280, 580, 'eggs', 'mustard', 'celery'),
  'Green Beans': o(110, 510),
  'Fried Okra': o(300, 420, 'wheat'),
  'Waffle Fries': o(390, 480),
  'Creamed Spinach': o(240, 540, 'milk'),
  // Meats on a plate (about a third of a pound).
  'Beef Brisket': o(410, 750, 'beef'),
  'Pulled Pork': o(360, 690, 'pork'),
  'Smoked Turkey': o(210, 850),
  'Pork Ribs': o(440, 810, 'pork'),
  'Jalapeño Cheddar Sausage': o(450, 1190, 'milk', 'pork', 'beef', 'gelatin'),
  'Polish Sausage': o(430, 1110, 'mustard', 'pork', 'beef', 'gelatin'),
  'Pulled Chicken': o(250, 770, 'chicken'),
  // Breads: the toast is brushed with a soybean-oil spread, the roll with butter.
  'Texas Toast': o(170, 300, 'wheat', 'soy'),
  'Buttered Roll': o(150, 260, 'wheat', 'milk'),
  'Cornbread Muffin': o(260, 410, 'milk', 'eggs', 'wheat'),
  // Catering dessert tray.
  'Banana Pudding': o(0, 300, 'milk', 'eggs', 'wheat', 'banana'),
  'Peach Cobbler': o(40, 340, 'milk', 'wheat', 'peach'),
  'Dessert/Half & Half': o(20, 320, 'milk', 'eggs', 'wheat', 'banana', 'peach'),
  // Holiday ham glazes.
  'Honey Brown Sugar': o(600, 40),
  'Pineapple Chipotle': o(520, 180, 'sulphites'),
};

const NONE: AllergenFacts = { allergens: [], sodiumMg: 0 };

export function itemAllergenFacts(slug: string): AllergenFacts | undefined {
  return ITEM_ALLERGENS[slug];
}

/** An option's facts; sizes, cuts and preparations bring nothing of their own. */
export function optionAllergenFacts(groupTitle: string, title: string): AllergenFacts {
  return OPTION_ALLERGENS[`${groupTitle}/${title}`] ?? OPTION_ALLERGENS[title] ?? NONE;
}
