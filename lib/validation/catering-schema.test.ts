/**
 * The quote form and the API agree on the event details: each boundary value is accepted by the
 * form's rules exactly when POST /orders/get-a-quote accepts it, and the form speaks the buyer's language.
 */
import { validateValues } from '@/lib/form/checks';
import { createTranslator } from '@/lib/i18n';
import { build, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { buildQuoteStore, eventIn, newQuoteBody, quoteClient, type QuoteStore } from '@/server/modules/catering/test-quotes';
import { cateringFormMessages, quoteEventSchema, type QuoteEventValues } from './catering-schema';
import { formMessages } from './messages';

const en = createTranslator('en-us');
const schemaIn = (locale: 'en-us' | 'fr-ca') => {
  const t = createTranslator(locale);
  return quoteEventSchema(formMessages(t), cateringFormMessages(t));
};

const BASE = { ...eventIn(10), headcount: 40, company: '', notes: '', taxExemptId: '' };

const CASES: [string, Record<string, unknown>][] = [
  ['headcount 9', { headcount: 9 }],
  ['headcount 10', { headcount: 10 }],
  ['headcount 2000', { headcount: 2000 }],
  ['headcount 2001', { headcount: 2001 }],
  ['company of 120', { company: 'x'.repeat(120) }],
  ['company of 121', { company: 'x'.repeat(121) }],
  ['notes of 1000', { notes: 'x'.repeat(1000) }],
  ['notes of 1001', { notes: 'x'.repeat(1001) }],
  ['tax-exempt id of 4', { taxExemptId: 'TX-1' }],
  ['tax-exempt id of 3', { taxExemptId: 'TX1' }],
  ['tax-exempt id of 20', { taxExemptId: 'A'.repeat(20) }],
  ['tax-exempt id of 21', { taxExemptId: 'A'.repeat(21) }],
  ['tax-exempt id with a space', { taxExemptId: 'TX 12' }],
  ['tax-exempt id with a leading dash', { taxExemptId: '-TX12' }],
  ['time on the quarter hour', { time: '18:45' }],
  ['time off the quarter hour', { time: '18:40' }],
  ['a day that does not exist', { date: '2031-02-29' }],
];

describe('quoteEventSchema and POST /orders/get-a-quote', () => {
  let context: TestApp;
  let store: QuoteStore;

  beforeAll(async () => {
    context = await build('pglite', { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
    store = await buildQuoteStore(context.db, { slotCapacity: 1000 });
  });
  afterAll(() => context.close());

  it.each(CASES)('agree on %s', async (_name, change) => {
    const values = { ...BASE, ...change };
    const formAccepts = Object.keys(validateValues(schemaIn('en-us'), values as QuoteEventValues)).length === 0;
    const event = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    const response = await quoteClient(context.app).submitNew(newQuoteBody(store, event));
    expect([formAccepts, response.statusCode]).toEqual(formAccepts ? [true, 201] : [false, 400]);
  });

  it('writes its refusals in the form language, with the limits filled in', async () => {
    expect(validateValues(schemaIn('en-us'), { ...BASE, headcount: 3 }).headcount).toBe('Enter a number of guests from 10 to 2000');
    expect(validateValues(schemaIn('fr-ca'), { ...BASE, headcount: 3 }).headcount).toBe("Entrez un nombre d'invités de 10 à 2000");
    expect(validateValues(schemaIn('fr-ca'), { ...BASE, notes: 'x'.repeat(1001) }).notes).toBe('Les notes comptent au plus 1000 caractères');
    expect(cateringFormMessages(en).eventTooSoon).toBe('A catering event needs 24 hours of notice: choose a later date or time');
  });
});
