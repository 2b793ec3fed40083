/**
 * The Twilio adapter against a local fake of the one endpoint it uses, shaped as Twilio documents
 * it: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP basic auth with the account SID
 * and auth token, a form body (To, From or MessagingServiceSid, Body), a 201 with the Message
 * resource, or a 4xx with Twilio's error object.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type { TwilioSettings } from '@/server/twilio-settings';
import { createTwilioSender } from './twilio';

const ACCOUNT = 'AC' + 'a'.repeat(32);
const TOKEN = 'f'.repeat(32);

type Received = { path: string; auth: string; form: URLSearchParams };

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let server: Server;
let base: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const form = new URLSearchParams(await bodyOf(request));
    received.push({ path: request.url ?? '', auth: request.headers.authorization ?? '', form });
    const expectedAuth = `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`;
    response.setHeader('content-type', 'application/json');
    if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`) {
      response.statusCode = 404;
      return response.end(JSON.stringify({ code: 20404, message: 'The requested resource was not found', status: 404 }));
    }
    if (request.headers.authorization !== expectedAuth) {
      response.statusCode = 401;
      return response.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
    }
    if (!/^\+[1-9]\d{7,14}$/.test(form.get('To') ?? '')) {
      response.statusCode = 400;
      return response.end(JSON.stringify({ code: 21211, message: `The 'To' number ${form.get('To')} is not a valid phone number.`, status: 400 }));
    }
    response.statusCode = 201;
    response.end(
      JSON.stringify({
        sid: `SM${'0'.repeat(31)}${received.length}`,
        account_sid: ACCOUNT,
        to: form.get('To'),
        from: form.get('From'),
        messaging_service_sid: form.get('MessagingServiceSid'),
        body: form.get('Body'),
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${ACCOUNT}/Messages/SM1.json`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

const settings = (over: Partial<TwilioSettings> = {}): TwilioSettings => ({ accountSid: ACCOUNT, authToken: TOKEN, from: { number: '+15125550100' }, apiBase: base, ...over });

describe('createTwilioSender', () => {
  it('creates a Message from the sending number, signed in with the account, and answers its SID', async () => {
    const receipt = await createTwilioSender(settings()).send({ to: '+12145550177', body: 'Your order 100123 is ready' });
    expect(receipt).toEqual({ providerId: expect.stringMatching(/^SM/), kept: false });
    expect(received).toHaveLength(1);
    expect(received[0]!.form.get('To')).toBe('+12145550177');
    expect(received[0]!.form.get('From')).toBe('+15125550100');
    expect(received[0]!.form.get('Body')).toBe('Your order 100123 is ready');
    expect(received[0]!.form.has('MessagingServiceSid')).toBe(false);
  });

  it('sends through a messaging service when one is set instead of a number', async () => {
    const service = 'MG' + 'b'.repeat(32);
    await createTwilioSender(settings({ from: { messagingServiceSid: service } })).send({ to: '+14165550123', body: 'Votre commande est prête' });
    expect(received[0]!.form.get('MessagingServiceSid')).toBe(service);
    expect(received[0]!.form.has('From')).toBe(false);
    expect(received[0]!.form.get('Body')).toBe('Votre commande est prête');
  });

  it('fails with Twilio’s message when Twilio refuses the number', async () => {
    await expect(createTwilioSender(settings()).send({ to: '+1', body: 'x' })).rejects.toThrow(/not a valid phone number/);
  });

  it('fails when the auth token is wrong', async () => {
    await expect(createTwilioSender(settings({ authToken: 'e'.repeat(32) })).send({ to: '+12145550177', body: 'x' })).rejects.toThrow(/Authenticate/);
  });

  it('accepts an inbound webhook signed with the auth token, and refuses a forged or altered one', () => {
    const sender = createTwilioSender(settings());
    const url = 'https://api.example.com/online-ordering/text-alerts/inbound';
    const params = { From: '+12145550177', To: '+15125550100', Body: 'STOP', MessageSid: 'SM1' };
    const signature = twilio.getExpectedTwilioSignature(TOKEN, url, params);
    expect(sender.verifyInbound({ signature, url, params })).toBe(true);
    expect(sender.verifyInbound({ signature, url, params: { ...params, From: '+12145550199' } })).toBe(false);
    expect(sender.verifyInbound({ signature: twilio.getExpectedTwilioSignature('0'.repeat(32), url, params), url, params })).toBe(false);
    expect(sender.verifyInbound({ signature: '', url, params })).toBe(false);
  });
});
