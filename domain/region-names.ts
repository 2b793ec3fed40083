/**
 * States, provinces and prefectures in the page's language. The API names each region once, as
 * its country writes it in English or its own language ('British Columbia', 'Tokyo'); a language
 * that writes a region otherwise has it here, by country and postal abbreviation. A region
 * missing here keeps the API's name.
 */
import type { CountryCode, Language } from './markets';

type RegionNames = Partial<Record<Language, string>>;

const REGION_NAMES: Partial<Record<CountryCode, Record<string, RegionNames>>> = {
  CA: {
    BC: { fr: 'Colombie-Britannique', es: 'Columbia Británica', pt: 'Colúmbia Britânica', ja: 'ブリティッシュコロンビア州' },
    QC: { ja: 'ケベック州' },
    ON: { ja: 'オンタリオ州' },
    AB: { ja: 'アルバータ州' },
  },
  JP: {
    '13': { ja: '東京都', es: 'Tokio', pt: 'Tóquio' },
    '27': { ja: '大阪府' },
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
  return REGION_NAMES[country]?.[label]?.[language] ?? name;
}
