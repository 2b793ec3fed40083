/**
 * The gift card routes against PIN guessing: locks that grow and then hold until staff unlock
 * the card, each client's budget of wrong tries across cards, unknown numbers that answer as a
 * real card would, and locks that run on the real time whatever the demo clock says.
 */
import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { CLOCK_HEADER } from '@/server/clock';
import { loadGiftCards } from '@/server/seed/load-giftcards';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { numberHash } from './gift-cards/codes';
import { buildPayableOrder, buildStore } from './test/payable-order';

const PM = '/online-ordering/payment-management';
const MINUTE = 60_000;
let serial = 0;
const nextNumber = () => `60064933${String((serial += 1)).padStart(8, '0')}`;
let clients = 0;
/** A fresh client address: each has its own budget of wrong tries. */
const nextClient = () => `203.0.113.${(clients += 1)}`;

describe.each(testDatabases())('gift card locks and budgets on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;

  beforeAll(async () => {
    context = await build(kind, { config: { demoMode: true } });
    await buildReferenceData(context.db);
    store = await buildStore(context.db);
  });
  afterAll(() => context.close());

  async function giftCard(balance = '20.00') {
    const number = nextNumber();
    await loadGiftCards(context.db, [{ number, pin: '1234', currency: 'USD', balance, use: 'test' }]);
    return { number, pin: '1234' };
  }
  const balance = (body: { number: string; pin: string }, ip: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'POST', url: `${PM}/giftcard/balance`, payload: body, remoteAddress: ip, headers });
  /** What a caller can see of an answer: status, body and Retry-After. */
  const seen = (response: Awaited<ReturnType<typeof balance>>) => ({ status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] });
  const cardRow = async (number: string) => (await context.db.select().from(t.giftCards).where(eq(t.giftCards.numberHash, numberHash(number))))[0]!;
  /** Ends the card's running lock, as time would. */
  const endLock = (number: string) =>
    context.db.update(t.giftCards).set({ pinLockedUntil: new Date(Date.now() - 1000) }).where(eq(t.giftCards.numberHash, numberHash(number)));
  async function fiveWrong(card: { number: string }, ip: string) {
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await balance({ number: card.number, pin: '0000' }, ip));
    return answers;
  }

  it('locks for 15 minutes, then an hour, then a day, then until staff unlock the card', async () => {
    const card = await giftCard();
    const locks = [];
    for (let round = 0; round < 4; round += 1) {
      const answers = await fiveWrong(card, nextClient());
      expect(answers.slice(0, 4).map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
      locks.push(seen(answers[4]!));
      if (round < 3) await endLock(card.number);
    }
    expect(locks.map((lock) => [lock.status, lock.body.code, lock.body.params?.minutes, lock.retryAfter])).toEqual([
      [429, 'gift_card_locked', 15, '900'],
      [429, 'gift_card_locked', 60, '3600'],
      [429, 'gift_card_locked', 1440, '86400'],
      [429, 'gift_card_held', undefined, undefined],
    ]);
    expect(locks[3]!.body.message).toBe('This gift card is locked after too many wrong PINs. Ask the restaurant to unlock it');
    const right = await balance(card, nextClient());
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('gift_card_held');
    expect(await cardRow(card.number)).toMatchObject({ pinLocks: 4, pinLockedUntil: null });
  });

  it('a right PIN between locks starts the schedule again', async () => {
    const card = await giftCard();
    await fiveWrong(card, nextClient());
    await endLock(card.number);
    expect((await balance(card, nextClient())).statusCode).toBe(200);
    const again = await fiveWrong(card, nextClient());
    expect(again[4]!.headers['retry-after']).toBe('900');
  });

  it('gives each client 10 wrong tries an hour across cards and numbers, then refuses it every try as a locked card', async () => {
    const ip = nextClient();
    for (let i = 0; i < 5; i += 1) expect((await balance({ number: (await giftCard()).number, pin: '0000' }, ip)).statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await balance({ number: nextNumber(), pin: '0000' }, ip)).statusCode).toBe(400);
    const good = await giftCard();
    const refused = await balance(good, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'gift_card_locked',
      params: { minutes: 60 },
      message: 'This gift card is locked after too many wrong PINs. Try again in 60 minutes',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    // An unknown number now answers that client exactly as a real card does.
    const unknown = await balance({ number: nextNumber(), pin: '0000' }, ip);
    const real = await balance({ number: (await giftCard()).number, pin: '0000' }, ip);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(real.json());
    expect(Math.abs(Number(unknown.headers['retry-after']) - Number(real.headers['retry-after']))).toBeLessThanOrEqual(1);
    // The card itself is not locked: another client reads it.
    expect((await balance(good, nextClient())).statusCode).toBe(200);
    expect((await cardRow(good.number)).pinFailures).toBe(0);
  });

  it('spends the same budget on the gift card payment route', async () => {
    const ip = nextClient();
    for (let i = 0; i < 10; i += 1) await balance({ number: nextNumber(), pin: '0000' }, ip);
    const order = await buildPayableOrder(context.app, store);
    const paid = await context.app.inject({
      method: 'POST',
      url: `${PM}/orders/${order.id}/payment/giftcard`,
      payload: await giftCard('100.00'),
      headers: { 'x-order-token': order.token },
      remoteAddress: ip,
    });
    expect(paid.statusCode).toBe(429);
    expect(paid.json().code).toBe('gift_card_locked');
    expect(paid.headers['retry-after']).toBeDefined();
  });

  it('answers an unknown number exactly as a real card with a wrong PIN, its locks included', async () => {
    const real = await giftCard();
    const unknown = nextNumber();
    const realIp = nextClient();
    const unknownIp = nextClient();
    for (let round = 0; round < 2; round += 1) {
      const realAnswers = [];
      const unknownAnswers = [];
      for (let i = 0; i < 6; i += 1) {
        realAnswers.push(seen(await balance({ number: real.number, pin: '0000' }, realIp)));
        unknownAnswers.push(seen(await balance({ number: unknown, pin: '0000' }, unknownIp)));
      }
      expect(unknownAnswers).toEqual(realAnswers);
      expect(realAnswers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 429, 429]);
      // A fresh client sees the same of both numbers too.
      expect(seen(await balance({ number: unknown, pin: '0000' }, nextClient()))).toEqual(seen(await balance({ number: real.number, pin: '0000' }, nextClient())));
      await endLock(real.number);
      await context.db.update(t.giftCardProbes).set({ pinLockedUntil: new Date(Date.now() - 1000) }).where(eq(t.giftCardProbes.numberHash, numberHash(unknown)));
    }
  });

  describe('in demo mode, the demo clock moves no lock', () => {
    it('a clock set past the lock does not open the card', async () => {
      const card = await giftCard();
      await fiveWrong(card, nextClient());
      const later = await balance(card, nextClient(), { [CLOCK_HEADER]: new Date(Date.now() + 2 * 60 * MINUTE).toISOString() });
      expect(later.statusCode).toBe(429);
      expect(Number(later.headers['retry-after'])).toBeGreaterThan(14 * 60);
    });

    it('a clock set decades back does not lock the card for decades', async () => {
      const card = await giftCard();
      const ip = nextClient();
      const past = { [CLOCK_HEADER]: '1954-05-01T12:00:00.000Z' };
      for (let i = 0; i < 4; i += 1) await balance({ number: card.number, pin: '0000' }, ip, past);
      const lock = await balance({ number: card.number, pin: '0000' }, ip, past);
      expect(lock.headers['retry-after']).toBe('900');
      const lockedUntil = (await cardRow(card.number)).pinLockedUntil!.getTime();
      expect(Math.abs(lockedUntil - (Date.now() + 15 * MINUTE))).toBeLessThan(MINUTE);
    });

    it('a clock set an hour on does not free a client\'s budget', async () => {
      const ip = nextClient();
      for (let i = 0; i < 10; i += 1) await balance({ number: nextNumber(), pin: '0000' }, ip);
      const later = await balance(await giftCard(), ip, { [CLOCK_HEADER]: new Date(Date.now() + 2 * 60 * MINUTE).toISOString() });
      expect(later.statusCode).toBe(429);
    });
  });
});
