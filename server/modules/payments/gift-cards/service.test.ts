/** The PIN check on a real database, with the clock given: locks end, escalate, and hold under parallel tries. */
import { eq } from 'drizzle-orm';
import type { DatabaseConnection } from '@/server/db/client';
import { giftCards } from '@/server/db/schema';
import { DEMO_GIFT_CARD_BRAND_ID, loadGiftCards } from '@/server/seed/load-giftcards';
import { openTestDatabase, testDatabases } from '@/server/test/databases';
import { HttpError } from '@/server/errors';
import { numberHash } from './codes';
import { PIN_LOCK_SCHEDULE_MS } from '@/domain/payments/gift-card-lock';
import { verifyGiftCard } from './service';

let serial = 0;
const nextNumber = () => `60064922${String((serial += 1)).padStart(8, '0')}`;
const start = new Date('2030-05-01T12:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const PIN_LOCKOUT_MS = PIN_LOCK_SCHEDULE_MS[0]!;
let client = 0;
/** Each test tries from its own address, so no test spends another's budget of wrong tries. */
const nextClient = () => ({ ip: `198.51.100.${(client += 1)}` });

/** The status and message a try ends with (200 when the card is accepted), and its Retry-After. */
async function outcome(promise: Promise<unknown>): Promise<{ status: number; message?: string; retryAfter?: string }> {
  try {
    await promise;
    return { status: 200 };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const headers = (error as HttpError & { headers?: Record<string, string> }).headers;
    return { status: error.statusCode, message: error.message, retryAfter: headers?.['retry-after'] };
  }
}

describe.each(testDatabases())('verifyGiftCard on %s', (kind) => {
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  async function card() {
    const number = nextNumber();
    await loadGiftCards(database.db, [{ number, pin: '1234', currency: 'USD', balance: '20.00', use: 'test' }]);
    return number;
  }
  let from = nextClient();
  beforeEach(() => {
    from = nextClient();
  });
  const tryPin = (number: string, pin: string, now: Date) => outcome(verifyGiftCard(database.db, DEMO_GIFT_CARD_BRAND_ID, { number, pin }, from, now));

  it('locks after 5 wrong PINs, says when to try again, and opens again after 15 minutes', async () => {
    const number = await card();
    for (let i = 0; i < 4; i += 1) expect((await tryPin(number, '0000', at(i * 1000))).status).toBe(400);
    const locking = await tryPin(number, '0000', at(5000));
    expect(locking).toEqual({ status: 429, message: 'This gift card is locked after too many wrong PINs. Try again in 15 minutes', retryAfter: '900' });
    const later = await tryPin(number, '1234', at(5000 + 10 * 60_000));
    expect(later).toEqual({ status: 429, message: 'This gift card is locked after too many wrong PINs. Try again in 5 minutes', retryAfter: '300' });
    expect((await tryPin(number, '1234', at(5000 + PIN_LOCKOUT_MS - 30_000))).message).toBe(
      'This gift card is locked after too many wrong PINs. Try again in 1 minute',
    );
    expect((await tryPin(number, '1234', at(5000 + PIN_LOCKOUT_MS))).status).toBe(200);
  });

  it('counts wrong PINs from zero once a lock has ended, and locks for an hour the second time', async () => {
    const number = await card();
    for (let i = 0; i < 5; i += 1) await tryPin(number, '0000', start);
    const after = at(PIN_LOCKOUT_MS + 1);
    from = nextClient();
    for (let i = 0; i < 4; i += 1) expect((await tryPin(number, '0000', after)).status).toBe(400);
    expect(await tryPin(number, '0000', after)).toMatchObject({ status: 429, retryAfter: '3600' });
  });

  it('judges parallel wrong PINs one at a time: 8 at once give 4 × 400 and 4 × 429', async () => {
    const number = await card();
    const results = await Promise.all(Array.from({ length: 8 }, () => tryPin(number, '9999', start)));
    expect(results.map((result) => result.status).sort()).toEqual([400, 400, 400, 400, 429, 429, 429, 429]);
    const [row] = await database.db.select().from(giftCards).where(eq(giftCards.numberHash, numberHash(number)));
    expect(row?.pinLockedUntil?.toISOString()).toBe(at(PIN_LOCKOUT_MS).toISOString());
  });

  it('a right PIN clears the count of wrong ones', async () => {
    const number = await card();
    for (let i = 0; i < 4; i += 1) await tryPin(number, '0000', start);
    expect((await tryPin(number, '1234', start)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await tryPin(number, '0000', start)).status).toBe(400);
  });
});
