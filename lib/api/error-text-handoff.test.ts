import {
  HANDOFF_ERROR_CODES,
  HANDOFF_MESSAGES,
  handoffErrorCode,
  type HandoffMessageName,
} from '@/domain/ordering/handoff-messages';
import { createTranslator } from '@/lib/i18n';
import { en, es, fr, ja, pt } from '@/locales';
import { apiText } from './error-text';

describe('apiText for handoff codes', () => {
  it.each([
    ['fr-ca', { code: 'handoff_arrival_not_today', params: { date: '2027-01-05' }, message: 'x' }, 'Vous pourrez prévenir le restaurant de votre arrivée le jour de votre commande, le 2027-01-05'],
    ['ja-jp', { code: 'handoff_table_number_out_of_range', params: { min: 1, max: 999 }, message: 'x' }, 'テーブル番号は 1〜999 の整数です'],
    ['en-us', { code: 'handoff_not_offered', params: { handoff: 'curbside' }, message: 'x' }, 'This restaurant does not offer this way of getting your order: choose another way or another restaurant'],
    ['fr-ca', { code: 'handoff_vehicle_not_found', params: { vehicleId: 7 }, message: 'x' }, 'Le véhicule 7 est introuvable'],
  ] as const)('%s: %j', (locale, answer, expected) => {
    expect(apiText(createTranslator(locale), answer)).toBe(expected);
  });

  it.each([['en', en], ['es', es], ['fr', fr], ['ja', ja], ['pt', pt]] as const)('%s has a text for every handoff code', (_language, catalogue) => {
    expect(HANDOFF_ERROR_CODES.filter((code) => !(`handoffs.error.${code}` in catalogue))).toEqual([]);
  });

  it('repeats in English the domain texts the API sends', () => {
    const english = en as Record<string, string>;
    for (const name of Object.keys(HANDOFF_MESSAGES) as HandoffMessageName[]) {
      expect([name, english[`handoffs.error.${handoffErrorCode(name)}`]]).toEqual([name, HANDOFF_MESSAGES[name]]);
    }
  });
});
