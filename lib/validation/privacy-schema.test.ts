import { rulesFetched, validateValues } from '@/lib/form/checks';
import { createTranslator } from '@/lib/i18n';
import type { CountryCode } from '@/domain/markets';
import { EMPTY_PRIVACY_REQUEST, privacyRequestSchema, toDoNotSellInput, toRequestInput, doNotSellSchema, EMPTY_DO_NOT_SELL } from './privacy-schema';

const fr = createTranslator('fr-ca');
const en = createTranslator('en-us');
const filled = { ...EMPTY_PRIVACY_REQUEST, requestType: 'know', requestorType: 'consumer', firstName: 'Ada', lastName: 'Pit', email: 'ada@example.com' };

async function errorsOf(values: typeof filled, t = en, country: CountryCode = 'US') {
  const rules = privacyRequestSchema(t, country);
  // A rule fetched on first use (the phone check) is checked once here, as the form waits for it.
  await rulesFetched();
  return Object.values(validateValues(rules, values));
}

describe('privacyRequestSchema', () => {
  it('accepts a complete request', async () => {
    expect(await errorsOf(filled)).toEqual([]);
  });

  it.each([
    ['no request type', { requestType: '' }, 'Choose what you are asking us to do'],
    ['an agent without a name', { requestorType: 'agent' }, 'Enter the name of the authorised agent making the request'],
    ['a correction without corrections', { requestType: 'correct' }, 'Enter at least one correction: first name, last name or phone number'],
    ['a bad corrected phone', { requestType: 'correct', correctedPhone: 'call me' }, 'Not a valid phone number'],
    ['details too long', { details: 'x'.repeat(1001) }, 'Details take at most 1000 characters'],
  ])('refuses %s with the API’s text', async (_case, overrides, message) => {
    expect(await errorsOf({ ...filled, ...overrides })).toContain(message);
  });

  it.each([
    ['JP', { phone: '090-1234-5678' }, []],
    ['JP', { requestType: 'correct', correctedPhone: '03-1234-5678' }, []],
    ['JP', { phone: '(512) 555-0142' }, ['Not a valid phone number']],
    ['US', { phone: '090-1234-5678' }, ['Not a valid phone number']],
  ] as const)('in %s judges %j as the market dials a phone', async (country, overrides, messages) => {
    expect(await errorsOf({ ...filled, ...overrides }, en, country)).toEqual(messages);
  });

  it('speaks the diner’s language', async () => {
    expect(await errorsOf({ ...filled, requestType: '' }, fr)).toContain('Choisissez ce que vous nous demandez');
  });
});

describe('toRequestInput', () => {
  it('leaves out empty optional fields, the agent of a consumer and the corrections of another request', () => {
    expect(toRequestInput({ ...filled, agentName: 'Lex', correctedLastName: 'X', website: '' })).toEqual({
      requestType: 'know', requestorType: 'consumer', firstName: 'Ada', lastName: 'Pit', email: 'ada@example.com', website: '',
    });
  });

  it('sends the corrections of a correction and the agent’s name', () => {
    const input = toRequestInput({ ...filled, requestType: 'correct', requestorType: 'agent', agentName: ' Lex ', correctedLastName: ' Pit-Smith ', correctedPhone: '' });
    expect(input).toMatchObject({ agentName: 'Lex', corrections: { lastName: 'Pit-Smith' } });
  });
});

describe('doNotSellSchema and toDoNotSellInput', () => {
  it('requires the name and a valid email, and trims them', async () => {
    expect(validateValues(doNotSellSchema(en), { ...EMPTY_DO_NOT_SELL, firstName: 'A', lastName: 'B', email: 'nope' })).toEqual({ email: 'Invalid email address' });
    expect(toDoNotSellInput({ firstName: ' A ', lastName: 'B', email: ' a@b.co ', website: '' })).toEqual({ firstName: 'A', lastName: 'B', email: 'a@b.co', website: '' });
  });
});
