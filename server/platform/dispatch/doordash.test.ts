/**
 * The DoorDash Drive adapter against a local fake of the endpoints it uses, shaped as DoorDash
 * documents them: every call must carry a Bearer JWT (HS256 with the decoded signing secret,
 * header dd-ver DD-JWT-V1, aud doordash, iss the developer id, kid the key id, iat and exp) or it
 * answers 401; POST /drive/v2/quotes answers a Delivery with delivery_status `quote` and the fee in
 * cents; POST /drive/v2/quotes/{id}/accept and POST /drive/v2/deliveries book it (`created`);
 * GET /drive/v2/deliveries/{id} reads it; PUT /drive/v2/deliveries/{id}/cancel cancels it; errors
 * are DoorDash's { code, message, field_errors }.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { Decimal } from '@/domain/money';
import type { DoorDashSettings } from '@/server/dispatch-settings';
import { DispatchError, type DeliveryRequest } from './courier';
import { createDoorDashDispatcher, doordashToken } from './doordash';

const SECRET = Buffer.from('a fake signing secret of 32 byte').toString('base64url');
const settingsBase = { developerId: 'dev-5f1c', keyId: 'key-9a2b', signingSecret: SECRET, webhookAuthorization: 'Basic aGlja29yeTpzM2NyZXQ=' };

type Drive = Record<string, unknown> & { external_delivery_id: string; delivery_status: string };
const deliveries = new Map<string, Drive>();
const calls: { method: string; path: string; body: Record<string, unknown> }[] = [];

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

async function authorised(request: IncomingMessage): Promise<boolean> {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return false;
  try {
    const { payload, protectedHeader } = await jwtVerify(token, Buffer.from(SECRET, 'base64url'), { audience: 'doordash', algorithms: ['HS256'] });
    return protectedHeader['dd-ver'] === 'DD-JWT-V1' && payload.iss === settingsBase.developerId && payload.kid === settingsBase.keyId && typeof payload.iat === 'number';
  } catch {
    return false;
  }
}

const iso = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function driveOf(body: Record<string, unknown>, status: string): Drive {
  return {
    external_delivery_id: String(body.external_delivery_id),
    locale: 'en-US',
    order_fulfillment_method: 'standard',
    currency: String(body.currency ?? 'USD'),
    delivery_status: status,
    fee: 975,
    pickup_address: body.pickup_address,
    pickup_business_name: body.pickup_business_name,
    pickup_phone_number: body.pickup_phone_number,
    dropoff_address: body.dropoff_address,
    dropoff_phone_number: body.dropoff_phone_number,
    order_value: body.order_value,
    pickup_time_estimated: iso(14),
    dropoff_time_estimated: iso(38),
    support_reference: '1343593',
    tracking_url: `https://track.doordash.com/share/${String(body.external_delivery_id)}/track`,
    contactless_dropoff: false,
  };
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const path = request.url ?? '';
    calls.push({ method: request.method ?? '', path, body });
    response.setHeader('content-type', 'application/json');
    const answer = (status: number, json: unknown) => {
      response.statusCode = status;
      response.end(JSON.stringify(json));
    };
    if (!(await authorised(request))) return answer(401, { code: 'authentication_error', message: 'The [iss] claim in the JWT was invalid' });
    let match: RegExpExecArray | null;
    if (request.method === 'POST' && path === '/drive/v2/quotes') {
      if (String(body.dropoff_address).includes('Atlantis')) {
        return answer(400, { code: 'validation_error', message: 'Validation Failed', field_errors: [{ field: 'dropoff_address', error: 'Address not serviceable' }] });
      }
      const quote = driveOf(body, 'quote');
      deliveries.set(quote.external_delivery_id, quote);
      return answer(200, quote);
    }
    if (request.method === 'POST' && (match = /^\/drive\/v2\/quotes\/([^/]+)\/accept$/.exec(path))) {
      const quote = deliveries.get(decodeURIComponent(match[1]!));
      if (!quote) return answer(404, { code: 'not_found', message: 'Quote not found' });
      quote.delivery_status = 'created';
      return answer(200, quote);
    }
    if (request.method === 'POST' && path === '/drive/v2/deliveries') {
      if (deliveries.get(String(body.external_delivery_id))?.delivery_status === 'created') return answer(409, { code: 'duplicate_delivery_id', message: 'Delivery already exists' });
      const delivery = driveOf(body, 'created');
      deliveries.set(delivery.external_delivery_id, delivery);
      return answer(200, delivery);
    }
    if ((match = /^\/drive\/v2\/deliveries\/([^/]+)(\/cancel)?$/.exec(path))) {
      const delivery = deliveries.get(decodeURIComponent(match[1]!));
      if (!delivery) return answer(404, { code: 'not_found', message: 'Delivery not found' });
      if (request.method === 'PUT' && match[2]) {
        delivery.delivery_status = 'cancelled';
        return answer(200, delivery);
      }
      if (request.method === 'GET' && !match[2]) return answer(200, delivery);
    }
    if (path === '/drive/v2/boom') return answer(503, { code: 'service_unavailable', message: 'Try again' });
    return answer(404, { code: 'not_found', message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  calls.length = 0;
});

const settings = (over: Partial<DoorDashSettings> = {}): DoorDashSettings => ({ ...settingsBase, apiBase: base, ...over });

const request = (externalId: string, address = '15 Main St, Austin, TX 78701'): DeliveryRequest => ({
  externalId,
  pickup: { businessName: "Whitlock's Barbecue Pit", address: '900 Congress Ave, Austin, TX 78701', phone: '+15125550100' },
  dropoff: { givenName: 'Ana', familyName: 'Reyes', address, phone: '+15125550177', instructions: 'Gate code 4411' },
  orderValue: new Decimal('42.50'),
  currency: 'usd',
});

describe('doordashToken', () => {
  it('signs HS256 with the decoded secret, dd-ver DD-JWT-V1, aud doordash, iss, kid, iat and a 5-minute exp', async () => {
    const now = new Date('2026-11-30T18:00:00Z');
    const token = await doordashToken(settings(), now);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT', 'dd-ver': 'DD-JWT-V1' });
    const { payload } = await jwtVerify(token, Buffer.from(SECRET, 'base64url'), { currentDate: now });
    expect(payload).toEqual({ aud: 'doordash', iss: 'dev-5f1c', kid: 'key-9a2b', iat: 1796061600, exp: 1796061900 });
  });
});

describe('createDoorDashDispatcher', () => {
  it('quotes: order value in cents, fee in dollars as a Decimal, times from the estimates, valid 5 minutes', async () => {
    const now = new Date();
    const quote = await createDoorDashDispatcher({ settings: settings(), now: () => now }).quote(request('hk-q-1'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/drive/v2/quotes', body: { external_delivery_id: 'hk-q-1', order_value: 4250, currency: 'USD', dropoff_contact_given_name: 'Ana' } });
    expect(quote.fee.toFixed(2)).toBe('9.75');
    expect(quote.currency).toBe('USD');
    expect(quote.pickupAt.getTime()).toBeGreaterThan(now.getTime());
    expect(quote.expiresAt.getTime() - now.getTime()).toBe(5 * 60_000);
  });

  it('books a fresh quote by accepting it, and an expired one as a new delivery', async () => {
    const dispatcher = createDoorDashDispatcher({ settings: settings() });
    const quote = await dispatcher.quote(request('hk-q-2'));
    const booked = await dispatcher.create(request('hk-q-2'), quote);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/drive/v2/quotes/hk-q-2/accept' });
    expect(booked).toMatchObject({ externalId: 'hk-q-2', stage: 'requested', providerRef: '1343593', trackingUrl: 'https://track.doordash.com/share/hk-q-2/track' });

    const stale = { ...(await dispatcher.quote(request('hk-q-3'))), expiresAt: new Date(Date.now() - 1) };
    await dispatcher.create(request('hk-q-3'), stale);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/drive/v2/deliveries', body: { external_delivery_id: 'hk-q-3', order_value: 4250 } });
  });

  it('reads a delivery and cancels it', async () => {
    const dispatcher = createDoorDashDispatcher({ settings: settings() });
    await dispatcher.create(request('hk-q-4'), null);
    const booked = { externalId: 'hk-q-4', providerRef: '1343593', bookedAt: new Date() };
    expect((await dispatcher.status(booked, new Date())).stage).toBe('requested');
    expect((await dispatcher.cancel(booked)).stage).toBe('cancelled');
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', path: '/drive/v2/deliveries/hk-q-4/cancel' });
  });

  it('answers DoorDash refusals, unknown deliveries and bad keys as typed errors', async () => {
    const dispatcher = createDoorDashDispatcher({ settings: settings() });
    await expect(dispatcher.quote(request('hk-q-5', '1 Sunken Rd, Atlantis'))).rejects.toEqual(expect.objectContaining({ reason: 'refused', message: expect.stringContaining('Validation Failed') }));
    await expect(dispatcher.status({ externalId: 'hk-none', providerRef: null, bookedAt: new Date() }, new Date())).rejects.toEqual(expect.objectContaining({ reason: 'not_found' }));
    const wrongKey = createDoorDashDispatcher({ settings: settings({ keyId: 'key-other' }) });
    await expect(wrongKey.quote(request('hk-q-6'))).rejects.toBeInstanceOf(DispatchError);
    await expect(wrongKey.quote(request('hk-q-6'))).rejects.toEqual(expect.objectContaining({ reason: 'unavailable' }));
  });

  it('answers an unreachable API as unavailable', async () => {
    const dispatcher = createDoorDashDispatcher({ settings: settings({ apiBase: 'http://127.0.0.1:9' }) });
    await expect(dispatcher.quote(request('hk-q-7'))).rejects.toEqual(expect.objectContaining({ reason: 'unavailable' }));
  });
});

describe('readWebhook', () => {
  const dispatcher = () => createDoorDashDispatcher({ settings: settings() });
  const event = {
    event_name: 'DASHER_PICKED_UP',
    created_at: '2026-11-30T18:20:11.543000Z',
    external_delivery_id: 'hk-q-2',
    dasher_name: 'Sam',
    tracking_url: 'https://track.doordash.com/share/hk-q-2/track',
    delivery_status: 'picked_up',
  };

  it('accepts a report with the Authorization the portal sends, with one id for its retries', () => {
    const first = dispatcher().readWebhook({ authorization: settingsBase.webhookAuthorization, body: event });
    const retry = dispatcher().readWebhook({ authorization: settingsBase.webhookAuthorization, body: { ...event } });
    expect(first).toEqual({ ok: true, report: expect.objectContaining({ externalId: 'hk-q-2', stage: 'picked_up', event: 'DASHER_PICKED_UP', trackingUrl: event.tracking_url }) });
    expect(first.ok && retry.ok && first.report.id === retry.report.id).toBe(true);
    const later = dispatcher().readWebhook({ authorization: settingsBase.webhookAuthorization, body: { ...event, event_name: 'DASHER_DROPPED_OFF' } });
    expect(later.ok && first.ok && later.report.id !== first.report.id && later.report.stage).toBe('dropped_off');
  });

  it('refuses a missing or wrong Authorization, and a body that is not a Drive event', () => {
    expect(dispatcher().readWebhook({ authorization: undefined, body: event })).toEqual({ ok: false, problem: 'unverified' });
    expect(dispatcher().readWebhook({ authorization: 'Basic d3Jvbmc6d3Jvbmc=', body: event })).toEqual({ ok: false, problem: 'unverified' });
    expect(dispatcher().readWebhook({ authorization: settingsBase.webhookAuthorization, body: { event_name: 'DASHER_PICKED_UP' } })).toEqual({ ok: false, problem: 'unreadable' });
    expect(dispatcher().readWebhook({ authorization: settingsBase.webhookAuthorization, body: null })).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('keeps only https tracking links, and moves no stage for events it does not map', () => {
    const reading = dispatcher().readWebhook({ authorization: settingsBase.webhookAuthorization, body: { ...event, event_name: 'DELIVERY_BATCHED', tracking_url: 'javascript:alert(1)' } });
    expect(reading).toEqual({ ok: true, report: expect.objectContaining({ stage: null, trackingUrl: null }) });
  });
});
