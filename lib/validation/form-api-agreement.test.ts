/**
 * The forms and the API agree on every shared field: for each field of domain/validation's rules,
 * the form and the real API route accept and refuse the same boundary values (the longest allowed
 * text, one character more, and the edges of the email, phone, card-number and postal-code checks,
 * the last in the US and in Canada; a phone in the US and in Japan, dialled as each market dials it). The store search, a line's special instructions and its
 * quantity are bounded the same way on both sides too.
 */
import {
  BILLING_FIELDS,
  DELIVERY_FIELDS,
  GIFT_CARD_FIELDS,
  GUEST_FIELDS,
  MAX_LINE_QUANTITY,
  ORDER_LINE_FIELDS,
  PROFILE_FIELDS,
  SIGN_IN_EMAIL,
  SIGN_UP_FIELDS,
  VEHICLE_FIELDS,
  postalCodeMessage,
  type FieldRule,
  type FormRules,
} from '@/domain/validation/fields';
import { STORE_SEARCH_FIELD } from '@/domain/validation/store-search';
import {
  CATERING_CONTEST_FIELDS,
  CATERING_FEEDBACK_FIELDS,
  surveyText,
  SURVEY_MESSAGES,
} from '@/domain/validation/surveys';
import { addressSchema } from '@/components/account/address-form';
import { vehicleSchema } from '@/components/account/vehicle-form';
import { clampQuantity } from '@/components/item/option-rules';
import { isSendableAddress } from '@/components/ordering/address-rules';
import { AUTH_ENGLISH_MESSAGES, authMessages } from '@/lib/auth/messages';
import { loginSchema } from '@/lib/auth/schemas';
import { signUpSchema } from '@/lib/auth/sign-up-schema';
import { rulesFetched, validateValues, type Rules } from '@/lib/form/checks';
import { createTranslator } from '@/lib/i18n';
import type { App } from '@/server/app';
import type { Database } from '@/server/db/client';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { buildOrderableStore, orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { buildPayableOrder, paymentClient } from '@/server/modules/payments/test/payable-order';
import { call, signedInCustomer } from '@/server/modules/profile/test-customers';
import { detailsSchema } from './details-schema';
import { giftCardSchema } from './gift-card-schema';
import { reviewSearchSchema } from './order-feedback-schema';
import { guestSchema } from './guest-schema';
import { profileSchema } from './profile-schema';
import { ENGLISH_FORM_MESSAGES, formMessages } from './messages';
import { billingSchema } from './payment-schema';
import { cateringContestSchema, cateringFeedbackSchema } from './survey-schema';

const t = createTranslator('en-us');
const checkout = formMessages(t);
const auth = authMessages(t);

type Response = { statusCode: number; body: string };
/** Sends the value of one field in an otherwise valid request. */
type Send = (field: string, value: string) => Promise<Response>;
/** Whether the form takes the value of one field in an otherwise valid form. */
type Form = (field: string, value: string) => Promise<boolean>;
/** `country` (alpha-2, default US) is the market's, whose postal codes the zip and phone numbers the phone must follow. */
type Country = 'US' | 'CA' | 'JP';
type Case = { name: string; country?: Country; rules: FormRules; form: () => Form; api: (context: Context) => Promise<Send> };
type Context = { app: App; db: Database; store: OrderableStore; canadianStore: OrderableStore };

const GUEST = { firstName: 'Ada', lastName: 'Pit', email: 'ada@example.com', phone: '(512) 555-0142' };
const ADDRESS = { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
const CANADIAN_ADDRESS = { address: '100 Queen St W', city: 'Toronto', state: 'ON', zip: 'M5H 2N2' };
const CANADA = { 'country-alpha-2': 'CA' };
const SIGN_UP = {
  ...GUEST, emailConfirmation: GUEST.email, password: 'Smoked2Brisket', passwordConfirmation: 'Smoked2Brisket',
};
const CARD_NUMBER = '4242 4242 4242 4242';

let address = 0;
/** Each call from its own address, so no per-client throttle answers in place of the check. */
const from = () => ({ remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}` });

/** A text of exactly `length` characters of the field's shape. */
function textOf(rule: FieldRule, length: number): string {
  if (rule.format === 'email') return `${'a'.repeat(length - 12)}@example.com`;
  if (rule.format === 'phone') return `(512)${' '.repeat(length - 13)}555-0142`;
  if (rule.format === 'giftCardNumber') return `6000${' '.repeat(length - 16)}111122223333`;
  if (rule.format === 'giftCardPin') return '1'.repeat(length);
  return 'x'.repeat(length);
}

/** Postal codes on either side of each market's shape. */
const POSTAL_EDGES: Record<Country, string[]> = {
  JP: [],
  US: ['78701-1234', '787011234', ' 78701 ', '7870', '787012', 'M5V 3L9'],
  CA: ['M5V 3L9', 'm5v3l9', 'M5V-3L9', 'M5V 3L', '78701'],
};

/** The values to try on a field. */
function boundaryValues(rule: FieldRule, country: Country): [string, string][] {
  const values: [string, string][] = [['max', textOf(rule, rule.max)], ['max+1', textOf(rule, rule.max + 1)]];
  if (rule.format === 'email') values.push(['edge', 'ada@example'], ['edge', 'ada@example.co'], ['edge', 'ada smith@example.com']);
  if (rule.format === 'phone') values.push(['edge', '555-0142'], ['edge', '+44 20 7946 0958'], ['edge', '012 555 0142'], ['edge', '+1234'], ['edge', '090-1234-5678'], ['edge', '09012345678'], ['edge', '+81 90-1234-5678'], ['edge', '090-1234-567']);
  if (rule.format === 'giftCardNumber') values.push(['edge', '6000-1111-2222-3333'], ['edge', '6000 1111 2222 333'], ['edge', '6000 1111 2222 333x']);
  if (rule.format === 'giftCardPin') values.push(['edge', '123'], ['edge', '1234'], ['edge', '12345678'], ['edge', '123456789'], ['edge', '12a4']);
  if (rule.refusesCardNumber) values.push(['edge', `Ada ${CARD_NUMBER}`], ['edge', '4242 4242']);
  if (rule.postalCode) values.push(...POSTAL_EDGES[country].map((zip): [string, string] => ['postal', zip]));
  return values;
}

/** A form's rules, each value tried in an otherwise valid `base`: the form takes it when the field shows no problem. */
const rulesForm = <V>(rules: Rules<V>, base: Record<string, unknown>): Form => async (field, value) => {
  // A rule fetched on first use (the phone check) is waited for, as the form's submit waits for it.
  await rulesFetched();
  return validateValues(rules, { ...base, [field]: value } as V)[field as keyof V] === undefined;
};

/** The API refused the value when it answered 400 naming the field or with one of the field's messages. */
function apiRefused(response: Response, field: string, rule: FieldRule, country: Country): boolean {
  if (response.statusCode !== 400) return false;
  const names = [rule.required, rule.invalid, rule.postalCode && postalCodeMessage(country)].filter((name): name is string => !!name);
  const survey = Object.fromEntries(Object.keys(SURVEY_MESSAGES).map((name) => [name, surveyText(name as keyof typeof SURVEY_MESSAGES)]));
  const english = { ...ENGLISH_FORM_MESSAGES, ...AUTH_ENGLISH_MESSAGES, ...survey } as Record<string, string>;
  const texts = [`${field} must`, `from ${field}`, `from billing.${field}`, `billing.${field} must`, ...names.map((name) => english[name] ?? name)];
  return texts.some((text) => response.body.includes(text));
}

async function newCart(context: Context) {
  const orders = orderClient(context.app);
  const order = (await orders.create({ locationId: context.store.location.id, handoff: 'pickup', categoryId: 1 })).json();
  return { orders, id: order.id as string, token: order.accessToken as string };
}

/** The finder's delivery address form, and a delivery order created with that address. */
function deliveryCase(country: 'US' | 'CA', address: typeof ADDRESS): Case {
  const finder = { street: address.address, aptSuitBldg: '', city: address.city, state: address.state, zip: address.zip };
  return {
    name: `delivery address of an order (${country})`,
    country,
    rules: { zip: DELIVERY_FIELDS.zip },
    form: () => async (field, value) => isSendableAddress({ ...finder, [field]: value }, country),
    api: async (context) => {
      const store = country === 'CA' ? context.canadianStore : context.store;
      const orders = orderClient(context.app, country === 'CA' ? CANADA : {});
      return (field, value) =>
        orders.create({ locationId: store.location.id, handoff: 'delivery', categoryId: 1, deliveryAddress: { ...address, [field]: value } });
    },
  };
}

/** The saved address book of a signed-in customer in `country`'s market. */
function savedAddressCase(country: 'US' | 'CA', address: typeof ADDRESS, rules: FormRules): Case {
  return {
    name: `saved delivery address (${country})`,
    country,
    rules,
    form: () => rulesForm(addressSchema(checkout, country), { kind: 'home', ...address, aptSuitBldg: '', deliveryInstructions: '', primary: false }),
    api: async ({ app, db }) => {
      const customer = await signedInCustomer(db);
      const headers = country === 'CA' ? CANADA : {};
      return (field, value) => call(app, customer.token, 'POST', '/delivery-addresses', { kindId: 1, ...address, [field]: value }, headers);
    },
  };
}

/** The card form's cardholder and billing address, paying an order in `country`. */
function billingCase(country: 'US' | 'CA', address: typeof ADDRESS, rules: FormRules): Case {
  return {
    name: `cardholder and billing address (${country})`,
    country,
    rules,
    form: () => rulesForm(billingSchema(checkout, country), { cardholderName: 'Ada Pit', ...address }),
    api: async ({ app, store, canadianStore }) => {
      const headers = country === 'CA' ? CANADA : {};
      const pay = paymentClient(app, headers);
      const order = await buildPayableOrder(app, country === 'CA' ? canadianStore : store, 4, headers);
      const token = await pay.token('4000000000000002');
      return (field, value) =>
        field === 'cardholderName' ? pay.card(order, { token, cardholderName: value, billing: address }) : pay.card(order, { token, billing: { ...address, [field]: value } });
    },
  };
}

const today = () => new Date().toISOString().slice(0, 10);
const FEEDBACK_FORM = { ...GUEST, storeId: '1', quoteNumber: '', eventDate: '2026-01-01', serviceTypeId: '1', overall: '5', food: '', service: '', onTime: '', comment: '', website: '' };
const CONTEST = { ...GUEST, company: '', headcount: 40, occasion: 'Picnic', reason: 'We love brisket', acceptRules: true };

/** A survey form's route, each call from its own address (the forms are limited per connection). */
const surveyPost = (app: App, path: string, payload: object) => app.inject({ method: 'POST', url: `/online-ordering/survey-management/${path}`, payload, ...from() });

const JAPAN = { 'country-alpha-2': 'JP', 'accept-language': 'ja-JP' };

/** Sign-up in the US or Japan: the phone is a number of the market's country. */
function signUpCase(country: 'US' | 'JP', rules: FormRules): Case {
  return {
    name: `sign-up (${country})`,
    country,
    rules,
    form: () => rulesForm(signUpSchema(auth, country), { ...SIGN_UP, address: '', city: '', state: '', zip: '', referralCode: '' }),
    api: async ({ app }) => {
      let count = 0;
      return (field, value) => {
        const email = `diner${country}${++count}@example.com`;
        const body = { ...SIGN_UP, email, emailConfirmation: email, [field]: value };
        if (field === 'email') body.emailConfirmation = value;
        return app.inject({ method: 'POST', url: '/online-ordering/auth/sign-up', payload: body, headers: country === 'JP' ? JAPAN : {}, ...from() });
      };
    },
  };
}

/** The profile form in the US or Japan: names and a phone of the market's country. */
function profileCase(country: 'US' | 'JP', rules: FormRules): Case {
  return {
    name: `profile (${country})`,
    country,
    rules,
    form: () => rulesForm(profileSchema(checkout, country), GUEST),
    api: async ({ app, db }) => {
      const customer = await signedInCustomer(db);
      return (field, value) => call(app, customer.token, 'PUT', '/my-profile', { [field]: value }, country === 'JP' ? JAPAN : {});
    },
  };
}

const CASES: Case[] = [
  {
    name: 'store search (review-us; the finder\'s field takes the same length)',
    rules: { q: STORE_SEARCH_FIELD },
    form: () => {
      const accepts = rulesForm(reviewSearchSchema(t), { query: '', storeId: '1' });
      return (_field, value) => accepts('query', value);
    },
    api: async ({ app }) => (field, value) =>
      app.inject({ method: 'GET', url: '/online-ordering/locations/search', query: { [field]: value }, ...from() }),
  },
  {
    name: 'special instructions of a line',
    rules: ORDER_LINE_FIELDS,
    // The item form's text area keeps at most the rule's length (maxLength, and a longer paste is cut).
    form: () => async (field, value) => value.length <= ORDER_LINE_FIELDS[field as keyof typeof ORDER_LINE_FIELDS].max,
    api: async (context) => {
      const { orders, id, token } = await newCart(context);
      return (field, value) => orders.addItem(id, token, { itemId: context.store.tea.id, quantity: 1, optionIds: [], [field]: value });
    },
  },
  {
    name: 'catering feedback',
    rules: CATERING_FEEDBACK_FIELDS,
    form: () => rulesForm(cateringFeedbackSchema(t, 'US'), FEEDBACK_FORM),
    api: async ({ app, store }) => (field, value) =>
      surveyPost(app, 'catering-feedback', { ...GUEST, storeId: store.location.id, eventDate: today(), serviceTypeId: 1, ratings: { overall: 5 }, [field]: value }),
  },
  {
    name: 'catering contest entry',
    rules: CATERING_CONTEST_FIELDS,
    form: () => rulesForm(cateringContestSchema(t, 'US'), { ...CONTEST, storeId: '' }),
    api: async ({ app }) => {
      let count = 0;
      return (field, value) => surveyPost(app, 'catering-contest', { ...CONTEST, email: `entrant${++count}@example.com`, [field]: value });
    },
  },
  {
    name: 'guest details',
    rules: GUEST_FIELDS,
    form: () => rulesForm(guestSchema(checkout, 'US'), GUEST),
    api: async (context) => {
      const { orders, id, token } = await newCart(context);
      return (field, value) => orders.update(id, token, { guest: { ...GUEST, [field]: value } });
    },
  },
  {
    name: 'delivery details of the checkout',
    rules: { aptSuitBldg: DELIVERY_FIELDS.aptSuitBldg, deliveryInstructions: DELIVERY_FIELDS.deliveryInstructions },
    form: () => rulesForm(detailsSchema(checkout, { today: ['asap'] }), { date: 'today', time: 'asap' }),
    api: async (context) => {
      const { orders, id, token } = await newCart(context);
      return (field, value) => orders.update(id, token, { [field]: value });
    },
  },
  savedAddressCase('US', ADDRESS, DELIVERY_FIELDS),
  savedAddressCase('CA', CANADIAN_ADDRESS, { zip: DELIVERY_FIELDS.zip }),
  deliveryCase('US', ADDRESS),
  deliveryCase('CA', CANADIAN_ADDRESS),
  billingCase('US', ADDRESS, BILLING_FIELDS),
  billingCase('CA', CANADIAN_ADDRESS, { zip: BILLING_FIELDS.zip }),
  {
    name: 'gift card',
    rules: GIFT_CARD_FIELDS,
    form: () => rulesForm(giftCardSchema(checkout), { number: '6000111122223333', pin: '1234' }),
    api: async ({ app }) => (field, value) =>
      app.inject({ method: 'POST', url: '/online-ordering/payment-management/giftcard/balance', payload: { number: '6000111122223333', pin: '1234', [field]: value }, ...from() }),
  },
  signUpCase('US', SIGN_UP_FIELDS),
  signUpCase('JP', { phone: SIGN_UP_FIELDS.phone }),
  {
    name: 'sign-in',
    rules: { email: SIGN_IN_EMAIL },
    form: () => rulesForm(loginSchema(auth), { email: GUEST.email, password: 'Smoked2Brisket' }),
    api: async ({ app }) => (field, value) =>
      app.inject({ method: 'POST', url: '/online-ordering/auth/login/customer', payload: { email: GUEST.email, password: 'Smoked2Brisket', [field]: value }, ...from() }),
  },
  profileCase('US', PROFILE_FIELDS),
  profileCase('JP', { phone: PROFILE_FIELDS.phone }),
  {
    name: 'curbside vehicle',
    rules: VEHICLE_FIELDS,
    form: () => rulesForm(vehicleSchema(auth), { make: 'Ford', model: 'F-150', colour: 'Red' }),
    api: async ({ app, db }) => {
      const customer = await signedInCustomer(db);
      return (field, value) => call(app, customer.token, 'POST', '/my-vehicles', { make: 'Ford', model: 'F-150', colour: 'Red', [field]: value });
    },
  },
];

describe.each(testDatabases())('form and API agree on every shared field on %s', (kind) => {
  let current: TestApp;
  let context: Context;

  beforeAll(async () => {
    current = await build(kind);
    await buildReferenceData(current.db);
    const store = await buildOrderableStore(current.db, { zip: '78701', latitude: 30.2672, longitude: -97.7431, slotCapacity: 10_000 });
    const canadianStore = await buildOrderableStore(current.db, {
      country: 'CA', state: ['ON', 'Ontario'], city: 'Toronto', zip: 'M5H 2N2', latitude: 43.6519, longitude: -79.3817, slotCapacity: 10_000,
    });
    context = { app: current.app, db: current.db, store, canadianStore };
  });
  afterAll(() => current.close());

  it.each(CASES.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    const country = entry.country ?? 'US';
    const formAccepts = entry.form();
    const send = await entry.api(context);
    const disagreements: string[] = [];
    for (const [field, rule] of Object.entries(entry.rules)) {
      for (const [label, value] of boundaryValues(rule, country)) {
        const formOk = await formAccepts(field, value);
        const response = await send(field, value);
        const apiOk = !apiRefused(response, field, rule, country);
        if (response.statusCode >= 500) disagreements.push(`${field} ${label}: API answered ${response.statusCode}`);
        if (formOk !== apiOk) disagreements.push(`${field} ${label} (${value.length} chars): form ${formOk ? 'accepts' : 'refuses'}, API ${apiOk ? 'accepts' : 'refuses'} (${response.statusCode} ${response.body.slice(0, 160)})`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    [MAX_LINE_QUANTITY, true],
    [MAX_LINE_QUANTITY + 1, false],
  ])('a line of %i is taken by the steppers and the API alike: %s', async (quantity, taken) => {
    const { orders, id, token } = await newCart(context);
    const response = await orders.addItem(id, token, { itemId: context.store.tea.id, quantity, optionIds: [] });
    // The everyday cart's own item cap may still refuse a taken quantity, with a 422 of its own.
    expect(response.statusCode === 400 && response.body.includes('quantity must')).toBe(!taken);
    expect(clampQuantity(quantity, 1) === quantity).toBe(taken);
  });
});
