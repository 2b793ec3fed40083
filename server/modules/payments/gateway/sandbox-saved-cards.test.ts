import type { DatabaseConnection } from '@/server/db/client';
import { openTestDatabase } from '@/server/test/databases';
import type { PaymentGateway, SavedCard } from './gateway';
import { createSandboxCardDesk } from './sandbox-cards';
import { createSandboxGateway } from './sandbox-gateway';
import { createSandboxLedger } from './sandbox-ledger-repository';

const SECRET = 'sandbox-test-secret-0123456789abcdef';
const NOW = new Date('2026-03-15T12:00:00Z');
const INVALID_TOKEN = { ok: false, code: 'invalid_token', message: 'Payment token is not valid' };
let clock = NOW;
let database: DatabaseConnection;
let gateway: PaymentGateway;
let keys = 0;
const desk = createSandboxCardDesk(SECRET, () => clock);

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  gateway = createSandboxGateway({ secret: SECRET, ledger: createSandboxLedger(database.db), now: () => clock });
});
afterAll(() => database.close());
beforeEach(() => {
  clock = NOW;
});

function tokenFor(number: string, expiry = '04/28') {
  const result = desk.tokenize({ number, expiry, cvc: '123' });
  if (!result.ok) throw new Error(`tokenize ${number}: ${result.message}`);
  return result.token;
}

async function saved(number = '4242424242424242', customerRef?: string): Promise<SavedCard> {
  const result = await gateway.saveCard({ token: tokenFor(number), customerId: 7, ...(customerRef ? { customerRef } : {}) });
  if (!result.ok) throw new Error(result.message);
  return result;
}

const charge = (savedCard: { customerRef: string; paymentMethodRef: string }) => {
  keys += 1;
  return gateway.authorize({ savedCard, amount: '30.00', currency: 'USD', idempotencyKey: `saved-key-${keys}`, reference: 'order-17' });
};

describe('saveCard', () => {
  it('makes a customer and a payment method bound to the card, answering what may be shown', async () => {
    const card = await saved('5555555555554444');
    expect(card).toEqual({
      ok: true,
      customerRef: expect.stringMatching(/^cus_sbx_/),
      paymentMethodRef: expect.stringMatching(/^pm_sbx_/),
      brand: 'mastercard',
      last4: '4444',
      expMonth: 4,
      expYear: 2028,
    });
  });

  it('attaches another card to the customer it is given', async () => {
    const first = await saved();
    const second = await saved('5555555555554444', first.customerRef);
    expect(second.customerRef).toBe(first.customerRef);
    expect(second.paymentMethodRef).not.toBe(first.paymentMethodRef);
  });

  it.each([
    ['a token the sandbox did not issue', { token: 'tok_sbx_eyJ2IjoxfQ.forged' }, INVALID_TOKEN],
    ['a customer the sandbox did not make', { customerRef: 'cus_sbx_eyJ2IjoxfQ.forged' }, { ok: false, code: 'invalid_reference', message: expect.stringContaining('is not valid') }],
  ])('refuses %s', async (_name, change, answer) => {
    expect(await gateway.saveCard({ token: tokenFor('4242424242424242'), customerId: 7, ...change })).toEqual(answer);
  });

  it('refuses a card past its expiry as expired_card', async () => {
    const token = tokenFor('4242424242424242', '04/26');
    clock = new Date('2026-06-15T00:00:00Z');
    expect(await gateway.saveCard({ token, customerId: 7 })).toMatchObject({ ok: false, code: 'expired_card' });
  });
});

describe('authorize with a saved card', () => {
  it('charges the saved card with its customer', async () => {
    const card = await saved();
    expect(await charge(card)).toMatchObject({ ok: true, brand: 'visa', last4: '4242', amount: '30.00' });
  });

  it('declines as the card it was saved from would', async () => {
    const card = await saved('4000000000009995');
    expect(await charge(card)).toMatchObject({ ok: false, code: 'insufficient_funds' });
  });

  it('refuses the payment method with another customer', async () => {
    const card = await saved();
    const other = await saved();
    expect(await charge({ customerRef: other.customerRef, paymentMethodRef: card.paymentMethodRef })).toEqual(INVALID_TOKEN);
  });

  it('refuses it once removed; removing it again succeeds', async () => {
    const card = await saved();
    expect(await gateway.removeCard(card.customerRef, card.paymentMethodRef)).toEqual({ ok: true });
    expect(await charge(card)).toEqual(INVALID_TOKEN);
    expect(await gateway.removeCard(card.customerRef, card.paymentMethodRef)).toEqual({ ok: true });
  });

  it('refuses the removal by another customer', async () => {
    const card = await saved();
    const other = await saved();
    expect(await gateway.removeCard(other.customerRef, card.paymentMethodRef)).toMatchObject({ ok: false, code: 'invalid_token' });
    expect(await charge(card)).toMatchObject({ ok: true });
  });

  it('refuses a payment method as a token', async () => {
    const card = await saved();
    keys += 1;
    expect(await gateway.authorize({ token: card.paymentMethodRef, amount: '30.00', currency: 'USD', idempotencyKey: `saved-key-${keys}`, reference: 'order-17' })).toEqual(INVALID_TOKEN);
  });
});
