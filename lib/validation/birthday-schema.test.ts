import { validateValues } from '@/lib/form/checks';
import { createTranslator } from '@/lib/i18n';
import { birthdaySchema, toBirthday } from './birthday-schema';

const errorsOf = (locale: 'en-us' | 'fr-ca', values: { month: string; day: string }) =>
  Object.values(validateValues(birthdaySchema(createTranslator(locale)), values));

describe('birthdaySchema', () => {
  it.each([
    ['en-us', { month: '2', day: '29' }, []],
    ['en-us', { month: '12', day: '31' }, []],
    ['en-us', { month: '', day: '' }, ['Choose the month of your birthday', 'Choose the day of your birthday']],
    ['en-us', { month: '4', day: '31' }, ['There is no day 31 in month 4']],
    ['fr-ca', { month: '2', day: '30' }, ['Le mois 2 n’a pas de jour 30']],
  ] as const)('%s %j', (locale, values, expected) => {
    expect(errorsOf(locale, values)).toEqual(expected);
  });
});

describe('toBirthday', () => {
  it('sends numbers', () => {
    expect(toBirthday({ month: '07', day: '4' })).toEqual({ month: 7, day: 4 });
  });
});
