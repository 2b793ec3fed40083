import { ERROR_CODES } from '@/domain/error-code-list';
import { GENERIC_ERROR_CODES, type GenericErrorCode } from '@/domain/error-codes';
import { CATALOGUES, createTranslator } from '@/lib/i18n';
import { ApiError } from './api-error';
import { apiText, genericKey, sharedMessageName } from './error-text';

const fr = createTranslator('fr-ca');
const en = createTranslator('en-us');

describe('apiText', () => {
  it.each([
    ['fr-ca', { code: 'wrong_credentials', message: 'Wrong email or password' }, 'Courriel ou mot de passe incorrect'],
    ['fr-ca', { code: 'too_many_sign_in_attempts', params: { minutes: 4 }, message: 'Too many sign-in attempts. Try again in 4 minutes' }, 'Trop de tentatives de connexion. Réessayez dans 4 minutes'],
    ['ja-jp', { code: 'reset_link_expired', message: 'This password reset link has expired. Ask for a new one' }, 'このパスワード再設定リンクは有効期限が切れています。新しいリンクをリクエストしてください'],
    ['en-us', { code: 'too_many_sign_in_attempts', params: { minutes: 4 }, message: 'Too many sign-in attempts. Try again in 4 minutes' }, 'Too many sign-in attempts. Try again in 4 minutes'],
    ['pt-br', { code: 'wrong_credentials', message: 'Wrong email or password' }, 'E-mail ou senha incorretos'],
    ['fr-ca', { code: 'invalid_phone', message: 'Not a valid phone number' }, "Ce numéro de téléphone n'est pas valide"],
    ['en-us', { code: 'card_declined', message: 'Your card was declined. Try another card.' }, 'Your card was declined. Try another card.'],
    ['en-us', { code: 'order_already_paid', params: { number: 'HK-1042', status: 'paid' }, message: 'Order HK-1042 is already paid and can no longer be changed' }, 'Order HK-1042 is already paid'],
    ['en-us', { code: 'item_minimum_quantity', params: { item: 'Brisket', count: 2 }, message: 'Brisket: minimum 2' }, 'Brisket: Minimum order quantity for this item is 2'],
    ['en-us', { code: 'slot_full', message: 'This time slot is full' }, 'This time slot is full'],
    ['en-us', { code: 'not_found', message: 'Location 9 was not found' }, 'Location 9 was not found'],
    ['fr-ca', { code: 'not_found', message: 'Location 9 was not found' }, 'Ce que vous avez demandé est introuvable.'],
    ['pt-br', { code: 'not_found', message: 'Location 9 was not found' }, 'Não encontramos o que você pediu.'],
    ['fr-ca', { code: 'gift_card_not_found', message: 'Gift card number or PIN is not correct' }, 'Le numéro ou le NIP de la carte-cadeau est incorrect'],
    ['ja-jp', { code: 'gift_card_empty', message: 'This gift card has no balance left' }, 'このギフトカードには残高がありません'],
    ['fr-ca', { code: 'gift_card_locked', params: { minutes: 1 }, message: 'This gift card is locked after too many wrong PINs. Try again in 1 minute' }, 'Cette carte-cadeau est bloquée après trop de NIP erronés. Réessayez dans 1 minute'],
    ['en-us', { code: 'gift_card_locked', params: { minutes: 5 }, message: 'This gift card is locked after too many wrong PINs. Try again in 5 minutes' }, 'This gift card is locked after too many wrong PINs. Try again in 5 minutes'],
    ['fr-ca', { code: 'lost_card', message: 'Your card was declined. Try another card.' }, 'Votre carte a été refusée. Essayez une autre carte.'],
    ['ja-jp', { code: 'invalid_postal_code', message: 'Not a valid postal code' }, '有効な郵便番号ではありません'],
    ['fr-ca', { message: 'The kitchen is on fire' }, 'The kitchen is on fire'],
  ] as const)('%s: %j', (locale, answer, expected) => {
    expect(apiText(createTranslator(locale), answer)).toBe(expected);
  });

  it('writes an amount in the diner\'s language and the order\'s currency', () => {
    const answer = { code: 'order_amount_too_low', params: { amount: '15.00', currency: 'CAD' }, message: 'Order amount too low' };
    expect(apiText(fr, answer, { locale: 'fr-ca' })).toContain('15,00');
    expect(apiText(en, answer, { locale: 'en-ca' })).toBe('Order amount too low (at least $15.00 before tax)');
  });

  it.each([
    ['en-us', 'The restaurant is closed on Friday, December 25, 2026: choose another date'],
    ['fr-ca', 'Le restaurant est fermé le vendredi 25 décembre 2026 : choisissez une autre date'],
  ] as const)('writes a date in the diner\'s language (%s)', (locale, expected) => {
    const answer = { code: 'catering_store_closed_on_date', params: { eventDate: '2026-12-25' }, message: 'The restaurant is closed on 2026-12-25: choose another date' };
    expect(apiText(createTranslator(locale), answer, { locale })).toBe(expected);
  });

  it('writes a time of day as every page does, and leaves a date that is not one as sent', () => {
    const full = { code: 'catering_kitchen_full', params: { free: 2, places: 10, number: 5042, time: '18:30', date: '2026-12-24' }, message: 'x' };
    expect(apiText(fr, full, { locale: 'fr-ca' })).toContain('18 h 30');
    const odd = { code: 'catering_store_closed_on_date', params: { eventDate: '2026-02-30' }, message: 'x' };
    expect(apiText(en, odd, { locale: 'en-us' })).toContain('2026-02-30');
  });

  it('translates the errors the client makes itself', () => {
    const unreachable = new ApiError(503, 'Oooops! Something went wrong! Failed to fetch data from server!', { code: 'unreachable' });
    expect(apiText(en, unreachable)).toBe('Oooops! Something went wrong! Failed to fetch data from server!');
    expect(apiText(fr, unreachable)).not.toBe(unreachable.message);
  });
});

