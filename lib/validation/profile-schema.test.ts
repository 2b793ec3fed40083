import { rulesFetched, validateValues } from '@/lib/form/checks';
import { createTranslator } from '@/lib/i18n';
import { formMessages } from './messages';
import { profileSchema, type ProfileValues } from './profile-schema';

const NAMES = { firstName: 'Ada', lastName: 'Pit' };

describe('profileSchema', () => {
  it.each([
    ['ja-jp', 'JP', '090-1234-5678', {}],
    ['ja-jp', 'JP', '(512) 555-0142', { phone: '有効な電話番号ではありません' }],
    ['fr-ca', 'CA', '514 555-0199', {}],
    ['fr-ca', 'CA', '090-1234-5678', { phone: "Ce numéro de téléphone n'est pas valide" }],
    ['en-us', 'US', '', { phone: 'Phone number is required' }],
  ] as const)('%s: the phone %s is judged as the market dials it', async (locale, country, phone, expected) => {
    const values: ProfileValues = { ...NAMES, phone };
    const rules = profileSchema(formMessages(createTranslator(locale)), country);
    // A rule fetched on first use (the phone check) is checked once here, as the form waits for it.
    await rulesFetched();
    expect(validateValues(rules, values)).toEqual(expected);
  });
});
