import { TEST_CARDS } from '@/domain/payments/test-cards';
import { createSandboxCardTokenReader } from './card-token';
import { createSandboxCardDesk, tokenizeSandboxCard } from './sandbox-cards';
import { createSignedIdCodec } from './signed-id';

const SECRET = 'sandbox-test-secret-0123456789abcdef';
const NOW = new Date('2026-03-15T12:00:00Z');

/** The JSON inside a signed id. */
function payloadOf(id: string): string {
  const body = id.slice(id.indexOf('_sbx_') + 5, id.lastIndexOf('.'));
  return Buffer.from(body, 'base64url').toString('utf8');
}

describe('tokenizeSandboxCard', () => {
  const codec = createSignedIdCodec(SECRET);
  const tokenize = (number: string, expiry: string, cvc: string) => tokenizeSandboxCard(codec, { number, expiry, cvc }, NOW);

  it.each(TEST_CARDS.map((card) => [card.number, card.brand] as const))(
    '%s gives a %s token holding brand, last 4 and expiry but never the number or the code',
    (number, brand) => {
      const typed = number.replace(/(\d{4})/g, '$1 ');
      const cvc = brand === 'amex' ? '7351' : '735';
      const result = tokenize(typed, '04/2028', cvc);
      expect(result).toEqual({ ok: true, token: expect.stringMatching(/^tok_sbx_/), brand, last4: number.slice(-4), expMonth: 4, expYear: 2028 });
      if (!result.ok) return;
      expect(result.token).not.toContain(number);
      expect(payloadOf(result.token)).not.toContain(number);
      expect(payloadOf(result.token)).not.toContain(number.slice(0, 6));
      expect(Object.values(JSON.parse(payloadOf(result.token)) as object)).not.toContain(cvc);
      expect(payloadOf(result.token)).not.toMatch(/"(cvc|cvv|number|pan)"/i);
    },
  );

  it.each([
    ['a number failing Luhn', ['4242424242424241', '04/28', '123'], 'number', 'number_invalid', 'Card number is not valid'],
    ['no number', ['', '04/28', '123'], 'number', 'number_required', 'Card number is required'],
    ['no expiry', ['4242424242424242', ' ', '123'], 'expiry', 'expiry_required', 'Expiry date is required'],
    ['an expiry not MM/YY', ['4242424242424242', '2028-04', '123'], 'expiry', 'expiry_format', 'Expiry date must be MM/YY'],
    ['month 13', ['4242424242424242', '13/28', '123'], 'expiry', 'expiry_month', 'Expiry month must be between 01 and 12'],
    ['an expired card', ['4242424242424242', '02/26', '123'], 'expiry', 'expired', 'Card has expired'],
    ['an expiry too far ahead', ['4242424242424242', '04/2099', '123'], 'expiry', 'expiry_too_far', 'Expiry date is too far in the future'],
    ['no security code', ['4242424242424242', '04/28', ''], 'cvc', 'cvc_required', 'Security code is required'],
    ['a 4-digit code on a visa', ['4242424242424242', '04/28', '1234'], 'cvc', 'cvc_length', 'Security code must be 3 digits'],
    ['a 3-digit code on an amex', ['378282246310005', '04/28', '123'], 'cvc', 'cvc_length', 'Security code must be 4 digits'],
  ])('answers %s as a value naming the field', (_label, [number, expiry, cvc], field, code, message) => {
    expect(tokenize(number!, expiry!, cvc!)).toEqual({ ok: false, code: 'invalid_card', message, errors: [{ field, code, message }] });
  });

  it('answers every field at fault at once, the message joining them', () => {
    expect(tokenize('4242424242424241', '02/26', '12')).toEqual({
      ok: false,
      code: 'invalid_card',
      message: 'Card number is not valid. Card has expired. Security code must be 3 digits',
      errors: [
        { field: 'number', code: 'number_invalid', message: 'Card number is not valid' },
        { field: 'expiry', code: 'expired', message: 'Card has expired' },
        { field: 'cvc', code: 'cvc_length', message: 'Security code must be 3 digits' },
      ],
    });
  });

  it('counts an expiry month as valid through its last day', () => {
    expect(tokenizeSandboxCard(codec, { number: '4242424242424242', expiry: '03/26', cvc: '123' }, NOW)).toMatchObject({ ok: true });
    const april = new Date('2026-04-02T00:00:00Z');
    expect(tokenizeSandboxCard(codec, { number: '4242424242424242', expiry: '03/26', cvc: '123' }, april)).toMatchObject({ ok: false, errors: [{ code: 'expired' }] });
  });
});

describe('createSandboxCardDesk', () => {
  const card = { number: '5555555555554444', expiry: '07/38', cvc: '123' };

  it('gives a new token for each tokenization of the same card', () => {
    const desk = createSandboxCardDesk(SECRET, () => NOW);
    const first = desk.tokenize(card);
    const second = desk.tokenize(card);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(first.token).not.toBe(second.token);
  });

  it('signs with its secret: the API reads the card back with the same secret, and not with another', () => {
    const result = createSandboxCardDesk(SECRET, () => NOW).tokenize(card);
    if (!result.ok) throw new Error(result.message);
    expect(createSandboxCardTokenReader(SECRET)(result.token)).toEqual({ token: result.token, brand: 'mastercard', last4: '4444', expMonth: 7, expYear: 2038 });
    expect(createSandboxCardTokenReader('another-sandbox-secret-0123456789abc')(result.token)).toBeUndefined();
  });

  it('checks expiry on its clock', () => {
    let now = NOW;
    const desk = createSandboxCardDesk(SECRET, () => now);
    expect(desk.tokenize({ ...card, expiry: '05/26' })).toMatchObject({ ok: true });
    now = new Date('2026-06-02T00:00:00Z');
    expect(desk.tokenize({ ...card, expiry: '05/26' })).toMatchObject({ ok: false, code: 'invalid_card', errors: [{ field: 'expiry', code: 'expired' }] });
  });

  it('refuses a short secret', () => {
    expect(() => createSandboxCardDesk('too-short')).toThrow('at least 32 characters');
  });
});
