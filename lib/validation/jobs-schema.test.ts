import { rulesFetched, validateValues } from '@/lib/form/checks';
import { createTranslator } from '@/lib/i18n';
import { countryOfLocale } from '@/domain/markets';
import { jobApplicationSchema, toApplicationForm, type JobApplicationValues } from './jobs-schema';

const VALID: JobApplicationValues = {
  firstName: 'Rosa', lastName: 'Fumée', email: 'rosa@example.com', phone: '(514) 555-0142', storeId: '3', positionId: '1',
  days: ['mon'], shifts: ['evening'], file: new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' }), website: '',
};

async function errorsOf(values: JobApplicationValues, locale: 'en-us' | 'fr-ca' | 'ja-jp' = 'en-us', maxMb = 1): Promise<Record<string, string>> {
  const rules = jobApplicationSchema(createTranslator(locale), maxMb, countryOfLocale(locale));
  // A rule fetched on first use (the phone check) is checked once here, as the form waits for it.
  await rulesFetched();
  return validateValues(rules, values) as Record<string, string>;
}

describe('jobApplicationSchema', () => {
  it('takes a complete application', async () => {
    expect(await errorsOf(VALID)).toEqual({});
  });

  it.each([
    ['ja-jp', '090-1234-5678', {}],
    ['ja-jp', '(514) 555-0142', { phone: '有効な電話番号ではありません' }],
    ['fr-ca', '090-1234-5678', { phone: "Ce numéro de téléphone n'est pas valide" }],
  ] as const)('%s: takes the phone %s as the market dials it: %j', async (locale, phone, expected) => {
    expect(await errorsOf({ ...VALID, phone }, locale)).toEqual(expected);
  });

  it('names every missing field with the API’s texts', async () => {
    const empty: JobApplicationValues = { firstName: '', lastName: '', email: '', phone: '', storeId: '', positionId: '', days: [], shifts: [], file: null, website: '' };
    expect(await errorsOf(empty)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      storeId: 'Restaurant is required',
      positionId: 'Choose the position you are applying for',
      days: 'Choose at least one day you can work',
      shifts: 'Choose at least one shift you can work',
      file: 'Attach a photo (JPEG or PNG) or your résumé (PDF)',
    });
  });

  it('refuses a file over the limit and one the browser calls text, in the form’s language', async () => {
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
    expect((await errorsOf({ ...VALID, file: big }, 'fr-ca')).file).toBe('Le fichier dépasse 1 Mo : choisissez-en un plus petit');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect((await errorsOf({ ...VALID, file: text })).file).toMatch(/^This file is not a JPEG or PNG photo or a PDF résumé/);
  });
});

describe('toApplicationForm', () => {
  it('repeats days and shifts, leaves the honeypot out when empty, and puts the file last', () => {
    const form = toApplicationForm({ ...VALID, days: ['mon', 'sat'] });
    expect([...form.keys()]).toEqual(['firstName', 'lastName', 'email', 'phone', 'storeId', 'positionId', 'days', 'days', 'shifts', 'file']);
    expect(form.getAll('days')).toEqual(['mon', 'sat']);
  });
});
