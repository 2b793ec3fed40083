/**
 * Catering (category 2) and get-a-quote (category 3) menus. Every item is sold by the
 * serving or tray with a minimum quantity, so a catering order feeds a crowd.
 */
import type { MenuSeed } from './types';
import { breadGroup, choiceGroup, meatsGroup, sauceGroup, sidesGroup } from './options';

export const CATERING_MENU: MenuSeed = {
  slug: 'catering',
  categoryId: 2,
  title: 'Catering',
  fr: 'Traiteur',
  ja: 'ケータリング',
  es: 'Banquetes',
  pt: 'Catering',
  sortOrder: 2,
  sections: [
    {
      slug: 'catering-packs',
      title: 'Catering Packs',
      fr: 'Forfaits traiteur',
      ja: 'ケータリングパック',
      items: [
        { slug: 'barbecue-buffet', title: 'Barbecue Buffet (per person)', art: 'catering', unit: 'serving', basePrice: '14.99', minQuantity: 10, calories: 1200,
          description: 'Two meats, two sides, rolls, sauce, plates and cutlery. Minimum 10 guests.',
          fr: ['Buffet barbecue (par personne)', 'Deux viandes, deux accompagnements, petits pains, sauce, assiettes et ustensiles. Minimum 10 personnes.'],
          ja: ['バーベキュービュッフェ（1人前）', 'お肉2種、サイド2品、ロールパン、ソース、食器付き。10名様から。'],
          optionGroups: [meatsGroup(2), sidesGroup(2), sauceGroup(4)] },
        { slug: 'boxed-lunch', title: 'Boxed Lunch', art: 'catering', unit: 'each', basePrice: '12.99', minQuantity: 10, calories: 950,
          description: 'A sandwich, a side, a cookie and cutlery, boxed for each guest. Minimum 10 boxes.',
          fr: ['Boîte-repas', 'Un sandwich, un accompagnement, un biscuit et des ustensiles par personne. Minimum 10 boîtes.'],
          ja: ['ボックスランチ', 'サンドイッチ、サイド1品、クッキー、カトラリーを個別に箱詰め。10箱から。'],
          optionGroups: [meatsGroup(1), sidesGroup(1)] },
        { slug: 'brisket-and-sausage-buffet', title: 'Brisket & Sausage Buffet (per person)', art: 'catering', unit: 'serving', basePrice: '16.99', minQuantity: 20, calories: 1350,
          description: 'Sliced brisket and jalapeño cheddar sausage with two sides and bread. Minimum 20 guests.',
          fr: ['Buffet poitrine et saucisse (par personne)', 'Poitrine tranchée et saucisse jalapeño-cheddar, deux accompagnements et pain. Minimum 20 personnes.'],
          ja: ['ブリスケット＆ソーセージビュッフェ（1人前）', 'スライスブリスケットとハラペーニョチェダーソーセージにサイド2品とパン。20名様から。'],
          optionGroups: [sidesGroup(2), breadGroup()] },
        { slug: 'pulled-pork-slider-tray', title: 'Pulled Pork Slider Tray (dozen)', art: 'catering', unit: 'pack', basePrice: '29.99', minQuantity: 2, calories: 2600,
          description: 'Twelve pulled pork sliders with pickles and slaw. Minimum 2 trays.',
          fr: ['Plateau de mini-burgers au porc effiloché (douzaine)', 'Douze mini-burgers au porc effiloché, cornichons et salade de chou. Minimum 2 plateaux.'],
          ja: ['プルドポーク・スライダートレー（12個）', 'プルドポークのミニバーガー12個、ピクルスとコールスロー添え。2トレーから。'],
          optionGroups: [sauceGroup()] },
      ],
    },
    {
      slug: 'catering-extras',
      title: 'Catering Extras',
      fr: 'Extras traiteur',
      ja: 'ケータリング追加メニュー',
      items: [
        { slug: 'dessert-tray', title: 'Dessert Tray (per person)', art: 'dessert', unit: 'serving', basePrice: '3.49', minQuantity: 10, calories: 420,
          description: 'Banana pudding and peach cobbler for the whole party. Minimum 10 servings.',
          fr: ['Plateau de desserts (par personne)', 'Pouding aux bananes et croustade aux pêches pour tout le groupe. Minimum 10 portions.'],
          ja: ['デザートトレー（1人前）', 'バナナプディングとピーチコブラーの盛り合わせ。10人前から。'],
          optionGroups: [choiceGroup('Dessert', 'Dessert', 'デザート', [
            { title: 'Banana Pudding', fr: 'Pouding aux bananes', ja: 'バナナプディング', isDefault: true },
            { title: 'Peach Cobbler', fr: 'Croustade aux pêches', ja: 'ピーチコブラー' },
            { title: 'Half & Half', fr: 'Moitié-moitié', ja: 'ハーフ＆ハーフ' },
          ])] },
        { slug: 'tea-by-the-gallon', title: 'Tea by the Gallon', art: 'drink', unit: 'each', basePrice: '9.99', minQuantity: 2, calories: 1440,
          description: 'Sweet or unsweet tea with cups and ice. Minimum 2 gallons.',
          fr: ['Thé glacé au gallon', 'Thé sucré ou non sucré, avec verres et glace. Minimum 2 gallons.'],
          ja: ['ガロンアイスティー', '加糖または無糖、カップと氷付き。2ガロンから。'],
          optionGroups: [choiceGroup('Tea', 'Thé', 'ティー', [
            { title: 'Sweet Tea', fr: 'Thé sucré', ja: 'スイートティー', isDefault: true },
            { title: 'Unsweet Tea', fr: 'Thé non sucré', ja: '無糖ティー' },
          ])] },
        { slug: 'cutlery-kit', title: 'Plates, Napkins & Cutlery Kit', art: 'catering', unit: 'each', basePrice: '0.50', minQuantity: 10,
          description: 'Plates, napkins and cutlery for one guest. Minimum 10 kits.',
          fr: ['Trousse assiettes, serviettes et ustensiles', 'Assiettes, serviettes et ustensiles pour une personne. Minimum 10 trousses.'],
          ja: ['食器・ナプキン・カトラリーセット', 'お一人様分の食器セット。10セットから。'] },
      ],
    },
  ],
};

