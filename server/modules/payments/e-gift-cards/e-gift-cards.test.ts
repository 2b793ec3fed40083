/**
 * E-gift cards through the API: bought by card (guest or signed in), the buyer's receipt at once,
 * the recipient's card on its day when the delivery job runs as of that day (in the language the
 * buyer chose), spendable as any gift card; every bad input a coded 400, a declined card a 402,
 * a replayed key one charge; a diner reads only their own purchases; brand admins resend and
 * void, audited.
 */
import { and, desc, eq } from 'drizzle-orm';
import { eGiftOfferOf, todayIn } from '@/domain/payments/e-gift-cards';
import * as t from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { signedInCustomer } from '@/server/modules/profile/test-customers';
import { BILLING, sandboxCard } from '../test/payable-order';

const PREFIX = '/online-ordering';
const US = eGiftOfferOf('US')!;
let clients = 0;
const nextClient = () => `198.51.100.${(clients += 1)}`;
let sequence = 0;

function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const tomorrow = () => dayAfter(todayIn(US, new Date()), 1);

function purchase(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    amount: '50',
    recipientName: 'Grace Hopper',
    recipientEmail: `grace-${sequence}-${process.pid}@example.com`,
    senderName: 'Ada Lovelace',
    senderEmail: `ada-${sequence}-${process.pid}@example.com`,
    message: 'Happy birthday!',
    deliverOn: tomorrow(),
    language: 'fr',
    token: sandboxCard().token,
    cardholderName: 'Ada Lovelace',
    billing: BILLING,
    ...overrides,
  };
}

