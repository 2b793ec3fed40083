import { VALIDATION_MESSAGES } from '@/domain/messages';
import { CARD_MESSAGES } from '@/domain/payments/messages';
import { rulesFetched, validateValues, type Rules } from '@/lib/form/checks';
import { createTranslator } from '@/lib/i18n';
import { en } from '@/locales';
import { ASAP, detailsSchema, type DetailsValues } from './details-schema';
import { giftCardSchema } from './gift-card-schema';
import { EMPTY_GUEST, guestSchema, type GuestValues } from './guest-schema';
import { ENGLISH_FORM_MESSAGES, formMessageKey, formMessages, type FormMessageName } from './messages';
import { billingSchema, EMPTY_CARD_PAYMENT, type CardPaymentValues } from './payment-schema';

const english = formMessages(createTranslator('en-us'));
const french = formMessages(createTranslator('fr-ca'));

/** Field → message of every failing field, as the form shows them. */
async function errorsOf<V>(rules: Rules<V>, values: object) {
  // A rule fetched on first use (the phone check) is checked once here, as the form waits for it.
  await rulesFetched();
  return validateValues(rules, values as V);
}

describe('formMessages', () => {
  it('keeps the English catalogue equal to the domain texts the API sends', () => {
    for (const name of Object.keys(ENGLISH_FORM_MESSAGES) as FormMessageName[]) {
      expect([name, (en as Record<string, string>)[formMessageKey(name)]]).toEqual([name, ENGLISH_FORM_MESSAGES[name]]);
    }
  });

  it('answers the SPEC §5 texts in English and translated texts in French', () => {
    expect(english.emailRequired).toBe(VALIDATION_MESSAGES.emailRequired);
    expect(english.numberInvalid).toBe(CARD_MESSAGES.numberInvalid);
    expect(french.emailRequired).toBe('Le courriel est obligatoire');
  });
});

describe('guestSchema', () => {
  const valid: GuestValues = { firstName: 'Ada', lastName: 'Pit', email: 'ada@example.com', phone: '(512) 555-0142' };

  it('accepts a complete guest', async () => {
    expect(await errorsOf(guestSchema(english, 'US'), valid)).toEqual({});
  });

  it('names every missing field with SPEC §5 texts', async () => {
    expect(await errorsOf(guestSchema(english, 'US'), EMPTY_GUEST)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
  });

  it.each([
    ['email', 'ada@', 'Invalid email address'],
    ['email', 'ada example.com', 'Invalid email address'],
    ['phone', '555-01', 'Not a valid phone number'],
    ['firstName', '   ', 'First name is required'],
  ])('%s %p -> %p', async (field, value, message) => {
    expect(await errorsOf(guestSchema(english, 'US'), { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['JP', '090-1234-5678', {}],
    ['JP', '+81 90-1234-5678', {}],
    ['JP', '(512) 555-0142', { phone: 'Not a valid phone number' }],
    ['MX', '81 1234 5678', {}],
    ['MX', '090-1234-5678', { phone: 'Not a valid phone number' }],
    ['US', '090-1234-5678', { phone: 'Not a valid phone number' }],
  ] as const)('judges the phone as the store’s country %s dials it: %p', async (country, phone, errors) => {
    expect(await errorsOf(guestSchema(english, country), { ...valid, phone })).toEqual(errors);
  });
});

describe('detailsSchema', () => {
  const slot = '2030-06-01T17:00:00.000Z';
  const offered = { '2030-06-01': [ASAP, slot], '2030-06-02': ['2030-06-02T17:00:00.000Z'] };
  const values = (overrides: Partial<DetailsValues>): DetailsValues => ({
    date: '2030-06-01', time: slot, aptSuitBldg: '', deliveryInstructions: '', ...overrides,
  });

  it.each([
    [{}, {}],
    [{ time: ASAP }, {}],
    [{ date: '' }, { date: 'Date is required' }],
    [{ time: '' }, { time: 'Time is required' }],
    [{ date: '2030-06-02' }, { time: 'Please select valid time' }],
    [{ time: 'noon' }, { time: 'Please select valid time' }],
    [{ date: '2030-06-09' }, { time: 'Please select valid time' }],
  ])('%p -> %p', async (overrides, expected) => {
    expect(await errorsOf(detailsSchema(english, offered), values(overrides))).toEqual(expected);
  });
});

describe('billingSchema', () => {
  const valid: CardPaymentValues = { cardholderName: 'Ada Pit', address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

  it('accepts a complete form', async () => {
    expect(await errorsOf(billingSchema(english, 'US'), valid)).toEqual({});
  });

  it('names State and Zip in the US and Province and Postal Code in Canada', async () => {
    expect(await errorsOf(billingSchema(english, 'US'), EMPTY_CARD_PAYMENT)).toEqual({
      cardholderName: 'Cardholder Name is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zip: 'Zip is required',
    });
    const canada = await errorsOf(billingSchema(english, 'CA'), { ...valid, state: '', zip: '' });
    expect(canada).toEqual({ state: 'Province is required', zip: 'Postal Code is required' });
  });

  it.each([
    [{ cardholderName: 'Ada 4242 4242 4242 4242' }, { cardholderName: 'A card number goes in the card number field only' }],
    [{ address: '4242-4242-4242-4242' }, { address: 'A card number goes in the card number field only' }],
    [{ cardholderName: 'x'.repeat(120) }, {}],
    [{ zip: '78701-1234' }, {}],
    [{ zip: '7870' }, { zip: 'Not a valid ZIP code' }],
    [{ zip: 'M5V 3L9' }, { zip: 'Not a valid ZIP code' }],
  ])('%p -> %p', async (overrides, expected) => {
    expect(await errorsOf(billingSchema(english, 'US'), { ...valid, ...overrides })).toEqual(expected);
  });

  it.each([
    ['m5v3l9', {}],
    ['M5V 3L9', {}],
    ['78701', { zip: 'Not a valid postal code' }],
  ])('takes a Canadian postal code in Canada: %p -> %p', async (zip, expected) => {
    expect(await errorsOf(billingSchema(english, 'CA'), { ...valid, state: 'ON', zip })).toEqual(expected);
  });

  it('speaks French in fr-CA', async () => {
    const errors = await errorsOf(billingSchema(french, 'CA'), { ...valid, state: '', zip: '' });
    expect(errors).toEqual({ state: 'La province est obligatoire', zip: 'Le code postal est obligatoire' });
  });
});

describe('giftCardSchema', () => {
  it('requires the number and the PIN', async () => {
    expect(await errorsOf(giftCardSchema(english), { number: '', pin: ' ' })).toEqual({
      number: 'Gift card number is required',
      pin: 'Gift card PIN is required',
    });
    expect(await errorsOf(giftCardSchema(english), { number: '6006 0000 0000 0001', pin: '1234' })).toEqual({});
  });

  it('checks the number and PIN shapes the API checks', async () => {
    expect(await errorsOf(giftCardSchema(english), { number: '6006 0000 0000 001', pin: '123' })).toEqual({
      number: 'Gift card number must be 16 digits',
      pin: 'Gift card PIN must be 4 to 8 digits',
    });
  });
});