export const GET_A_QUOTE_MENU: MenuSeed = {
  slug: 'get-a-quote',
  categoryId: 3,
  title: 'Get a Quote',
  fr: 'Obtenir une soumission',
  ja: 'お見積もり',
  es: 'Solicitar cotización',
  pt: 'Pedir orçamento',
  sortOrder: 3,
  sections: [
    {
      slug: 'full-service-catering',
      title: 'Full-Service Catering',
      fr: 'Service traiteur complet',
      ja: 'フルサービス・ケータリング',
      items: [
        { slug: 'full-service-buffet', title: 'Full-Service Barbecue Buffet (per guest)', art: 'catering', unit: 'serving', basePrice: '21.99', minQuantity: 25, calories: 1400,
          description: 'Staffed buffet with three meats, three sides, bread, dessert and tea. Minimum 25 guests.',
          fr: ['Buffet barbecue avec service (par invité)', 'Buffet avec personnel : trois viandes, trois accompagnements, pain, dessert et thé. Minimum 25 invités.'],
          ja: ['フルサービスBBQビュッフェ（1名様）', 'スタッフ付きビュッフェ：お肉3種、サイド3品、パン、デザート、ティー。25名様から。'],
          optionGroups: [meatsGroup(3), sidesGroup(3)] },
        { slug: 'pitmaster-carving-station', title: 'Pitmaster Carving Station (per guest)', art: 'catering', unit: 'serving', basePrice: '27.99', minQuantity: 50, calories: 1500,
          description: 'A pitmaster carves brisket and turkey on site. Minimum 50 guests.',
          fr: ['Station de découpe du maître fumeur (par invité)', 'Un maître fumeur découpe poitrine et dinde sur place. Minimum 50 invités.'],
          ja: ['ピットマスター・カービングステーション（1名様）', 'ピットマスターが会場でブリスケットとターキーを切り分けます。50名様から。'],
          optionGroups: [sidesGroup(2)] },
        { slug: 'drop-off-party-pack', title: 'Drop-Off Party Pack (per guest)', art: 'catering', unit: 'serving', basePrice: '17.49', minQuantity: 15, calories: 1250,
          description: 'Delivered in disposable pans with serving utensils. Minimum 15 guests.',
          fr: ['Forfait fête livré (par invité)', 'Livré dans des plats jetables avec ustensiles de service. Minimum 15 invités.'],
          ja: ['デリバリー・パーティーパック（1名様）', '使い捨て容器とサーバー付きでお届け。15名様から。'],
          optionGroups: [meatsGroup(2), sidesGroup(2), breadGroup()] },
      ],
    },
  ],
};
