import { eq } from 'drizzle-orm';
import { cateringLeads, locationHours, locationHoursExceptions } from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildHours, buildItem, buildOptionGroup, buildReferenceData } from '@/server/test/factories';
import { orderClient } from '@/server/modules/orders/test-store';
import { signedInCustomer } from '@/server/modules/profile/test-customers';
import { buildQuoteStore, CONTACT, eventIn, mailsTo, newQuoteBody, quoteClient, submitQuote, type QuoteStore } from './test-quotes';

describe.each(testDatabases())('quote requests on %s', (kind) => {
  let context: TestApp;
  let store: QuoteStore;
  let client: ReturnType<typeof quoteClient>;

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
    store = await buildQuoteStore(context.db);
    client = quoteClient(context.app);
  });
  afterAll(() => context.close());

  it('lists the quote, status and live-status calls in the OpenAPI document', async () => {
    const paths = (await context.app.inject({ url: '/docs/json' })).json().paths;
    const calls = [
      ['/orders/get-a-quote', 'post'], ['/orders/{orderId}/get-a-quote', 'post'], ['/orders/{orderId}/get-a-quote', 'get'],
      ['/orders/get-a-quote/{number}', 'get'], ['/orders/{orderId}/customer-response', 'post'], ['/orders/quotes', 'get'],
      ['/orders/{orderId}/status/{statusId}', 'put'], ['/orders/{orderId}/events', 'get'],
    ] as const;
    const missing = calls.filter(([path, method]) => !paths[`/online-ordering${path}`]?.[method]);
    expect(missing).toEqual([]);
  });

  describe('POST /orders/get-a-quote', () => {
    it('creates the empty get-a-quote order and the lead, answers the tokens once and mails the buyer', async () => {
      const { quote, orderId, token, orderToken } = await submitQuote(context.app, context.db, store, { company: ' Acme ', notes: 'Vegetarian options' });
      expect(quote).toMatchObject({
        status: { id: 14, name: 'customerCreatedLead', label: 'Customer created lead' },
        handoff: 'carryout',
        event: { time: '18:00', headcount: 40 },
        contact: { ...CONTACT, phone: '+15125550142' },
        company: 'Acme',
        notes: 'Vegetarian options',
        estimate: null,
        canRespond: false,
        request: { lines: [], total: '0.00' },
      });
      expect(quote.number).toBeGreaterThanOrEqual(5001);
      expect(token).toMatch(/^[\w-]{40,}$/);
      const order = (await orderClient(context.app).get(orderId, orderToken)).json();
      expect(order).toMatchObject({ id: orderId, categoryId: 3 });
      const mails = await mailsTo(context.db, orderId);
      expect(mails.map((mail) => mail.kind)).toEqual(['catering-received']);
      expect(mails[0]!.subject).toBe(`We received your catering request ${quote.number}`);
      expect(mails[0]!.text).toContain(`/catering/quotes/${quote.number}?token=${token}`);
      expect(mails[0]!.toAddress).toBe(CONTACT.email);
    });

    it('replays a retried request with the same Idempotency-Key instead of creating a second quote', async () => {
      const headers = { 'idempotency-key': `quote-retry-${kind}` };
      const body = newQuoteBody(store, { headcount: 33 });
      const first = await client.submitNew(body, headers);
      const retry = await client.submitNew(body, headers);
      expect([first.statusCode, retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
      expect(retry.json().number).toBe(first.json().number);
      expect(await context.db.$count(cateringLeads, eq(cateringLeads.orderId, first.json().orderId))).toBe(1);
      expect((await mailsTo(context.db, first.json().orderId)).map((mail) => mail.kind)).toEqual(['catering-received']);
      const other = await client.submitNew(newQuoteBody(store, { headcount: 34 }), headers);
      expect(other.statusCode).toBe(422);
    });

    it('writes the request-received mail in French and Japanese', async () => {
      const fr = await submitQuote(context.app, context.db, store, {}, {}, '?locale=fr-ca');
      const ja = await submitQuote(context.app, context.db, store, {}, { 'accept-language': 'ja-JP' });
      expect((await mailsTo(context.db, fr.orderId))[0]!.subject).toBe(`Nous avons reçu votre demande de traiteur ${fr.quote.number}`);
      expect((await mailsTo(context.db, fr.orderId))[0]!.text).toContain('/ca/fr/catering/quotes/');
      expect((await mailsTo(context.db, ja.orderId))[0]!.subject).toBe(`ケータリングのご依頼 ${ja.quote.number} を承りました`);
    });

    it.each([
      ['too few guests', { headcount: 9 }, 400, 'catering_headcount_out_of_range', 'Enter a number of guests from 10 to 2000'],
      ['too many guests', { headcount: 2001 }, 400, 'catering_headcount_out_of_range', 'Enter a number of guests from 10 to 2000'],
      ['a malformed tax-exempt id', { taxExemptId: 'no way!' }, 400, 'catering_tax_exempt_id_invalid', 'A tax-exempt id is 4 to 20 letters, digits or dashes'],
      ['a day that does not exist', { date: '2031-02-30' }, 400, 'invalid_time', 'Please select valid time'],
      ['a time off the quarter hour', { time: '18:10' }, 400, 'invalid_time', 'Please select valid time'],
      ['an empty date', { date: '' }, 400, 'date_required', 'Date is required'],
      ['an event within a day', { ...eventIn(0, '23:45') }, 422, 'catering_event_too_soon', 'A catering event needs 24 hours of notice: choose a later date or time'],
      ['an event over a year away', { ...eventIn(400) }, 422, 'catering_event_too_far', 'A catering event can be requested at most 365 days ahead'],
    ])('refuses %s with its message', async (_name, event, status, code, message) => {
      const response = await client.submitNew(newQuoteBody(store, event));
      expect([response.statusCode, response.json().code, response.json().message]).toEqual([status, code, message]);
    });

    it.each([
      ['a headcount of the wrong type', { headcount: 'forty' }],
      ['a NUL in the notes', { notes: 'a\u0000b' }],
      ['notes over 1000 characters', { notes: 'x'.repeat(1001) }],
      ['a company over 120 characters', { company: 'x'.repeat(121) }],
      ['an unknown field', { price: '0.00' }],
    ])('refuses %s with 400 and writes nothing', async (_name, event) => {
      const before = await context.db.$count(cateringLeads);
      const response = await client.submitNew(newQuoteBody(store, event));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'validation' });
      expect(await context.db.$count(cateringLeads)).toBe(before);
    });

    it('refuses an event on a day the store is closed, by its weekly hours or a dated exception', async () => {
      const closedDay = eventIn(20).date;
      const closedStore = await buildQuoteStore(context.db);
      await context.db.insert(locationHoursExceptions).values({ locationId: closedStore.location.id, date: closedDay, intervals: [], note: 'Inventory' });
      const onException = await client.submitNew(newQuoteBody(closedStore, eventIn(20)));
      expect([onException.statusCode, onException.json().code, onException.json().message]).toEqual([
        422,
        'catering_store_closed_on_date',
        `The restaurant is closed on ${closedDay}: choose another date`,
      ]);
      expect((await client.submitNew(newQuoteBody(closedStore, eventIn(21)))).statusCode).toBe(201);

      const weekdaysOnly = await buildQuoteStore(context.db);
      await context.db.delete(locationHours).where(eq(locationHours.locationId, weekdaysOnly.location.id));
      const sunday = [...Array(7).keys()].map((day) => eventIn(10 + day)).find(({ date }) => new Date(`${date}T12:00:00Z`).getUTCDay() === 0)!;
      await buildHours(context.db, weekdaysOnly.location.id, [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, active: true, opened: '00:00', closed: '00:00' })));
      const onSunday = await client.submitNew(newQuoteBody(weekdaysOnly, sunday));
      expect([onSunday.statusCode, onSunday.json().code]).toEqual([422, 'catering_store_closed_on_date']);
    });

    it('refuses a bad contact with the checkout message, and an unknown store with 404', async () => {
      const badPhone = await client.submitNew(newQuoteBody(store, {}, { contact: { ...CONTACT, phone: '123' } }));
      expect([badPhone.statusCode, badPhone.json().message]).toEqual([400, 'Not a valid phone number']);
      const unknown = await client.submitNew({ ...newQuoteBody(store), locationId: 999_999 });
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Location 999999 was not found']);
    });
  });

  describe('POST /orders/:orderId/get-a-quote', () => {
    async function quoteCart(categoryId = 3, withItem = true) {
      const orders = orderClient(context.app);
      const order = (await orders.create({ locationId: store.location.id, handoff: 'pickup', categoryId })).json();
      const itemId = categoryId === 3 ? store.tray.id : store.tea.id;
      if (withItem) expect((await orders.addItem(order.id, order.accessToken, { itemId, quantity: 3, optionIds: [] })).statusCode).toBe(201);
      return { id: order.id as string, token: order.accessToken as string };
    }
    const body = () => ({ contact: CONTACT, event: { ...eventIn(12, '11:30'), headcount: 60 } });

    it('lists a meat sold by weight by the market’s weight: 5 × 100 g at a Canadian store’s price per 100 g', async () => {
      const montreal = await buildQuoteStore(context.db, { country: 'CA', state: ['QC', 'Quebec'], city: 'Montreal', slug: 'montreal-quotes', timeZone: 'America/Toronto' });
      const brisket = await buildItem(context.db, { title: 'Brisket', unit: 'lb', sectionId: montreal.section.id, prices: { [montreal.location.id]: '7.59' } });
      const canada = { 'country-alpha-2': 'CA' };
      const orders = orderClient(context.app, canada);
      const created = await orders.create({ locationId: montreal.location.id, handoff: 'pickup', categoryId: 3 });
      expect([created.statusCode, created.json().message]).toEqual([201, undefined]);
      const order = created.json();
      const added = await orders.addItem(order.id, order.accessToken, { itemId: brisket.id, quantity: 5, optionIds: [] });
      expect([added.statusCode, added.json().message]).toEqual([201, undefined]);
      expect((await orders.addItem(order.id, order.accessToken, { itemId: montreal.tray.id, quantity: 1, optionIds: [] })).statusCode).toBe(201);
      const event = { ...eventIn(12, '11:30', 'America/Toronto'), headcount: 20 };
      const contact = { ...CONTACT, phone: '(514) 555-0142' };
      const submitted = await client.submit(order.id, { contact, event }, { ...canada, 'x-order-token': order.accessToken });
      expect([submitted.statusCode, submitted.json().message]).toEqual([201, undefined]);
      const read = await client.get(order.id, { ...canada, 'x-order-token': order.accessToken });
      expect(read.json().request.lines).toEqual([
        { title: 'Brisket', quantity: 5, unitPrice: '7.59', amount: '37.95', weightUnit: '100g' },
        { title: 'Brisket Tray', quantity: 1, unitPrice: '89.00', amount: '89.00', weightUnit: null },
      ]);
    });

    it('turns the cart into a lead with its lines, once', async () => {
      const cart = await quoteCart();
      const response = await client.submit(cart.id, body(), { 'x-order-token': cart.token });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        orderId: cart.id,
        status: { id: 14 },
        event: { time: '11:30', headcount: 60 },
        request: { lines: [{ title: 'Brisket Tray', quantity: 3, unitPrice: '89.00', amount: '267.00' }], total: '267.00' },
      });
      const again = await client.submit(cart.id, body(), { 'x-order-token': cart.token });
      expect([again.statusCode, again.json().code]).toEqual([409, 'catering_request_exists']);
      const read = await client.get(cart.id, { 'x-order-token': cart.token });
      expect([read.statusCode, read.json().number]).toEqual([200, response.json().number]);
    });

    it('reads the requested items and options in the language of the page asking, where the menu has them', async () => {
      const pack = await buildItem(context.db, {
        title: 'Drop-Off Party Pack (per guest)',
        translations: { 'fr-ca': { title: 'Forfait fête livré (par invité)' } },
        sectionId: store.section.id,
        prices: { [store.location.id]: '14.00' },
      });
      const meats = await buildOptionGroup(context.db, pack.id, {
        title: 'Meats',
        maxChoices: 2,
        options: [
          { title: 'Pulled Pork', translations: { 'fr-ca': { title: 'Porc effiloché' } } },
          { title: 'Smoked Turkey', translations: {} },
        ],
      });
      const orders = orderClient(context.app);
      const order = (await orders.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 3 })).json();
      const optionIds = meats.options.map((option) => option.id);
      expect((await orders.addItem(order.id, order.accessToken, { itemId: pack.id, quantity: 20, optionIds })).statusCode).toBe(201);
      const headers = { 'x-order-token': order.accessToken };
      expect((await client.submit(order.id, body(), { ...headers, 'accept-language': 'fr-CA' })).statusCode).toBe(201);
      const title = async (more: Record<string, string>) => (await client.get(order.id, { ...headers, ...more })).json().request.lines[0].title;
      expect(await title({ 'accept-language': 'fr-CA' })).toBe('Forfait fête livré (par invité) (Porc effiloché, Smoked Turkey)');
      expect(await title({ 'accept-language': 'en-US' })).toBe('Drop-Off Party Pack (per guest) (Pulled Pork, Smoked Turkey)');
    });

    it('refuses an everyday order, an empty cart, a wrong token and an unknown order', async () => {
      const everyday = await quoteCart(1);
      const notQuote = await client.submit(everyday.id, body(), { 'x-order-token': everyday.token });
      expect([notQuote.statusCode, notQuote.json().code]).toEqual([422, 'catering_not_a_quote_order']);
      const empty = await quoteCart(3, false);
      const noItems = await client.submit(empty.id, body(), { 'x-order-token': empty.token });
      expect([noItems.statusCode, noItems.json().code]).toEqual([422, 'catering_cart_empty']);
      const stranger = await client.submit(empty.id, body(), { 'x-order-token': 'not-the-token' });
      expect(stranger.statusCode).toBe(404);
      const unknown = await client.submit('00000000-0000-4000-8000-000000000000', body(), { 'x-order-token': empty.token });
      expect(unknown.statusCode).toBe(404);
      const notUuid = await client.submit('12', body());
      expect(notUuid.statusCode).toBe(400);
    });
  });

  describe('reading a quote', () => {
    it('opens by number with the link token or as its owner, and answers 404 to anyone else', async () => {
      const owner = await signedInCustomer(context.db);
      const other = await signedInCustomer(context.db);
      const { quote, token, orderId, orderToken } = await submitQuote(context.app, context.db, store, {}, { authorization: `Bearer ${owner.token}` });
      expect((await client.byNumber(quote.number, { 'x-quote-token': token })).statusCode).toBe(200);
      expect((await client.byNumber(quote.number, { authorization: `Bearer ${owner.token}` })).statusCode).toBe(200);
      expect((await client.get(orderId, { 'x-order-token': orderToken })).statusCode).toBe(200);
      expect((await client.get(orderId, { 'x-quote-token': token })).statusCode).toBe(200);
      const strangers: Record<string, string>[] = [{}, { 'x-quote-token': `${token}x` }, { authorization: `Bearer ${other.token}` }, { 'x-order-token': token }];
      for (const headers of strangers) {
        const byNumber = await client.byNumber(quote.number, headers);
        expect([byNumber.statusCode, byNumber.json().message]).toEqual([404, `Quote ${quote.number} was not found`]);
      }
      expect((await client.get(orderId, { authorization: `Bearer ${other.token}` })).statusCode).toBe(404);
      expect((await client.byNumber(999_999, { 'x-quote-token': token })).statusCode).toBe(404);
      expect((await client.byNumber('abc', { 'x-quote-token': token })).statusCode).toBe(400);
    });

    it("lists a signed-in buyer's quotes, newest first, and asks others to sign in", async () => {
      const buyer = await signedInCustomer(context.db);
      const auth = { authorization: `Bearer ${buyer.token}` };
      const first = await submitQuote(context.app, context.db, store, {}, auth);
      const second = await submitQuote(context.app, context.db, store, { headcount: 120 }, auth);
      const list = await client.mine(auth, '?pageSize=10');
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ total: 2, page: 1, pageSize: 10 });
      expect(list.json().data.map((quote: { number: number }) => quote.number)).toEqual([second.quote.number, first.quote.number]);
      expect(list.json().data[0].accessToken).toBeUndefined();
      expect((await client.mine()).statusCode).toBe(401);
    });
  });

  describe('POST /orders/:orderId/customer-response', () => {
    it('refuses to accept before any estimate, with the lifecycle message', async () => {
      const { orderId, token } = await submitQuote(context.app, context.db, store);
      const response = await client.respond(orderId, { response: 'accept' }, { 'x-quote-token': token });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'catering_step_not_allowed',
        message: '"Accept" does not apply to a catering lead that is "Customer created lead"',
      });
    });

    it('refuses a malformed answer, a stranger and an unknown order', async () => {
      const { orderId, token } = await submitQuote(context.app, context.db, store);
      expect((await client.respond(orderId, { response: 'maybe' }, { 'x-quote-token': token })).statusCode).toBe(400);
      expect((await client.respond(orderId, { response: 'reject', reason: 'x'.repeat(501) }, { 'x-quote-token': token })).statusCode).toBe(400);
      expect((await client.respond(orderId, { response: 'reject' }, {})).statusCode).toBe(404);
      expect((await client.respond('00000000-0000-4000-8000-000000000000', { response: 'reject' }, { 'x-quote-token': token })).statusCode).toBe(404);
    });
  });
});
