/**
 * States, provinces and prefectures in the page's language. The API names each region once, as
 * its country writes it in English or its own language ('British Columbia', 'Tokyo'); a language
 * that writes a region otherwise has it here, by country and postal abbreviation. A region
 * missing here keeps the API's name. Japan's prefectures are named in Japanese from their code
 * (./addresses/japan-prefectures).
 */
import { prefectureName } from './addresses/japan-prefectures';
import type { CountryCode, Language } from './markets';

type RegionNames = Partial<Record<Language, string>>;

const REGION_NAMES: Partial<Record<CountryCode, Record<string, RegionNames>>> = {
  CA: {
    BC: { fr: 'Colombie-Britannique', es: 'Columbia Británica', pt: 'Colúmbia Britânica', ja: 'ブリティッシュコロンビア州' },
    QC: { ja: 'ケベック州' },
    ON: { ja: 'オンタリオ州' },
    AB: { ja: 'アルバータ州' },
    NS: { fr: 'Nouvelle-Écosse', es: 'Nueva Escocia', pt: 'Nova Escócia', ja: 'ノバスコシア州' },
    NB: { fr: 'Nouveau-Brunswick', es: 'Nuevo Brunswick', pt: 'Nova Brunswick', ja: 'ニューブランズウィック州' },
    NL: { fr: 'Terre-Neuve-et-Labrador', es: 'Terranova y Labrador', pt: 'Terra Nova e Labrador', ja: 'ニューファンドランド・ラブラドール州' },
    PE: { fr: 'Île-du-Prince-Édouard', es: 'Isla del Príncipe Eduardo', pt: 'Ilha do Príncipe Eduardo', ja: 'プリンスエドワードアイランド州' },
    NT: { fr: 'Territoires du Nord-Ouest', es: 'Territorios del Noroeste', pt: 'Territórios do Noroeste', ja: 'ノースウェスト準州' },
  },
  JP: {
    '13': { es: 'Tokio', pt: 'Tóquio' },
  },
  BR: {
    SP: { ja: 'サンパウロ州' },
  },
  MX: {
    NLE: { ja: 'ヌエボ・レオン州' },
  },
};

/** The region `label` of `country` as `language` writes it; `name` (the API's) when it has no name of its own. */
export function regionName(country: CountryCode, label: string, name: string, language: Language): string {
  if (country === 'JP' && language === 'ja') return prefectureName(label) ?? name;
  return REGION_NAMES[country]?.[label]?.[language] ?? name;
}
