import { messageCode } from './error-codes';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from './messages';
import { commonPasswordCheck, passwordErrorDetail, passwordMessage, passwordProblem, PASSWORD_MAX_LENGTH, type PasswordProblem } from './passwords';

describe('passwordProblem', () => {
  const isCommon = commonPasswordCheck(['password1', 'Qwerty123']);

  it.each<[string, string, PasswordProblem | null]>([
    ['empty', '', 'required'],
    ['7 characters', 'Abcde12', 'tooShort'],
    ['exactly 8', 'Abcdef12', null],
    ['no uppercase', 'abcdefg1', 'characters'],
    ['no lowercase', 'ABCDEFG1', 'characters'],
    ['no digit', 'Abcdefgh', 'characters'],
    ['64 characters', `Aa1${'x'.repeat(61)}`, null],
    ['at the maximum', `Aa1${'x'.repeat(PASSWORD_MAX_LENGTH - 3)}`, null],
    ['one past the maximum', `Aa1${'x'.repeat(PASSWORD_MAX_LENGTH - 2)}`, 'tooLong'],
    ['common, other case', 'Password1', 'common'],
    ['common, another case', 'qWERTY123', 'common'],
    ['accented letters count', 'Élodie2024ç', null],
    ['emoji count as one character each', 'Aa1😀😀😀😀', 'tooShort'],
  ])('%s', (_name, password, expected) => {
    expect(passwordProblem(password, isCommon)).toBe(expected);
  });

  it('skips the common check when none is given', () => {
    expect(passwordProblem('Password1')).toBeNull();
  });
});

describe('passwordMessage', () => {
  it.each<[PasswordProblem, string]>([
    ['required', VALIDATION_MESSAGES.passwordRequired],
    ['tooShort', 'Password of at least 8 characters'],
    ['tooLong', 'Password of at most 256 characters'],
    ['characters', VALIDATION_MESSAGES.passwordCharacters],
    ['common', ACCOUNT_MESSAGES.passwordTooCommon],
  ])('%s', (problem, message) => {
    expect(passwordMessage(problem)).toBe(message);
  });
});

describe('commonPasswordCheck', () => {
  it('compares trimmed and case-insensitively', () => {
    const check = commonPasswordCheck([' LetMeIn1 ']);
    expect(check('letmein1')).toBe(true);
    expect(check('letmein2')).toBe(false);
  });
});

describe('passwordErrorDetail', () => {
  it.each([
    ['required', 'passwordRequired'],
    ['tooShort', 'passwordTooShort'],
    ['tooLong', 'passwordTooLong'],
    ['characters', 'passwordCharacters'],
    ['common', 'passwordTooCommon'],
  ] as const)('codes the %s problem as its text %s', (problem, name) => {
    expect(passwordErrorDetail(problem).code).toBe(messageCode(name));
  });
});
