/**
 * Option groups a diner expects, shared by several items. Each call builds a fresh group
 * (every item owns its own rows).
 */
import type { OptionGroupSeed, OptionSeed } from './types';

const SAUCES: readonly OptionSeed[] = [
  { title: 'Original Barbecue Sauce', fr: 'Sauce barbecue originale', ja: 'オリジナルBBQソース' },
  { title: 'Spicy Barbecue Sauce', fr: 'Sauce barbecue épicée', ja: 'スパイシーBBQソース' },
  { title: 'Sweet Honey Sauce', fr: 'Sauce douce au miel', ja: 'ハニースイートソース' },
  { title: 'Tangy Mustard Sauce', fr: 'Sauce moutarde acidulée', ja: 'マスタードソース' },
];

const SIDES: readonly OptionSeed[] = [
  { title: 'Mac & Cheese', fr: 'Macaroni au fromage', ja: 'マカロニチーズ' },
  { title: 'Coleslaw', fr: 'Salade de chou', ja: 'コールスロー' },
  { title: 'Baked Beans', fr: 'Fèves au lard', ja: 'ベイクドビーンズ' },
  { title: 'Potato Salad', fr: 'Salade de pommes de terre', ja: 'ポテトサラダ' },
  { title: 'Green Beans', fr: 'Haricots verts', ja: 'グリーンビーンズ' },
  { title: 'Fried Okra', fr: 'Gombos frits', ja: 'フライドオクラ' },
  { title: 'Waffle Fries', fr: 'Frites gaufrées', ja: 'ワッフルフライ' },
  { title: 'Creamed Spinach', fr: 'Épinards à la crème', ja: 'クリームスピナッチ' },
];

const MEATS: readonly OptionSeed[] = [
  { title: 'Beef Brisket', fr: 'Poitrine de bœuf', ja: 'ビーフブリスケット', priceDelta: '1.00' },
  { title: 'Pulled Pork', fr: 'Porc effiloché', ja: 'プルドポーク' },
  { title: 'Smoked Turkey', fr: 'Dinde fumée', ja: 'スモークターキー' },
  { title: 'Pork Ribs', fr: 'Côtes levées de porc', ja: 'ポークリブ', priceDelta: '1.50' },
  { title: 'Jalapeño Cheddar Sausage', fr: 'Saucisse jalapeño et cheddar', ja: 'ハラペーニョチェダーソーセージ' },
  { title: 'Polish Sausage', fr: 'Saucisse polonaise', ja: 'ポーリッシュソーセージ' },
  { title: 'Pulled Chicken', fr: 'Poulet effiloché', ja: 'プルドチキン' },
];

const COUNT_FR = ['', 'un', 'deux', 'trois', 'quatre'];

export function sauceGroup(max = 2): OptionGroupSeed {
  return { title: 'Sauce on the Side', fr: 'Sauce à part', ja: 'ソース（別添え）', minChoices: 0, maxChoices: max, options: SAUCES };
}

export function sidesGroup(count: number): OptionGroupSeed {
  const plural = count > 1 ? 's' : '';
  return {
    title: `Choose ${count} Side${plural}`,
    fr: `Choisissez ${COUNT_FR[count] ?? count} accompagnement${plural}`,
    ja: `サイドを${count}つお選びください`,
    minChoices: count,
    maxChoices: count,
    options: SIDES,
  };
}

export function meatsGroup(count: number): OptionGroupSeed {
  const plural = count > 1 ? 's' : '';
  return {
    title: `Choose ${count} Meat${plural}`,
    fr: `Choisissez ${COUNT_FR[count] ?? count} viande${plural}`,
    ja: `お肉を${count}つお選びください`,
    minChoices: count,
    maxChoices: count,
    options: MEATS,
  };
}

export function breadGroup(): OptionGroupSeed {
  return {
    title: 'Bread',
    fr: 'Pain',
    ja: 'パン',
    minChoices: 1,
    maxChoices: 1,
    options: [
      { title: 'Texas Toast', fr: 'Pain grillé texan', ja: 'テキサストースト', isDefault: true },
      { title: 'Buttered Roll', fr: 'Petit pain beurré', ja: 'バターロール' },
      { title: 'Cornbread Muffin', fr: 'Muffin au maïs', ja: 'コーンブレッドマフィン', priceDelta: '0.75' },
    ],
  };
}

export function brisketCutGroup(): OptionGroupSeed {
  return {
    title: 'Brisket Cut',
    fr: 'Coupe de poitrine',
    ja: 'ブリスケットの部位',
    minChoices: 1,
    maxChoices: 1,
    options: [
      { title: 'Lean', fr: 'Maigre', ja: 'リーン（赤身）', isDefault: true },
      { title: 'Moist', fr: 'Persillée', ja: 'モイスト（脂身あり）' },
      { title: 'Half & Half', fr: 'Moitié-moitié', ja: 'ハーフ＆ハーフ' },
    ],
  };
}

export function sandwichSizeGroup(): OptionGroupSeed {
  return {
    title: 'Sandwich Size',
    fr: 'Format du sandwich',
    ja: 'サンドイッチのサイズ',
    minChoices: 1,
    maxChoices: 1,
    options: [
      { title: 'Classic', fr: 'Classique', ja: 'クラシック', isDefault: true },
      { title: "Big 'Un", fr: 'Le Costaud', ja: 'ビッグ', priceDelta: '2.50' },
    ],
  };
}

export function sideSizeGroup(): OptionGroupSeed {
  return {
    title: 'Side Size',
    fr: "Format de l'accompagnement",
    ja: 'サイドのサイズ',
    minChoices: 1,
    maxChoices: 1,
    options: [
      { title: 'Individual', fr: 'Individuel', ja: 'レギュラー', isDefault: true },
      { title: 'Pint (serves 2-3)', fr: 'Format moyen (2-3 personnes)', ja: 'パイント（2〜3人前）', priceDelta: '3.50' },
      { title: 'Quart (serves 4-6)', fr: 'Grand format (4-6 personnes)', ja: 'クォート（4〜6人前）', priceDelta: '8.00' },
    ],
  };
}

export function drinkSizeGroup(): OptionGroupSeed {
  return {
    title: 'Drink Size',
    fr: 'Format de la boisson',
    ja: 'ドリンクのサイズ',
    minChoices: 1,
    maxChoices: 1,
    options: [
      { title: 'Regular', fr: 'Régulier', ja: 'レギュラー', isDefault: true },
      { title: 'Large', fr: 'Grand', ja: 'ラージ', priceDelta: '0.50' },
      { title: 'Half Gallon', fr: 'Demi-gallon (1,9 L)', ja: 'ハーフガロン（1.9L）', priceDelta: '4.20' },
    ],
  };
}

export function choiceGroup(title: string, fr: string, ja: string, options: readonly OptionSeed[]): OptionGroupSeed {
  return { title, fr, ja, minChoices: 1, maxChoices: 1, options };
}
