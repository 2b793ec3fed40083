import { validateValues } from '@/lib/form/checks';
import { createTranslator } from '@/lib/i18n';
import { formMessage } from '@/lib/validation/messages';
import { vehicleSchema } from './vehicle-form';

const t = createTranslator('fr-ca');
const rules = vehicleSchema({ fieldRequired: t('account.validation.required'), tooLong: formMessage(t, 'tooLong') });

describe('vehicleSchema', () => {
  it('accepts a make, model and colour', () => {
    expect(validateValues(rules, { make: 'Ford', model: 'F-150', colour: 'Rouge' })).toEqual({});
  });

  it('says what is missing and what is too long in the form’s language', () => {
    const errors = validateValues(rules, { make: '  ', model: 'F'.repeat(200), colour: 'Rouge' });
    expect(errors.make).toBe(t('account.validation.required'));
    expect(errors.model).toMatch(/^Au plus \d+ caractères$/);
  });
});