describe('sharedMessageName', () => {
  it('names the shared text of a code, and nothing for other codes', () => {
    expect(sharedMessageName({ code: 'email_taken' })).toBe('emailTaken');
    expect(sharedMessageName({ code: 'password_too_common' })).toBe('passwordTooCommon');
    expect(sharedMessageName({ code: 'not_found' })).toBeUndefined();
    expect(sharedMessageName({})).toBeUndefined();
  });
});

describe('every error code the API sends', () => {
  /** What the API answers in English: never what a translated text says. */
  const ENGLISH = 'The API said this in English';
  // Every param name an API error can carry, so no placeholder is left unfilled.
  const PARAMS = { first: '11:00–14:30', second: '14:00–22:00', occasion: 'halloween',
    minutes: 4, number: 'HK-1042', status: 'cancelled', item: 'Brisket', count: 2, amount: '15.00', currency: 'USD', email: 'ada@example.com', provider: 'myspace',
    event: 'accept', actors: 'staff', validUntil: '2026-12-01 18:00', eventDate: '2026-12-05', headcount: 100, total: '1500.00', days: 3, range: '4-7 days', free: 1, places: 2, time: '18:00', date: '2026-12-05', min: 10, max: 500, hours: 48,
    ordersToNext: 2, revealId: 'r-1', month: 4, day: 31,
    from: 'paid', to: 'completed', statusId: 99, serviceTypeId: 9, storeId: 42, nextPeriodStart: '2027-01-01', start: '2026-11-25', end: '2026-12-24',
    needed: 150, available: 40, itemId: 12, rewardId: 'r-1', orderId: 'o-1', code: 'SAVE5', uses: 3,
    visitTypeId: 9, feedbackTypeId: 9, brand: 'whitlocks',
    requestType: 'sell', requestorType: 'lawyer', expiredAt: '2030-03-06', completedAt: '2030-03-04',
    positionId: 7, field: 'nickname', problem: 'it is sent more than once', id: '0b8e5a2c-0000-4000-8000-000000000000',
    categoryId: 3, subcategoryId: 5, groupId: 8, optionId: 9, locale: 'de-de', languages: 'fr-ca', allergen: 'gluten-ish', group: 'Sides', option: 'Slaw', title: 'Pecan Pie',
    handoff: 'curbside', vehicleId: 7, wallet: 'Google Pay', unit: 'tray', menuType: 9, category: 'Catering', subcategory: 'Buffets',
    weight: '3 lb', left: '2', drawn: '4', phone: '555-01', decimals: 0 };
  const codes = [...ERROR_CODES, 'unreachable', 'unreadable_answer'];
  const textOf = (locale: 'en-us' | 'fr-ca' | 'ja-jp', code: string, params = PARAMS) => apiText(createTranslator(locale), { code, params, message: ENGLISH }, { locale });
  const generic = (code: string): code is GenericErrorCode => (GENERIC_ERROR_CODES as readonly string[]).includes(code);

  it('has a text of its own in English, every placeholder filled (a generic code: the API\'s more specific message)', () => {
    const untranslated = codes.filter((code) => !generic(code) && (textOf('en-us', code) === ENGLISH || /\[[a-z]+\]/i.test(textOf('en-us', code))));
    const genericWithoutText = GENERIC_ERROR_CODES.filter((code) => !CATALOGUES.en[genericKey(code)] && code !== 'internal');
    expect(untranslated).toEqual([]);
    expect(genericWithoutText).toEqual([]);
  });

  it.each(['fr-ca', 'ja-jp'] as const)('has a text of its own in %s, not the English one', (locale) => {
    const english = (code: string, params = PARAMS) => (generic(code) ? CATALOGUES.en[genericKey(code)] ?? ENGLISH : textOf('en-us', code, params));
    const untranslated = codes.filter((code) => [PARAMS, { ...PARAMS, minutes: 1 }].some((params) => {
      const text = textOf(locale, code, params);
      return text === ENGLISH || text === english(code, params) || /\[[a-z]+\]/i.test(text);
    }));
    expect(untranslated).toEqual([]);
  });
});
