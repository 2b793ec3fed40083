import type { Language } from '@/domain/markets';
import { CONSENT_WORDINGS, consentWording, MAX_TEXTS_PER_ORDER } from './consent';

const SENDER = { brand: 'Whitlock’s', store: 'Lower Greenville', phone: '(214) 555-0100' };

describe('consentWording', () => {
  it('names the sender, the store’s phone and how many texts, with no placeholder left', () => {
    for (const language of Object.keys(CONSENT_WORDINGS) as Language[]) {
      const wording = consentWording(language, SENDER);
      expect(wording).toContain('Whitlock’s');
      expect(wording).toContain('(214) 555-0100');
      expect(wording).toContain(String(MAX_TEXTS_PER_ORDER));
      expect(wording).not.toMatch(/\[[a-z]+\]/);
      // STOP and HELP are the keywords carriers act on, whatever the language.
      expect(wording).toContain('STOP');
      expect(wording).toContain('HELP');
    }
  });

  it.each([
    ['en', ['Msg & data rates may apply', 'not a condition of purchase', 'unsubscribe']],
    ['fr', ['frais de messagerie et de données', 'pas une condition d’achat', 'désabonner']],
    ['ja', ['通信料', '購入の条件ではありません', '配信停止']],
    ['es', ['tarifas de mensajes y datos', 'no es condición de compra', 'darte de baja']],
    ['pt', ['tarifas de mensagens e dados', 'não é condição de compra', 'cancelar']],
  ] as const)('in %s says rates may apply, consent is optional, and how to stop', (language, parts) => {
    for (const part of parts) expect(consentWording(language, SENDER)).toContain(part);
  });
});
