/** Holiday menu (category 4): whole birds, hams and pies to preorder between 15 Sep and 15 Jan. */
import type { MenuSeed } from './types';
import { choiceGroup, sidesGroup } from './options';

export const HOLIDAY_MENU: MenuSeed = {
  slug: 'holiday',
  categoryId: 4,
  title: 'Holiday',
  fr: 'Fêtes',
  ja: 'ホリデー',
  es: 'Fiestas',
  pt: 'Festas',
  sortOrder: 4,
  sections: [
    {
      slug: 'holiday-favorites',
      title: 'Holiday',
      fr: 'Menu des Fêtes',
      ja: 'ホリデーメニュー',
      items: [
        { slug: 'smoked-whole-turkey', title: 'Smoked Whole Turkey', art: 'holiday', unit: 'each', basePrice: '64.99', isHoliday: true, calories: 9800,
          description: 'A 12-14 lb turkey, hickory-smoked and ready to reheat. Feeds 10-12.',
          metricEn: ['Smoked Whole Turkey', 'A 5.5-6.5 kg turkey, hickory-smoked and ready to reheat. Feeds 10-12.'],
          fr: ['Dinde entière fumée', 'Une dinde de 5,5 à 6,5 kg fumée au hickory, prête à réchauffer. Pour 10 à 12 personnes.'],
          ja: ['スモーク丸鶏ターキー', 'ヒッコリーで燻製した5.5〜6.5kgのターキー。温めるだけ。10〜12人前。'],
          optionGroups: [choiceGroup('Preparation', 'Préparation', '仕上げ', [
            { title: 'Whole', fr: 'Entière', ja: 'ホール', isDefault: true },
            { title: 'Sliced', fr: 'Tranchée', ja: 'スライス', priceDelta: '10.00' },
          ])] },
        { slug: 'spiral-ham', title: 'Spiral-Cut Ham', art: 'holiday', unit: 'each', basePrice: '59.99', isHoliday: true, calories: 8400,
          description: 'A smoked, spiral-cut bone-in ham, 8-10 lb. Feeds 12-15.',
          metricEn: ['Spiral-Cut Ham', 'A smoked, spiral-cut bone-in ham, 3.5-4.5 kg. Feeds 12-15.'],
          fr: ['Jambon tranché en spirale', 'Jambon fumé avec os, tranché en spirale, 3,5 à 4,5 kg. Pour 12 à 15 personnes.'],
          ja: ['スパイラルカットハム', '骨付きの燻製スパイラルカットハム（3.5〜4.5kg）。12〜15人前。'],
          optionGroups: [choiceGroup('Glaze', 'Glaçage', 'グレーズ', [
            { title: 'Honey Brown Sugar', fr: 'Miel et cassonade', ja: 'ハニーブラウンシュガー', isDefault: true },
            { title: 'Pineapple Chipotle', fr: 'Ananas et chipotle', ja: 'パイナップルチポトレ' },
          ])] },
        { slug: 'whole-smoked-brisket', title: 'Whole Smoked Brisket', art: 'brisket', unit: 'each', basePrice: '129.99', isHoliday: true, calories: 14000,
          description: 'A whole packer brisket, 6-7 lb cooked, sliced or whole.',
          metricEn: ['Whole Smoked Brisket', 'A whole packer brisket, 2.7-3.2 kg cooked, sliced or whole.'],
          fr: ['Poitrine de bœuf entière fumée', 'Une poitrine entière de 2,7 à 3,2 kg cuite, tranchée ou entière.'],
          ja: ['ブリスケット丸ごと1本', '調理後2.7〜3.2kgのブリスケット1本、スライスまたはそのまま。'] },
        { slug: 'holiday-feast', title: 'Holiday Feast for 10', art: 'holiday', unit: 'pack', basePrice: '179.99', isHoliday: true, calories: 16000,
          description: 'Smoked turkey breast, spiral ham, three quart sides, rolls and a pecan pie.',
          fr: ['Festin des Fêtes pour 10', 'Poitrine de dinde fumée, jambon en spirale, trois grands accompagnements, petits pains et une tarte aux pacanes.'],
          ja: ['ホリデーフィースト（10人前）', 'スモークターキーブレスト、スパイラルハム、クォートサイド3品、ロールパン、ピーカンパイ。'],
          optionGroups: [sidesGroup(3)] },
        { slug: 'whole-pecan-pie', title: 'Whole Pecan Pie', art: 'dessert', unit: 'each', basePrice: '18.99', isHoliday: true, calories: 3900,
          description: 'A whole 9-inch Texas pecan pie.',
          fr: ['Tarte aux pacanes entière', 'Une tarte aux pacanes texane de 9 pouces.'],
          ja: ['ピーカンパイ（ホール）', '9インチのテキサス風ピーカンパイ。'] },
      ],
    },
  ],
};
