import { rulesFetched, validateValues, type Rules } from '@/lib/form/checks';
import { createTranslator } from '@/lib/i18n';
import { authMessages } from './messages';
import { EMPTY_SIGN_UP } from './form-values';
import { emailSchema, loginSchema, newPasswordSchema, type SignUpValues } from './schemas';
import { signUpSchema } from './sign-up-schema';

const english = authMessages(createTranslator('en-us'));
const french = authMessages(createTranslator('fr-ca'));

/** Field → message of every failing field, as the form shows them. */
async function errorsOf<V>(rules: Rules<V>, values: object) {
  // A rule fetched on first use (the phone check) is checked once here, as the form waits for it.
  await rulesFetched();
  return validateValues(rules, values as V);
}

const valid: SignUpValues = {
  ...EMPTY_SIGN_UP,
  firstName: 'Ada',
  lastName: 'Pit',
  phone: '(512) 555-0142',
  email: 'ada@example.com',
  emailConfirmation: 'ada@example.com',
  password: 'Smoked1Brisket',
  passwordConfirmation: 'Smoked1Brisket',
};

describe('loginSchema', () => {
  it('says SPEC §5 login messages', async () => {
    expect(await errorsOf(loginSchema(english), { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(await errorsOf(loginSchema(english), { email: 'not-an-email', password: 'x' })).toEqual({ email: 'Email format is incorrect' });
    expect(await errorsOf(loginSchema(english), { email: 'a@b.co', password: 'short' })).toEqual({});
    expect(await errorsOf(loginSchema(english), { email: 'a@b.co', password: 'x'.repeat(257) })).toEqual({ password: 'Password of at most 256 characters' });
    expect(await errorsOf(loginSchema(english), { email: 'a@b.co', password: 'x'.repeat(256) })).toEqual({});
    expect(await errorsOf(loginSchema(english), { email: 'a@b.co', password: '   ' })).toEqual({});
  });
});

describe('signUpSchema', () => {
  it('accepts a complete sign-up, optional fields empty', async () => {
    expect(await errorsOf(signUpSchema(english, 'US'), valid)).toEqual({});
  });

  it('says "This field is required" for each empty required field', async () => {
    const errors = await errorsOf(signUpSchema(english, 'US'), { ...EMPTY_SIGN_UP });
    expect(errors).toMatchObject({
      firstName: 'This field is required',
      lastName: 'This field is required',
      phone: 'This field is required',
      email: 'This field is required',
      emailConfirmation: 'This field is required',
      password: 'Password is required',
      passwordConfirmation: 'This field is required',
    });
    expect(Object.keys(errors)).not.toEqual(expect.arrayContaining(['address', 'city', 'state', 'zip', 'referralCode']));
  });

  it.each([
    [{ email: 'ada@', emailConfirmation: 'ada@' }, { email: 'Email format is incorrect' }],
    [{ emailConfirmation: 'ada@example.org' }, { emailConfirmation: 'Emails must match' }],
    [{ password: 'Sh0rt', passwordConfirmation: 'Sh0rt' }, { password: 'Password of at least 8 characters' }],
    [{ password: 'alllowercase1', passwordConfirmation: 'alllowercase1' }, { password: 'At least one lowercase letter, one uppercase letter and one number' }],
    [{ password: 'NoDigitsHere', passwordConfirmation: 'NoDigitsHere' }, { password: 'At least one lowercase letter, one uppercase letter and one number' }],
    [{ passwordConfirmation: 'Smoked1Brisket!' }, { passwordConfirmation: 'Passwords must match' }],
    [{ phone: '555-0142' }, { phone: 'Not a valid phone number' }],
    [{ password: `Aa1${'x'.repeat(300)}`, passwordConfirmation: `Aa1${'x'.repeat(300)}` }, { password: 'Password of at most 256 characters' }],
  ])('%j -> %j', async (change, expected) => {
    expect(await errorsOf(signUpSchema(english, 'US'), { ...valid, ...change })).toEqual(expected);
  });

  it.each([
    ['JP', '090-1234-5678', {}],
    ['JP', '+1 512 555 0142', {}],
    ['JP', '(512) 555-0142', { phone: 'Not a valid phone number' }],
    ['MX', '81 1234 5678', {}],
    ['US', '090-1234-5678', { phone: 'Not a valid phone number' }],
  ] as const)('in %s, the phone %s is judged as the market dials it: %j', async (country, phone, expected) => {
    expect(await errorsOf(signUpSchema(english, country), { ...valid, phone })).toEqual(expected);
  });

  it('accepts a 64-character passphrase', async () => {
    const long = `Pit1${'smoke'.repeat(12)}`;
    expect(long).toHaveLength(64);
    expect(await errorsOf(signUpSchema(english, 'US'), { ...valid, password: long, passwordConfirmation: long })).toEqual({});
  });

  it('speaks French on the French site', async () => {
    expect(await errorsOf(signUpSchema(french, 'CA'), { ...valid, emailConfirmation: 'x@y.zz', passwordConfirmation: 'x' })).toEqual({
      emailConfirmation: 'Les courriels doivent être identiques',
      passwordConfirmation: 'Les mots de passe doivent être identiques',
    });
  });

  it('says a name is too long in French on the French site', async () => {
    expect(await errorsOf(signUpSchema(french, 'CA'), { ...valid, firstName: 'A'.repeat(81) })).toEqual({ firstName: 'Au plus 80 caractères' });
  });
});

describe('emailSchema / newPasswordSchema', () => {
  it('needs an email, and a new password by the rule, twice', async () => {
    expect(await errorsOf(emailSchema(english), { email: '' })).toEqual({ email: 'Email is required' });
    expect(await errorsOf(newPasswordSchema(english), { password: 'short', passwordConfirmation: 'other' })).toEqual({
      password: 'Password of at least 8 characters',
      passwordConfirmation: 'Passwords must match',
    });
  });
});
