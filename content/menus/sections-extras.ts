/** Everyday menu: sides, family packs, desserts and drinks. Prices are USD reference prices. */
import type { ItemSeed, SectionSeed, TranslatedText } from './types';
import { breadGroup, drinkSizeGroup, meatsGroup, sauceGroup, sideSizeGroup, sidesGroup } from './options';

function side(slug: string, title: string, fr: TranslatedText, ja: TranslatedText, description: string, calories: number): ItemSeed {
  return { slug, title, description, fr, ja, art: 'side', unit: 'each', basePrice: '3.49', calories, optionGroups: [sideSizeGroup()] };
}

export const SIDES: SectionSeed = {
  slug: 'sides',
  title: 'Sides',
  fr: 'Accompagnements',
  ja: 'サイドメニュー',
  es: 'Guarniciones',
  pt: 'Acompanhamentos',
  items: [
    side('mac-and-cheese', 'Mac & Cheese', ['Macaroni au fromage', 'Macaronis crémeux au cheddar.'],
      ['マカロニチーズ', 'チェダーたっぷりのクリーミーなマカロニ。'], 'Creamy elbow macaroni with three cheeses.', 320),
    side('coleslaw', 'Coleslaw', ['Salade de chou', 'Chou croquant, vinaigrette crémeuse.'],
      ['コールスロー', 'シャキシャキのキャベツをクリーミーなドレッシングで。'], 'Crisp cabbage in a creamy dressing.', 190),
    side('baked-beans', 'Baked Beans', ['Fèves au lard', 'Fèves mijotées avec des bouts de poitrine fumée.'],
      ['ベイクドビーンズ', 'ブリスケットの端肉と煮込んだ豆。'], 'Slow-cooked beans with brisket burnt ends.', 260),
    side('potato-salad', 'Potato Salad', ['Salade de pommes de terre', 'À la moutarde, avec œufs et cornichons.'],
      ['ポテトサラダ', 'マスタード風味、卵とピクルス入り。'], 'Mustard potato salad with egg and pickle.', 280),
    side('green-beans', 'Green Beans', ['Haricots verts', 'Haricots verts mijotés avec du bacon.'],
      ['グリーンビーンズ', 'ベーコンと煮込んだいんげん。'], 'Southern green beans simmered with bacon.', 110),
    side('fried-okra', 'Fried Okra', ['Gombos frits', 'Gombos panés à la semoule de maïs.'],
      ['フライドオクラ', 'コーンミール衣のオクラのフライ。'], 'Cornmeal-battered okra, fried crisp.', 300),
    side('waffle-fries', 'Waffle Fries', ['Frites gaufrées', 'Frites gaufrées assaisonnées.'],
      ['ワッフルフライ', '味付きワッフルカットポテト。'], 'Seasoned waffle-cut fries.', 390),
    side('creamed-spinach', 'Creamed Spinach', ['Épinards à la crème', 'Épinards à la crème et au parmesan.'],
      ['クリームスピナッチ', 'パルメザン入りのほうれん草クリーム煮。'], 'Spinach in a parmesan cream sauce.', 240),
  ],
};

export const FAMILY_PACKS: SectionSeed = {
  slug: 'family-packs',
  title: 'Family Packs',
  fr: 'Repas familiaux',
  ja: 'ファミリーパック',
  es: 'Paquetes familiares',
  pt: 'Combos família',
  items: [
    { slug: 'family-feast', title: 'Family Feast (feeds 4-6)', art: 'pack', unit: 'pack', basePrice: '49.99', calories: 5200,
      description: 'Two pounds of meat, three pint sides, eight rolls and sauce.',
      fr: ['Festin familial (4 à 6 personnes)', "Deux livres de viande, trois accompagnements format moyen, huit petits pains et de la sauce."],
      ja: ['ファミリーフィースト（4〜6人前）', 'お肉2ポンド、パイントサイズのサイド3品、ロールパン8個とソース。'],
      optionGroups: [meatsGroup(2), sidesGroup(3), sauceGroup(4)] },
    { slug: 'brisket-family-pack', title: 'Brisket Lover’s Pack (feeds 4-6)', art: 'pack', unit: 'pack', basePrice: '59.99', calories: 5600,
      description: 'Two pounds of sliced brisket, three pint sides and Texas toast.',
      fr: ['Repas des amateurs de poitrine (4 à 6 personnes)', 'Deux livres de poitrine tranchée, trois accompagnements format moyen et pain grillé texan.'],
      ja: ['ブリスケットラバーズパック（4〜6人前）', 'スライスブリスケット2ポンド、パイントサイズのサイド3品とテキサストースト。'],
      optionGroups: [sidesGroup(3), breadGroup(), sauceGroup(4)] },
    { slug: 'ribs-and-chicken-pack', title: 'Ribs & Chicken Pack (feeds 4-6)', art: 'pack', unit: 'pack', basePrice: '54.99', calories: 5900,
      description: 'A full rack of ribs, a pound of pulled chicken and three pint sides.',
      fr: ['Repas côtes levées et poulet (4 à 6 personnes)', "Un carré complet de côtes levées, une livre de poulet effiloché et trois accompagnements."],
      ja: ['リブ＆チキンパック（4〜6人前）', 'リブ1ラック、プルドチキン1ポンド、パイントサイズのサイド3品。'],
      optionGroups: [sidesGroup(3), sauceGroup(4)] },
  ],
};

