/** Fixtures of the privacy suite: bodies a person would send, a client of the routes, and the links of the emails. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '@/server/app';
import type { Database } from '@/server/db/client';
import * as t from '@/server/db/schema';
import { freshIp } from '@/server/modules/surveys/test-surveys';
import type { FileStorage } from '@/server/storage';

const PREFIX = '/online-ordering/survey-management';

export function requestBody(overrides: object = {}) {
  return { requestType: 'know', requestorType: 'consumer', firstName: 'Ada', lastName: 'Pitmaster', email: 'ada@example.com', phone: '(512) 555-0142', ...overrides };
}

export function doNotSellBody(overrides: object = {}) {
  return { firstName: 'Zoé', lastName: 'Fumé', email: 'zoe@example.com', ...overrides };
}

type Headers = Record<string, string>;

export function privacyClient(app: App) {
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    requestTypes: (headers: Headers = {}) => app.inject({ method: 'GET', url: `${PREFIX}/ccpa-privacy-request-form/request-types`, headers }),
    requestorTypes: (headers: Headers = {}) => app.inject({ method: 'GET', url: `${PREFIX}/ccpa-privacy-request-form/requestor-types`, headers }),
    submit: (payload: object, headers: Headers = {}, ip = freshIp()) =>
      app.inject({ method: 'POST', url: `${PREFIX}/ccpa-privacy-request-form`, payload, headers, remoteAddress: ip }),
    confirm: (requestId: string, token: unknown, ip = freshIp()) =>
      app.inject({ method: 'POST', url: `${PREFIX}/ccpa-privacy-request-form/${requestId}/confirmation`, payload: { token }, remoteAddress: ip }),
    download: (requestId: string, token: string) =>
      app.inject({ method: 'GET', url: `${PREFIX}/ccpa-privacy-request-form/${requestId}/export?token=${encodeURIComponent(token)}` }),
    doNotSell: (payload: object, headers: Headers = {}, ip = freshIp()) =>
      app.inject({ method: 'POST', url: `${PREFIX}/do-not-sell-my-personal-information`, payload, headers, remoteAddress: ip }),
    staffRequests: (token?: string, query = '') => app.inject({ method: 'GET', url: `/online-ordering/staff/privacy-requests${query}`, headers: auth(token) }),
  };
}

export async function mailsOfKind(db: Database, kind: string, to: string) {
  return db.query.outboxEmails.findMany({ where: (mails, { and, eq }) => and(eq(mails.kind, kind), eq(mails.toAddress, to)) });
}

/** The request id and token of a received request's confirmation link. */
export async function confirmLinkOf(db: Database, to: string): Promise<{ requestId: string; token: string; url: string }> {
  const [mail] = await mailsOfKind(db, 'privacy-request-received', to);
  const url = /https?:\/\/\S+\/contact\/ccpa-privacy-form\/confirm\?request=([0-9a-f-]{36})&token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!url) throw new Error(`no confirmation link mailed to ${to}`);
  return { url: url[0], requestId: url[1]!, token: url[2]! };
}

/** An account with an address, a vehicle and a saved card: what a signed-up diner holds. */
export async function buildCustomer(db: Database, email: string) {
  const [customer] = await db
    .insert(t.customers)
    .values({ email, firstName: 'Ada', lastName: 'Pitmaster', phone: '(512) 555-0142', passwordHash: 'scrypt$1$1$1$aa$bb', referralCode: `REF-${randomUUID().slice(0, 8)}`, city: 'Dallas' })
    .returning();
  const id = customer!.id;
  await db.insert(t.customerAddresses).values({ customerId: id, kindId: 1, address: '1 Main St', city: 'Dallas', zip: '75206', isPrimary: true });
  await db.insert(t.customerVehicles).values({ customerId: id, make: 'Ford', model: 'F-150', colour: 'Red' });
  await db.insert(t.savedCards).values({ customerId: id, processor: 'sandbox', customerRef: `cus_sbx_secret_${id}`, paymentMethodRef: `pm_sbx_secret_visa_${id}`, tokenHash: 'a'.repeat(64), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
  return customer!;
}

/**
 * What a diner leaves across the chain besides the account and the orders: points, a reward bought
 * with points and an achievement's, a mystery reveal, a birthday, the code they were referred by,
 * the feedback on an order, a talk-to and a general feedback submission, and a job
 * application whose file is in storage. Answers the application's file key.
 */
export async function buildDinerRecords(
  db: Database,
  storage: FileStorage,
  person: { email: string; customerId: number; orderId: string; locationId: number },
): Promise<{ fileKey: string }> {
  const { email, customerId, orderId, locationId } = person;
  const rewardId = randomUUID();
  await db.insert(t.pointsLedger).values([
    { customerId, points: 120, reason: 'order_earned', orderId, key: `order-earned:${orderId}` },
    { customerId, points: -50, reason: 'store_redeemed', rewardId, key: `store:${customerId}:${rewardId}` },
  ]);
  await db.insert(t.walletRewards).values([
    { id: rewardId, customerId, rewardTypeId: 3, rewardKindId: 3, couponCode: 'BRISKET-FREE', title: 'Free brisket sandwich', pointsSpent: 50 },
    { id: randomUUID(), customerId, rewardTypeId: 3, rewardSourceId: 3, rewardKindId: 3, title: 'First order treat', grantKey: `achievement:${customerId}:first-order` },
  ]);
  await db.insert(t.mysteryReveals).values({ id: randomUUID(), customerId, sequence: 1, prizeKey: 'banana-pudding' });
  await db.insert(t.customerBirthdays).values({ customerId, month: 7, day: 4 });
  await db.update(t.customers).set({ referredByCode: 'FRIEND-42' }).where(eq(t.customers.id, customerId));
  await db.insert(t.orderFeedback).values({ orderId, brandId: 4, locationId, customerId, locale: 'en-us', rating: 2, comment: 'My name is Ada and the ribs were cold' });
  const contact = { brandId: 4, countryCode: 'US' as const, locale: 'en-us' as const, firstName: 'Ada', lastName: 'Pitmaster', email: email.toUpperCase() };
  await db.insert(t.talkToSubmissions).values({ ...contact, id: randomUUID(), locationId, phone: '(512) 555-0142', visitDate: '2030-03-01', visitTypeId: 1, message: 'Call me back about my visit' });
  await db.insert(t.generalFeedback).values({ ...contact, id: randomUUID(), feedbackTypeId: 2, message: 'Open a store near my house' });
  const applicationId = randomUUID();
  const fileKey = `job-applications/${applicationId}.pdf`;
  await storage.put(fileKey, Buffer.from('%PDF-1.4 Ada Pitmaster résumé'), 'application/pdf');
  await db.insert(t.jobApplications).values({
    ...contact,
    id: applicationId,
    locationId,
    positionId: 2,
    phone: '(512) 555-0142',
    days: ['mon', 'sat'],
    shifts: ['evening'],
    fileKey,
    fileKind: 'pdf',
    fileBytes: 29,
  });
  return { fileKey };
}
