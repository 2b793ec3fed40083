import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { testConfig } from '@/server/test/build-app';
import { createAppMail } from '@/server/platform/mail';
import { createCateringModule } from './index';
import { CATERING_LIFECYCLE_JOB, runCateringLifecycle } from './lifecycle-job';
import { buildQuoteStore, estimateInput, holdsOf, leadActions, mailsTo, quoteClient, submitQuote } from './test-quotes';

const DAY_MS = 86_400_000;
const staff = { kind: 'staff' as const, id: 'staff-1' };

describe.each(testDatabases())('the catering-lifecycle job on %s', (kind) => {
  let context: TestApp;
  let run: (now: Date) => ReturnType<typeof runCateringLifecycle>;

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
    const [config, db, log] = [testConfig(), context.db, context.app.log];
    const { mail } = createCateringModule({ config, db, log, mailer: createAppMail({ config, db, log, transport: null }).mailer });
    run = (now) => runCateringLifecycle(mail, now);
  });
  afterAll(() => context.close());

  const leadOf = (leadId: string) => context.db.query.cateringLeads.findFirst({ where: (leads, { eq }) => eq(leads.id, leadId) });

  it('is a scheduled job of the app', () => {
    expect(context.app.jobs.list().map((job) => job.name)).toContain(CATERING_LIFECYCLE_JOB);
  });

  it("expires an estimate whose valid-until passed and gives its kitchen window back, once", async () => {
    const store = await buildQuoteStore(context.db, { slotCapacity: 2 });
    const first = await submitQuote(context.app, context.db, store, { headcount: 50 });
    const second = await submitQuote(context.app, context.db, store, { headcount: 50 });
    const actions = leadActions(context.app, context.db);
    const sent = await actions.sendEstimate(first.leadId, estimateInput(), staff);
    const afterExpiry = new Date(sent.after.estimate!.validUntil.getTime() + 60_000);
    await run(afterExpiry);
    expect((await leadOf(first.leadId))!.statusId).toBe(17);
    expect(await holdsOf(context.db, first.leadId)).toEqual([]);
    expect((await run(afterExpiry)).moved).toBe(0);
    // The freed window can be promised to the other buyer.
    expect((await actions.sendEstimate(second.leadId, estimateInput(), staff)).to).toBe(2);
  });

  it('sends each reminder and the feedback request once, in the buyer\'s language, and completes the event', async () => {
    const store = await buildQuoteStore(context.db);
    const { leadId, orderId, token, quote } = await submitQuote(context.app, context.db, store, {}, { 'accept-language': 'ja-JP' });
    const actions = leadActions(context.app, context.db);
    await actions.sendEstimate(leadId, estimateInput(), staff);
    await quoteClient(context.app).respond(orderId, { response: 'accept' }, { 'x-quote-token': token });
    await actions.recordOfflinePayment(leadId, { method: 'cash', amount: '54.94' }, staff);
    await actions.moveLead(leadId, 'confirm', staff);
    const startsAt = Date.parse(quote.event.startsAt);

    expect(await run(new Date())).toMatchObject({ moved: 1, reminders: 0 });
    expect((await leadOf(leadId))!.statusId).toBe(9);
    const threeDaysBefore = new Date(startsAt - 3 * DAY_MS);
    const [one, two] = await Promise.all([run(threeDaysBefore), run(threeDaysBefore)]);
    expect(one.reminders + two.reminders).toBe(1);
    expect((await leadOf(leadId))!.statusId).toBe(7);
    expect((await run(new Date(startsAt - DAY_MS))).reminders).toBe(1);
    expect((await run(new Date(startsAt - DAY_MS + 60_000))).reminders).toBe(0);
    const dayAfter = new Date(startsAt + DAY_MS);
    expect(await run(dayAfter)).toMatchObject({ moved: 1, feedback: 1 });
    expect(await run(dayAfter)).toMatchObject({ moved: 0, feedback: 0 });
    expect((await leadOf(leadId))!.statusId).toBe(10);
    expect(await holdsOf(context.db, leadId)).toEqual([]);

    const mails = await mailsTo(context.db, orderId);
    expect(mails.map((mail) => mail.kind)).toEqual([
      'catering-received', 'catering-estimate-1', 'catering-paid', 'catering-reminder-3', 'catering-reminder-1', 'catering-feedback',
    ]);
    expect(mails[3]!.subject).toBe('ケータリングのイベントまであと 3 日です');
    expect(mails[5]!.subject).toBe('ケータリングはいかがでしたか？');
    // The feedback request opens the feedback form in the buyer's market, the quote's number filled in.
    expect(mails[5]!.text).toMatch(new RegExp(`/jp/ja/catering/feedback\\?quote=${quote.number}\\s`));
    expect(mails[5]!.text).not.toContain('/catering/quotes/');
  });
});