describe.each(testDatabases())('e-gift cards on %s', (kind) => {
  let context: TestApp;
  /** What the processor answers a refund while set: a refusal (no money moved). */
  let refundRefusal: { ok: false; code: 'invalid_capture'; message: string } | null = null;
  const buy = (payload: object, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'POST', url: `${PREFIX}/e-gift-cards`, payload, headers: { 'country-alpha-2': 'US', ...headers }, remoteAddress: nextClient() });
  const deliverAsOf = (now: Date) => context.app.inject({ method: 'POST', url: `${PREFIX}/dev/e-gift-card-delivery`, payload: { now: now.toISOString() } });
  const mailsTo = (address: string) => context.db.select().from(t.outboxEmails).where(eq(t.outboxEmails.toAddress, address)).orderBy(desc(t.outboxEmails.id));
  const rowOf = async (id: string) => (await context.db.select().from(t.eGiftCards).where(eq(t.eGiftCards.id, id)))[0]!;
  const credentialsIn = (text: string) => ({ number: /(\d{4} \d{4} \d{4} \d{4})/.exec(text)![1]!.replace(/ /g, ''), pin: /NIP\s*: (\d{6})|PIN: (\d{6})/.exec(text)!.slice(1).find(Boolean)! });
  const balanceOf = (number: string, pin: string) =>
    context.app.inject({ method: 'POST', url: `${PREFIX}/payment-management/giftcard/balance`, payload: { number, pin }, remoteAddress: nextClient() });

  beforeAll(async () => {
    context = await build(kind, {
      payments: {
        gateways: (sandbox) => ({
          ...sandbox,
          gateway: { ...sandbox.gateway, refund: async (captureId, amount) => refundRefusal ?? sandbox.gateway.refund(captureId, amount) },
        }),
      },
    });
    await buildReferenceData(context.db);
  });
  afterAll(() => context.close());

  it('sells a card that reaches its recipient on its day, in the chosen language, and spends like any gift card', async () => {
    const body = purchase();
    const bought = await buy(body);
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({ amount: '50.00', currency: 'USD', status: 'scheduled', deliverOn: body.deliverOn, cardLabel: 'Visa •••• 4242' });
    expect(JSON.stringify(bought.json())).not.toMatch(/sealed|pin/i);
    const receipt = await mailsTo(body.senderEmail);
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.subject).toContain('Grace Hopper');
    expect(await mailsTo(body.recipientEmail)).toHaveLength(0);

    const row = await rowOf(bought.json().id);
    const justBefore = new Date(row.deliverAt.getTime() - 60_000);
    expect((await deliverAsOf(justBefore)).json().delivered).toBe(0);
    expect(await mailsTo(body.recipientEmail)).toHaveLength(0);
    const run = await deliverAsOf(row.deliverAt);
    expect(run.json().delivered).toBeGreaterThanOrEqual(1);
    const [card] = await mailsTo(body.recipientEmail);
    expect(card!.subject).toBe('Ada Lovelace vous a envoyé une carte-cadeau électronique ' + card!.subject.split('électronique ')[1]);
    expect(card!.text).toContain('Happy birthday!');
    expect(card!.text).toMatch(/50,00\s?\$ US|50,00\s?\$/);
    const { number, pin } = credentialsIn(card!.text);
    const balance = await balanceOf(number, pin);
    expect(balance.statusCode).toBe(200);
    expect(balance.json()).toMatchObject({ balance: '50.00', currency: 'USD', last4: number.slice(-4) });
    expect((await rowOf(row.id)).status).toBe('delivered');
    await deliverAsOf(new Date(row.deliverAt.getTime() + 3600_000));
    expect(await mailsTo(body.recipientEmail)).toHaveLength(1);
  });

  it('sends a card for today at once', async () => {
    const body = purchase({ deliverOn: todayIn(US, new Date()), language: 'en' });
    const bought = await buy(body);
    expect(bought.json().status).toBe('delivered');
    const [card] = await mailsTo(body.recipientEmail);
    expect(card!.subject).toMatch(/^Ada Lovelace sent you a .+ e-gift card$/);
  });

  it.each([
    ['an amount under the limit', { amount: '5' }, 'egift_amount_out_of_range'],
    ['an amount over the limit', { amount: '500.01' }, 'egift_amount_out_of_range'],
    ['an amount that is no amount', { amount: '12,5' }, 'egift_amount_invalid'],
    ['an amount with 3 decimals', { amount: '12.505' }, 'egift_amount_invalid'],
    ['a past day', { deliverOn: '2020-01-01' }, 'egift_date_past'],
    ['a day past the limit', { deliverOn: dayAfter(todayIn(US, new Date()), 91) }, 'egift_date_too_far'],
    ['a day that does not exist', { deliverOn: '2031-02-30' }, 'egift_date_invalid'],
    ['no recipient name', { recipientName: '  ' }, 'field_required'],
    ['a recipient email without a domain', { recipientEmail: 'grace@' }, 'invalid_email'],
    ['no cardholder', { cardholderName: '' }, 'cardholder_name_required'],
    ['a gift card as the tender', { giftCard: { number: '6006490000000001', pin: '1234' } }, 'egift_gift_card_tender'],
    ['an unknown field', { coupon: 'FREE' }, 'validation'],
    ['an unknown language', { language: 'de' }, 'validation'],
    ['an oversized message', { message: 'x'.repeat(251) }, 'validation'],
    ['a NUL byte', { recipientName: 'Grace\u0000' }, 'validation'],
    ['an object as the amount', { amount: { value: '50' } }, 'validation'],
  ])('refuses %s with a coded 400 and charges nothing', async (_name, overrides, code) => {
    const response = await buy(purchase(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code, message: expect.any(String) });
  });

  it('sells nowhere the market does not sell them', async () => {
    const response = await buy(purchase(), { 'country-alpha-2': 'JP' });
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'egift_not_sold' });
  });

  it('answers a declined card with the one decline text and loads no card', async () => {
    const body = purchase({ token: sandboxCard('4000000000000002').token });
    const response = await buy(body);
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('card_declined');
    const [row] = await context.db.select().from(t.eGiftCards).where(eq(t.eGiftCards.recipientEmail, body.recipientEmail));
    expect(row).toMatchObject({ status: 'declined', giftCardId: null });
    expect(await mailsTo(body.senderEmail)).toHaveLength(0);
  });

  it('charges once for a replayed Idempotency-Key, and refuses the key with another body', async () => {
    const body = purchase();
    const key = { 'idempotency-key': `egift-${process.pid}-${sequence}` };
    const first = await buy(body, key);
    const again = await buy(body, key);
    expect(again.json().id).toBe(first.json().id);
    expect(await context.db.select().from(t.eGiftCards).where(eq(t.eGiftCards.recipientEmail, body.recipientEmail))).toHaveLength(1);
    expect((await buy({ ...body, amount: '60' }, key)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('holds a card whose postal code check failed until a brand admin resends it', async () => {
    const body = purchase({ token: sandboxCard('4000000000000036').token, deliverOn: todayIn(US, new Date()) });
    const bought = await buy(body);
    expect(bought.json().status).toBe('held');
    await deliverAsOf(new Date(Date.now() + 86_400_000));
    expect(await mailsTo(body.recipientEmail)).toHaveLength(0);
    const admin = await staffClient(context.app).signIn(await buildStaff(context.db, { role: 'brand_admin' }));
    const resent = await context.app.inject({ method: 'POST', url: `${PREFIX}/staff/e-gift-cards/${bought.json().id}/resend`, headers: { authorization: `Bearer ${admin}` } });
    expect(resent.json()).toMatchObject({ status: 'delivered', sends: 1, holdReason: 'postal-code' });
    expect(await mailsTo(body.recipientEmail)).toHaveLength(1);
  });

  describe('accounts', () => {
    it("lists a diner's bought and received cards, and hides them from every other diner", async () => {
      const buyer = await signedInCustomer(context.db);
      const recipientEmail = `friend-${process.pid}-${(sequence += 1)}@example.com`;
      const friend = await signedInCustomer(context.db, { email: recipientEmail });
      const stranger = await signedInCustomer(context.db);
      const bought = await buy(purchase({ recipientEmail: recipientEmail.toUpperCase(), deliverOn: todayIn(US, new Date()) }), { authorization: `Bearer ${buyer.token}` });
      const id = bought.json().id;
      const mine = (token: string) => context.app.inject({ method: 'GET', url: `${PREFIX}/e-gift-cards/mine`, headers: { authorization: `Bearer ${token}`, 'country-alpha-2': 'US' } });
      expect((await mine(buyer.token)).json().bought.map((card: { id: string }) => card.id)).toEqual([id]);
      const received = (await mine(friend.token)).json();
      expect(received.received).toEqual([expect.objectContaining({ id, balance: '50.00', senderName: 'Ada Lovelace', last4: expect.stringMatching(/^\d{4}$/) })]);
      expect((await mine(stranger.token)).json()).toEqual({ bought: [], received: [] });
      const one = (token: string) => context.app.inject({ method: 'GET', url: `${PREFIX}/e-gift-cards/${id}`, headers: { authorization: `Bearer ${token}` } });
      expect((await one(buyer.token)).statusCode).toBe(200);
      expect((await one(stranger.token)).statusCode).toBe(404);
      expect((await context.app.inject({ method: 'GET', url: `${PREFIX}/e-gift-cards/mine` })).statusCode).toBe(401);
      expect((await context.app.inject({ method: 'GET', url: `${PREFIX}/e-gift-cards/not-a-uuid`, headers: { authorization: `Bearer ${buyer.token}` } })).statusCode).toBe(400);
    });
  });

  describe('staff', () => {
    let admin: string;
    let adminId: number;
    let storeStaff: string;
    let otherBrand: string;
    beforeAll(async () => {
      const staff = staffClient(context.app);
      const member = await buildStaff(context.db, { role: 'brand_admin' });
      adminId = member.id;
      admin = await staff.signIn(member);
      storeStaff = await staff.signIn(await buildStaff(context.db, { role: 'store_staff' }));
      otherBrand = await staff.signIn(await buildStaff(context.db, { role: 'brand_admin', brandId: 3 }));
    });
    const act = (token: string, id: string, action: 'resend' | 'void') =>
      context.app.inject({ method: 'POST', url: `${PREFIX}/staff/e-gift-cards/${id}/${action}`, headers: { authorization: `Bearer ${token}` }, remoteAddress: '10.9.8.7' });

    const refundsOf = async (id: string) => {
      const row = await rowOf(id);
      return context.db.select().from(t.sandboxLedger).where(and(eq(t.sandboxLedger.kind, 'refund'), eq(t.sandboxLedger.subject, row.captureReference!)));
    };

    it("resends and voids an unspent card, refunding the buyer's card once and telling them in their language; each step audited", async () => {
      const body = purchase({ deliverOn: todayIn(US, new Date()) });
      const id = (await buy(body)).json().id;
      const listed = await context.app.inject({ method: 'GET', url: `${PREFIX}/staff/e-gift-cards?email=${encodeURIComponent(body.recipientEmail)}`, headers: { authorization: `Bearer ${admin}` } });
      expect(listed.json()).toEqual([expect.objectContaining({ id, status: 'delivered', spent: false, sends: 1, refund: null })]);
      expect((await act(admin, id, 'resend')).json()).toMatchObject({ sends: 2 });
      expect(await mailsTo(body.recipientEmail)).toHaveLength(2);
      const voided = await act(admin, id, 'void');
      expect(voided.json()).toMatchObject({ status: 'voided', balance: '0.00', refund: { status: 'succeeded', failure: null } });
      const { number, pin } = credentialsIn((await mailsTo(body.recipientEmail))[0]!.text);
      expect((await balanceOf(number, pin)).json()).toMatchObject({ balance: '0.00' });
      expect((await refundsOf(id)).map((entry) => entry.amount)).toEqual(['50.00']);
      // The recipient chose French; the buyer bought on the US English site.
      const notice = (await mailsTo(body.senderEmail)).find((mail) => mail.kind === 'e-gift-refund')!;
      expect(notice.subject).toMatch(/^Your .* e-gift card for Grace Hopper was refunded$/);
      expect(notice.text).toContain('refunded $50.00 to Visa •••• 4242');
      // Voiding again (a double click, a retried request) answers the card as it stands and refunds nothing more.
      expect((await act(admin, id, 'void')).json()).toMatchObject({ status: 'voided', refund: { status: 'succeeded' } });
      expect(await refundsOf(id)).toHaveLength(1);
      expect((await mailsTo(body.senderEmail)).filter((mail) => mail.kind === 'e-gift-refund')).toHaveLength(1);
      expect((await act(admin, id, 'resend')).json()).toMatchObject({ statusCode: 409, code: 'egift_voided' });
      const audit = await context.db.select().from(t.staffAuditLog).where(and(eq(t.staffAuditLog.subjectType, 'e-gift-card'), eq(t.staffAuditLog.subjectId, id)));
      expect(audit.map((row) => [row.action, row.staffId, row.clientAddress])).toEqual([
        ['e-gift-card-resend', adminId, '10.9.8.7'],
        ['e-gift-card-void', adminId, '10.9.8.7'],
        ['e-gift-card-refund', adminId, '10.9.8.7'],
      ]);
      expect((await rowOf(id)).refundReference).toBe((await refundsOf(id))[0]!.resultId);
    });

    it('keeps a refund the processor refused as failed, and a second void retries it once', async () => {
      const body = purchase();
      const id = (await buy(body)).json().id;
      refundRefusal = { ok: false, code: 'invalid_capture', message: 'The capture cannot be refunded right now' };
      try {
        expect((await act(admin, id, 'void')).json()).toMatchObject({ status: 'voided', refund: { status: 'failed', failure: 'The capture cannot be refunded right now' } });
      } finally {
        refundRefusal = null;
      }
      expect(await refundsOf(id)).toHaveLength(0);
      expect((await act(admin, id, 'void')).json()).toMatchObject({ status: 'voided', refund: { status: 'succeeded', failure: null } });
      expect((await act(admin, id, 'void')).json()).toMatchObject({ refund: { status: 'succeeded' } });
      expect(await refundsOf(id)).toHaveLength(1);
      const ledger = await context.db.select().from(t.giftCardLedger).where(and(eq(t.giftCardLedger.giftCardId, (await rowOf(id)).giftCardId!), eq(t.giftCardLedger.kind, 'void')));
      expect(ledger).toHaveLength(1);
    });

    it('refuses to void a card something was spent from', async () => {
      const id = (await buy(purchase({ deliverOn: todayIn(US, new Date()) }))).json().id;
      const row = await rowOf(id);
      await context.db.insert(t.giftCardLedger).values({ giftCardId: row.giftCardId!, kind: 'spend', amount: '-1.00', balanceAfter: '49.00' });
      expect((await act(admin, id, 'void')).json()).toMatchObject({ statusCode: 409, code: 'egift_spent' });
      expect(await refundsOf(id)).toHaveLength(0);
      expect((await rowOf(id)).status).toBe('delivered');
    });

    it('lets only brand admins of the brand act: store staff 403, another brand 404, a customer 401', async () => {
      const id = (await buy(purchase())).json().id;
      expect((await act(storeStaff, id, 'void')).statusCode).toBe(403);
      expect((await act(otherBrand, id, 'void')).statusCode).toBe(404);
      const customer = await signedInCustomer(context.db);
      expect((await act(customer.token, id, 'void')).statusCode).toBe(401);
      expect((await act(admin, '00000000-0000-4000-8000-000000000000', 'resend')).statusCode).toBe(404);
      expect((await rowOf(id)).status).toBe('scheduled');
    });
  });
});

describe.each(testDatabases())('e-gift card purchases a crash left pending, on %s', (kind) => {
  let context: TestApp;
  const silent = { on: false };
  beforeAll(async () => {
    context = await build(kind, {
      payments: {
        gateways: (sandbox) => ({
          ...sandbox,
          gateway: {
            ...sandbox.gateway,
            // The processor captures, but its answer never comes back.
            capture: async (authorizationId, amount) => {
              const captured = await sandbox.gateway.capture(authorizationId, amount);
              if (silent.on) throw new Error('socket hang up');
              return captured;
            },
          },
        }),
      },
    });
    await buildReferenceData(context.db);
  });
  afterAll(() => context.close());

  it('loads the card of a charge whose answer was lost, once, when the job runs past the reconcile bound; a retry with the key gets that card', async () => {
    silent.on = true;
    const body = purchase({ deliverOn: todayIn(US, new Date()) });
    const key = { 'idempotency-key': `egift-lost-${process.pid}` };
    const headers = { 'country-alpha-2': 'US', ...key };
    const lost = await context.app.inject({ method: 'POST', url: `${PREFIX}/e-gift-cards`, payload: body, headers, remoteAddress: nextClient() });
    expect(lost.statusCode).toBe(503);
    const [pending] = await context.db.select().from(t.eGiftCards).where(eq(t.eGiftCards.recipientEmail, body.recipientEmail));
    expect(pending).toMatchObject({ status: 'pending', giftCardId: null });
    silent.on = false;
    await context.app.jobs.runOnce('e-gift-card-delivery', new Date(Date.now() + 60_000));
    const rows = await context.db.select().from(t.eGiftCards).where(eq(t.eGiftCards.recipientEmail, body.recipientEmail));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: pending!.id, status: 'delivered', giftCardId: expect.any(Number) });
    const retried = await context.app.inject({ method: 'POST', url: `${PREFIX}/e-gift-cards`, payload: body, headers, remoteAddress: nextClient() });
    expect([200, 409]).toContain(retried.statusCode);
    expect(await context.db.select().from(t.eGiftCards).where(eq(t.eGiftCards.recipientEmail, body.recipientEmail))).toHaveLength(1);
    expect(await context.db.select().from(t.giftCards).where(eq(t.giftCards.id, rows[0]!.giftCardId!))).toHaveLength(1);
  });
});
