import { CODED_MESSAGES, genericCodeOf, messageCode, messageNameOf, type CodedMessageName } from './error-codes';

describe('genericCodeOf', () => {
  it.each([
    [400, 'validation'],
    [401, 'unauthorized'],
    [404, 'not_found'],
    [409, 'conflict'],
    [413, 'payload_too_large'],
    [422, 'unprocessable'],
    [429, 'rate_limited'],
    [418, 'validation'],
    [500, 'internal'],
    [503, 'unavailable'],
    [504, 'internal'],
  ])('%i → %s', (status, code) => {
    expect(genericCodeOf(status)).toBe(code);
  });
});

describe('messageCode and messageNameOf', () => {
  it('spell a shared text name in snake case and back, for every shared text', () => {
    for (const name of Object.keys(CODED_MESSAGES) as CodedMessageName[]) {
      expect(messageCode(name)).toMatch(/^[a-z][a-z_]*$/);
      expect(messageNameOf(messageCode(name))).toBe(name);
    }
    expect(messageCode('tooManySignInAttemptsOneMinute')).toBe('too_many_sign_in_attempts_one_minute');
  });

  it('knows no name for other codes', () => {
    expect(messageNameOf('not_found')).toBeUndefined();
    expect(messageNameOf('card_declined')).toBeUndefined();
  });
});
