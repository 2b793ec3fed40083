/**
 * One picture per menu item, by slug: what is on the table and how it is served. Items not listed
 * here (a new item before its picture is drawn) get the picture of their kind of dish.
 */
import type { ItemArt } from '@/content/menus/types';
import { board, paperTray, plate, type Rng } from './kit';
import { BRISKET, CHICKEN_SHADES, JALAPENO, link, POLISH, PORK_SHADES, pulled, ribs, rounds, slices, spiralHam, TURKEY, wholeBrisket, wholeTurkey } from './meats';
import { bowl, pickles, roll, toast, type SideKind } from './sides';
import { chipsBag, cookie, cutlery, FILLING, flame, kraftBox, pan, plateStack, sandwich, slider, spoon } from './served';
import { cobbler, fountainCup, glass, LEMONADE, pieSlice, puddingCup, SWEET_TEA, teaJug, UNSWEET_TEA, waterBottle, wholePie } from './sweets-drinks';

type Scene = (rng: Rng) => string;

const tray = () => paperTray(40, 28, 560, 340);

/** Draws at `k` times the size around (cx, cy): small dishes fill the picture, their textures grow with them. */
const zoom = (k: number, cx: number, cy: number, drawing: string) => `<g transform="translate(${cx} ${cy}) scale(${k}) translate(${-cx} ${-cy})">${drawing}</g>`;

const sideDish = (kind: SideKind): Scene => (rng) => zoom(1.9, 320, 200, bowl(rng, 320, 200, 122, kind));

/** The meats of a plate, each in a third of the plate's left side. */
const PLATE_MEATS: Scene[] = [
  (rng) => slices(rng, 120, 110, 3, BRISKET, [56, 150]),
  (rng) => pulled(rng, 220, 160, 70, PORK_SHADES, '#3a1a0c'),
  (rng) => link(110, 290, 170, -16, JALAPENO, -4),
];

function platter(meats: number, sides: readonly SideKind[]): Scene {
  return (rng) =>
    plate(320, 205, 300, 180) +
    PLATE_MEATS.slice(0, meats).map((draw) => draw(rng)).join('') +
    sides.map((kind, i) => bowl(rng, 470, 130 + i * 140, 70, kind)).join('') +
    pickles(rng, 300, 300) +
    toast(400, 250, 18);
}

const buffet = (insides: Scene[]): Scene => (rng) =>
  insides.map((inside, i) => pan(30 + i * 200, 90, 190, 230, inside(rng))).join('') + spoon(150, 210, -30) + spoon(350, 240, -20);

const panMeat = {
  brisket: (x: number): Scene => (rng) => slices(rng, x + 26, 120, 3, BRISKET, [44, 150]),
  pork: (x: number): Scene => (rng) => pulled(rng, x + 95, 205, 70, PORK_SHADES, '#3a1a0c'),
  sausage: (x: number): Scene => (rng) => rounds(rng, x + 40, 150, 3, POLISH) + rounds(rng, x + 40, 240, 3, POLISH),
  beans: (x: number): Scene => (rng) => bowl(rng, x + 95, 205, 80, 'beans'),
  mac: (x: number): Scene => (rng) => bowl(rng, x + 95, 205, 80, 'mac'),
};

