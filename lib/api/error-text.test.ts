import { createTranslator } from '@/lib/i18n';
import { ApiError } from './api-error';
import { apiText, sharedMessageName } from './error-text';

const fr = createTranslator('fr-ca');
const en = createTranslator('en-us');

describe('apiText', () => {
  it.each([
    ['fr-ca', { code: 'wrong_credentials', message: 'Wrong email or password' }, 'Courriel ou mot de passe incorrect'],
    ['fr-ca', { code: 'too_many_sign_in_attempts', params: { minutes: 4 }, message: 'Too many sign-in attempts. Try again in 4 minutes' }, 'Trop de tentatives de connexion. Réessayez dans 4 minutes'],
    ['ja-jp', { code: 'reset_link_expired', message: 'This password reset link has expired. Ask for a new one' }, 'このパスワード再設定リンクは有効期限が切れています。新しいリンクをリクエストしてください'],
    ['en-us', { code: 'too_many_sign_in_attempts', params: { minutes: 4 }, message: 'Too many sign-in attempts. Try again in 4 minutes' }, 'Too many sign-in attempts. Try again in 4 minutes'],
    ['pt-br', { code: 'wrong_credentials', message: 'Wrong email or password' }, 'Wrong email or password'],
    ['fr-ca', { code: 'invalid_phone', message: 'Not a valid phone number' }, "Ce numéro de téléphone n'est pas valide"],
    ['en-us', { code: 'card_declined', message: 'Your card was declined. Try another card.' }, 'Your card was declined. Try another card.'],
    ['en-us', { code: 'order_already_paid', params: { number: 'HK-1042', status: 'paid' }, message: 'Order HK-1042 is already paid and can no longer be changed' }, 'Order HK-1042 is already paid'],
    ['en-us', { code: 'item_minimum_quantity', params: { item: 'Brisket', count: 2 }, message: 'Brisket: minimum 2' }, 'Brisket: Minimum order quantity for this item is 2'],
    ['en-us', { code: 'slot_full', message: 'This time slot is full' }, 'This time slot is full'],
    ['fr-ca', { code: 'not_found', message: 'Location 9 was not found' }, 'Location 9 was not found'],
    ['fr-ca', { message: 'The kitchen is on fire' }, 'The kitchen is on fire'],
  ] as const)('%s: %j', (locale, answer, expected) => {
    expect(apiText(createTranslator(locale), answer)).toBe(expected);
  });

  it('writes an amount in the diner\'s language and the order\'s currency', () => {
    const answer = { code: 'order_amount_too_low', params: { amount: '15.00', currency: 'CAD' }, message: 'Order amount too low' };
    expect(apiText(fr, answer, { locale: 'fr-ca' })).toContain('15,00');
    expect(apiText(en, answer, { locale: 'en-ca' })).toBe('Order amount too low (at least $15.00 before tax)');
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
