/** @jest-environment jsdom */
import {
  facebookAppIdFrom,
  facebookDialogParams,
  facebookLanguage,
  facebookReturnOf,
  failureOutcome,
  rememberNextForFacebook,
  takeNextForFacebook,
} from './facebook';

describe('facebookLanguage', () => {
  it.each([
    ['en-us', 'en_US'],
    ['en-ca', 'en_US'],
    ['en-jp', 'en_US'],
    ['fr-ca', 'fr_CA'],
    ['ja-jp', 'ja_JP'],
    ['pt-br', 'pt_BR'],
    ['es-mx', 'es_LA'],
  ] as const)('%s -> %s', (locale, expected) => {
    expect(facebookLanguage(locale)).toBe(expected);
  });
});

describe('facebookAppIdFrom', () => {
  it.each([
    [{}, null],
    [{ FACEBOOK_APP_ID: '' }, null],
    [{ FACEBOOK_APP_ID: 'your-app-id' }, null],
    [{ FACEBOOK_APP_ID: ' 1234567890 ' }, '1234567890'],
    [{ NEXT_PUBLIC_FACEBOOK_APP_ID: '987654321' }, '987654321'],
    [{ FACEBOOK_APP_ID: '111111', NEXT_PUBLIC_FACEBOOK_APP_ID: '222222' }, '111111'],
  ])('%j -> %p', (env, expected) => {
    expect(facebookAppIdFrom(env)).toBe(expected);
  });
});

describe('facebookDialogParams', () => {
  it('comes back to the login page with the fixed state and a code', () => {
    expect(facebookDialogParams('https://hickory.example', '/ca/fr/login')).toEqual({
      redirect_uri: 'https://hickory.example/ca/fr/login',
      state: 'facebookdirect',
      response_type: 'code',
    });
  });
});

describe('failureOutcome', () => {
  it.each([
    ['facebookNotLoaded', 'facebookNotLoaded'],
    ['loginCancelled', 'loginCancelled'],
    [undefined, 'loginCancelled'],
  ])('%p -> %s', (status, expected) => {
    expect(failureOutcome(status)).toBe(expected);
  });
});

describe('rememberNextForFacebook', () => {
  it('keeps the page across the redirect, once', () => {
    rememberNextForFacebook('/ca/fr/user-profile');
    expect(takeNextForFacebook()).toBe('/ca/fr/user-profile');
    expect(takeNextForFacebook()).toBeNull();
  });
});

describe('facebookReturnOf', () => {
  it.each([
    ['', 'none'],
    ['?next=%2Fcart', 'none'],
    ['?code=abc&state=facebookdirect', 'code'],
    ['?code=abc&state=forged', 'none'],
    ['?error=access_denied&error_reason=user_denied&state=facebookdirect', 'cancelled'],
  ])('%p -> %s', (search, expected) => {
    expect(facebookReturnOf(search)).toBe(expected);
  });
});