const OWN = {
  'beef-brisket-lb': (rng) => tray() + slices(rng, 100, 95, 6, BRISKET),
  'pulled-pork-lb': (rng) => tray() + pulled(rng, 320, 200, 200, PORK_SHADES, '#3a1a0c'),
  'smoked-turkey-lb': (rng) => tray() + slices(rng, 100, 95, 6, TURKEY),
  'pork-ribs-lb': (rng) => tray() + ribs(rng, 90, 110, 460, 150, 8, -4),
  'jalapeno-cheddar-sausage-lb': (rng) => tray() + link(110, 130, 340, -40, JALAPENO, -5) + rounds(rng, 150, 270, 7, JALAPENO),
  'polish-sausage-lb': (rng) => tray() + link(110, 120, 400, 30, POLISH, 3) + link(130, 220, 380, -20, POLISH, -2) + rounds(rng, 360, 300, 4, POLISH),
  'pulled-chicken-lb': (rng) => tray() + pulled(rng, 320, 200, 200, CHICKEN_SHADES, '#9c6a3c'),
  'one-meat-plate': platter(1, ['mac', 'beans']),
  'two-meat-plate': platter(2, ['slaw', 'potato']),
  'three-meat-plate': platter(3, ['mac', 'greenBeans']),
  'kids-plate': (rng) => plate(250, 210, 210, 150) + slices(rng, 140, 130, 2, BRISKET, [50, 130]) + bowl(rng, 320, 200, 64, 'mac') + glass(rng, 520, 380, LEMONADE),
  'chopped-brisket-sandwich': (rng) => board(40, 70, 520, 280) + sandwich(rng, 300, 330, FILLING.chopped(rng, 300, 330)),
  'pulled-pork-sandwich': (rng) => board(40, 70, 520, 280) + sandwich(rng, 300, 330, FILLING.pork(rng, 300, 330)),
  'smoked-turkey-sandwich': (rng) => board(40, 70, 520, 280) + sandwich(rng, 300, 330, FILLING.turkey(rng, 300, 330)),
  'jalapeno-sausage-sandwich': (rng) => board(40, 70, 520, 280) + sandwich(rng, 300, 330, FILLING.sausage(rng, 300, 330)),
  'westerner-sandwich': (rng) => board(40, 70, 520, 280) + sandwich(rng, 300, 340, FILLING.westerner(rng, 300, 340)),
  'mac-and-cheese': sideDish('mac'),
  coleslaw: sideDish('slaw'),
  'baked-beans': sideDish('beans'),
  'potato-salad': sideDish('potato'),
  'green-beans': sideDish('greenBeans'),
  'fried-okra': sideDish('okra'),
  'waffle-fries': sideDish('fries'),
  'creamed-spinach': sideDish('spinach'),
  'family-feast': (rng) => tray() + slices(rng, 80, 70, 3, BRISKET, [56, 140]) + pulled(rng, 290, 130, 80, PORK_SHADES, '#3a1a0c') + bowl(rng, 460, 120, 80, 'mac') + bowl(rng, 200, 290, 70, 'beans') + bowl(rng, 360, 290, 70, 'slaw') + roll(510, 290),
  'brisket-family-pack': (rng) => tray() + slices(rng, 70, 60, 5, BRISKET, [60, 170]) + bowl(rng, 480, 110, 70, 'potato') + bowl(rng, 490, 270, 70, 'beans') + toast(330, 250, -12),
  'ribs-and-chicken-pack': (rng) => tray() + ribs(rng, 70, 60, 320, 110, 6, -3) + pulled(rng, 200, 270, 90, CHICKEN_SHADES, '#9c6a3c') + bowl(rng, 480, 110, 70, 'mac') + bowl(rng, 470, 270, 70, 'greenBeans'),
  'banana-pudding': (rng) => puddingCup(rng, 320, 370, 2),
  'peach-cobbler': (rng) => zoom(1.9, 320, 200, cobbler(rng, 320, 200, 112)),
  'pecan-pie-slice': (rng) => plate(320, 210, 300, 190) + zoom(1.45, 320, 200, pieSlice(rng, 170, 130, '#6e3010', 'pecans')),
  'sweet-potato-pie': (rng) => plate(320, 210, 300, 190) + zoom(1.45, 320, 200, pieSlice(rng, 170, 130, '#d9782e', 'cream')),
  'dessert-tray': (rng) => tray() + puddingCup(rng, 150, 330, 1) + puddingCup(rng, 290, 330, 1) + pieSlice(rng, 340, 120, '#6e3010', 'pecans'),
  'sweet-tea': (rng) => zoom(1.3, 320, 380, glass(rng, 300, 380, SWEET_TEA)),
  'unsweet-tea': (rng) => zoom(1.3, 320, 380, glass(rng, 300, 380, UNSWEET_TEA, '#2f6e9a')),
  lemonade: (rng) => zoom(1.3, 320, 380, glass(rng, 300, 380, LEMONADE, '#f2a31d')),
  'fountain-drink': () => zoom(1.1, 320, 380, fountainCup(320, 380)),
  'bottled-water': () => zoom(1.2, 320, 380, waterBottle(320, 375)),
  'tea-by-the-gallon': (rng) => teaJug(260, 370) + glass(rng, 500, 380, SWEET_TEA),
  'barbecue-buffet': buffet([panMeat.brisket(30), panMeat.pork(230), panMeat.beans(430)]),
  'boxed-lunch': (rng) => kraftBox(90, 110, 460, 260) + sandwich(rng, 260, 330, FILLING.chopped(rng, 260, 330)).replace(/<ellipse[^>]*filter="url\(#soft\)"\/>/, '') + chipsBag(440, 150) + cookie(rng, 500, 330, 40),
  'brisket-and-sausage-buffet': buffet([panMeat.brisket(30), panMeat.sausage(230), panMeat.mac(430)]),
  'pulled-pork-slider-tray': () => paperTray(40, 28, 560, 340) + [0, 1, 2].flatMap((r) => [0, 1, 2, 3].map((c) => slider(130 + c * 125, 95 + r * 105))).join(''),
  'cutlery-kit': () => plateStack(230, 200) + cutlery(400, 110, 12) + cutlery(480, 120, 20),
  'full-service-buffet': (rng) => buffet([panMeat.brisket(30), panMeat.pork(230), panMeat.mac(430)])(rng) + [130, 330, 530].map((x) => flame(x, 360)).join(''),
  'pitmaster-carving-station': (rng) => board(40, 70, 520, 280) + wholeBrisket(80, 120, 330, 150) + slices(rng, 400, 110, 2, BRISKET, [56, 160]) + `<path d="M110 330 l300 -30 l6 14 l-300 30 z" fill="url(#steel)"/><rect x="60" y="322" width="60" height="22" rx="8" fill="#2b1a12" transform="rotate(-6 90 333)"/>`,
  'drop-off-party-pack': (rng) => pan(20, 40, 290, 320, pulled(rng, 165, 200, 110, PORK_SHADES, '#3a1a0c')) + pan(330, 40, 290, 150, `<g>${slices(rng, 360, 40, 4, BRISKET, [44, 110])}</g>`) + pan(330, 210, 290, 150, bowl(rng, 475, 285, 90, 'mac')),
  'smoked-whole-turkey': () => board(40, 70, 520, 280) + wholeTurkey(300, 200),
  'spiral-ham': (rng) => plate(320, 210, 290, 180) + spiralHam(rng, 320, 200),
  'whole-smoked-brisket': (rng) => board(40, 70, 520, 280) + wholeBrisket(70, 110, 380, 170) + slices(rng, 440, 110, 2, BRISKET, [56, 160]),
  'holiday-feast': (rng) => wholeTurkey(260, 190, 0.8) + bowl(rng, 520, 110, 70, 'greenBeans') + bowl(rng, 520, 290, 70, 'mac') + roll(110, 330) + roll(190, 350),
  'whole-pecan-pie': (rng) => zoom(1.6, 320, 200, wholePie(rng, 320, 200, 130)),
} satisfies Record<string, Scene>;

export const SCENES: Readonly<Record<string, Scene>> = OWN;

/** The picture of a kind of dish, for an item without its own. */
export const KIND_SCENES: Record<ItemArt, Scene> = {
  brisket: OWN['beef-brisket-lb'],
  pork: OWN['pulled-pork-lb'],
  poultry: OWN['smoked-turkey-lb'],
  ribs: OWN['pork-ribs-lb'],
  sausage: OWN['polish-sausage-lb'],
  plate: OWN['two-meat-plate'],
  sandwich: OWN['chopped-brisket-sandwich'],
  side: OWN['mac-and-cheese'],
  pack: OWN['family-feast'],
  dessert: OWN['banana-pudding'],
  drink: OWN['sweet-tea'],
  catering: OWN['barbecue-buffet'],
  holiday: OWN['holiday-feast'],
};