export const DESSERTS: SectionSeed = {
  slug: 'desserts',
  title: 'Desserts',
  fr: 'Desserts',
  ja: 'デザート',
  es: 'Postres',
  pt: 'Sobremesas',
  items: [
    { slug: 'banana-pudding', title: 'Banana Pudding', art: 'dessert', unit: 'each', basePrice: '3.99', calories: 420,
      description: 'Vanilla pudding layered with bananas and wafers.',
      fr: ['Pouding aux bananes', 'Pouding à la vanille, bananes et gaufrettes en couches.'],
      ja: ['バナナプディング', 'バニラプディングにバナナとウエハースを重ねて。'] },
    { slug: 'peach-cobbler', title: 'Peach Cobbler', art: 'dessert', unit: 'each', basePrice: '3.99', calories: 460,
      description: 'Warm Georgia peaches under a buttery crust.',
      fr: ['Croustade aux pêches', 'Pêches chaudes sous une croûte au beurre.'],
      ja: ['ピーチコブラー', 'バターたっぷりの生地で焼いた温かいピーチ。'] },
    { slug: 'pecan-pie-slice', title: 'Pecan Pie', art: 'dessert', unit: 'each', basePrice: '4.49', calories: 510,
      description: 'A thick slice of Texas pecan pie.',
      fr: ['Tarte aux pacanes', 'Une belle pointe de tarte aux pacanes texane.'],
      ja: ['ピーカンパイ', 'テキサス風ピーカンパイを厚切りで。'] },
    { slug: 'sweet-potato-pie', title: 'Sweet Potato Pie', art: 'dessert', unit: 'each', basePrice: '4.49', calories: 440,
      description: 'Spiced sweet potato custard in a flaky crust.',
      fr: ['Tarte à la patate douce', 'Crème épicée à la patate douce dans une pâte feuilletée.'],
      ja: ['スイートポテトパイ', 'スパイス香るさつまいものパイ。'] },
  ],
};

export const DRINKS: SectionSeed = {
  slug: 'drinks',
  title: 'Drinks',
  fr: 'Boissons',
  ja: 'ドリンク',
  es: 'Bebidas',
  pt: 'Bebidas',
  items: [
    { slug: 'sweet-tea', title: 'Sweet Tea', art: 'drink', unit: 'each', basePrice: '2.79', calories: 180,
      description: 'Fresh-brewed Southern sweet tea.',
      fr: ['Thé glacé sucré', 'Thé glacé sucré infusé sur place, à la mode du Sud.'],
      ja: ['スイートティー', '店内で淹れた南部風の甘いアイスティー。'], optionGroups: [drinkSizeGroup()] },
    { slug: 'unsweet-tea', title: 'Unsweet Tea', art: 'drink', unit: 'each', basePrice: '2.79', calories: 0,
      description: 'Fresh-brewed iced tea, no sugar.',
      fr: ['Thé glacé non sucré', 'Thé glacé infusé sur place, sans sucre.'],
      ja: ['無糖アイスティー', '店内で淹れた砂糖なしのアイスティー。'], optionGroups: [drinkSizeGroup()] },
    { slug: 'lemonade', title: 'Lemonade', art: 'drink', unit: 'each', basePrice: '2.99', calories: 210,
      description: 'Fresh-squeezed lemonade.',
      fr: ['Limonade', 'Limonade pressée.'],
      ja: ['レモネード', '搾りたてのレモネード。'], optionGroups: [drinkSizeGroup()] },
    { slug: 'fountain-drink', title: 'Fountain Drink', art: 'drink', unit: 'each', basePrice: '2.59', calories: 200,
      description: 'Your choice of soft drink.',
      fr: ['Boisson gazeuse', 'La boisson gazeuse de votre choix.'],
      ja: ['ソフトドリンク', 'お好きなソフトドリンク。'], optionGroups: [drinkSizeGroup()] },
    { slug: 'bottled-water', title: 'Bottled Water', art: 'drink', unit: 'each', basePrice: '1.99', calories: 0,
      description: 'Still spring water, 500 ml.',
      fr: ['Eau en bouteille', 'Eau de source plate, 500 ml.'],
      ja: ['ミネラルウォーター', 'ナチュラルミネラルウォーター 500ml。'] },
  ],
};
