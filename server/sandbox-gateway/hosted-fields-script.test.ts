/**
 * @jest-environment jsdom
 */
import { HOSTED_FIELDS_TAG, readFrameMessage, tokenizeMessage } from '@/domain/payments/hosted-fields';
import { hostedFieldsPage } from './hosted-fields-page';
import { readHostedFieldsAssets } from './assets';

const PARENT = 'https://order.whitlocks.example';
const CARD = { token: 'tok_sbx_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };

type Posted = { message: unknown; targetOrigin: string };
type Answer = { status: number; body: unknown } | 'network-down';

/**
 * Runs the frame script in this document as if framed by PARENT: `post` collects what it sends
 * the parent, `deliver` hands it a message event, `answers` are the server's replies in order.
 */
function startFrame(answers: Answer[], parentOrigin = PARENT) {
  const html = hostedFieldsPage(parentOrigin, 'fr-CA');
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html[^>]*>/i, '').replace(/<\/html>\s*$/, '');
  const bodyMatch = /<body([^>]*)>/.exec(html)?.[1] ?? '';
  for (const [, name, value] of bodyMatch.matchAll(/([\w-]+)="([^"]*)"/g)) document.body.setAttribute(name!, value!.replace(/&#39;/g, "'"));
  const posted: Posted[] = [];
  const requests: { url: string; body: unknown }[] = [];
  let listener: ((event: { origin: string; source: unknown; data: unknown }) => void) | undefined;
  const parent = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  const frameWindow = {
    parent,
    addEventListener: (type: string, handler: typeof listener) => {
      if (type === 'message') listener = handler;
    },
  };
  const fetch = async (url: string, init: { body: string }) => {
    requests.push({ url, body: JSON.parse(init.body) });
    const answer = answers.shift();
    if (!answer || answer === 'network-down') throw new TypeError('Failed to fetch');
    return { status: answer.status, json: async () => answer.body };
  };
  const { script } = readHostedFieldsAssets();
  new Function('window', 'document', 'fetch', 'ResizeObserver', script)(frameWindow, document, fetch, undefined);
  const deliver = (data: unknown, origin = PARENT, source: unknown = parent) => listener?.({ origin, source, data });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const type = (field: string, value: string) => {
    const input = document.getElementById(field) as HTMLInputElement;
    input.value = value;
    input.dispatchEvent(new Event('input'));
  };
  return { posted, requests, deliver, settle, type, listening: () => listener !== undefined };
}

describe('the hosted fields frame script', () => {
  it('says ready to its parent origin only, in the protocol', () => {
    const frame = startFrame([]);
    expect(frame.posted).toHaveLength(1);
    expect(frame.posted[0]!.targetOrigin).toBe(PARENT);
    expect(readFrameMessage(frame.posted[0]!.message)).toMatchObject({ tag: HOSTED_FIELDS_TAG, type: 'ready' });
  });

  it('ignores tokenize messages from another origin, another window, or of another shape', async () => {
    const frame = startFrame([{ status: 200, body: CARD }]);
    frame.deliver(tokenizeMessage('r1'), 'https://evil.example');
    frame.deliver(tokenizeMessage('r2'), PARENT, {});
    frame.deliver({ tag: 'other-frames', type: 'tokenize', requestId: 'r3' });
    frame.deliver({ tag: HOSTED_FIELDS_TAG, type: 'tokenize' });
    await frame.settle();
    expect(frame.requests).toEqual([]);
    expect(frame.posted).toHaveLength(1);
  });

  it('does not run for a parent origin that is not a bare origin', () => {
    const frame = startFrame([], 'javascript:alert(1)');
    expect(frame.posted).toEqual([]);
    expect(frame.listening()).toBe(false);
  });

  it('answers tokenize with the card, and the same card again while the fields are unchanged', async () => {
    const frame = startFrame([{ status: 200, body: CARD }, { status: 200, body: { ...CARD, token: 'tok_sbx_2' } }]);
    frame.type('number', '4242 4242 4242 4242');
    frame.type('expiry', '12/30');
    frame.type('cvc', '123');
    frame.deliver(tokenizeMessage('r1'));
    await frame.settle();
    frame.deliver(tokenizeMessage('r2'));
    await frame.settle();
    expect(frame.requests).toEqual([{ url: '/v1/tokens?locale=fr-CA', body: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } }]);
    const answers = frame.posted.slice(1).map((post) => readFrameMessage(post.message));
    expect(answers).toEqual([
      { tag: HOSTED_FIELDS_TAG, type: 'tokenized', requestId: 'r1', card: CARD },
      { tag: HOSTED_FIELDS_TAG, type: 'tokenized', requestId: 'r2', card: CARD },
    ]);
    frame.type('cvc', '124');
    frame.deliver(tokenizeMessage('r3'));
    await frame.settle();
    expect(frame.requests).toHaveLength(2);
    expect(readFrameMessage(frame.posted.at(-1)!.message)).toMatchObject({ type: 'tokenized', requestId: 'r3', card: { token: 'tok_sbx_2' } });
  });

  it.each([
    ['a Visa in fours', 'number', '4242424242424242', '4242 4242 4242 4242'],
    ['a number typed halfway', 'number', '424242', '4242 42'],
    ['an American Express card 4-6-5', 'number', '378282246310005', '3782 822463 10005'],
    ['a 19-digit card', 'number', '6011000990139424123', '6011 0009 9013 9424 123'],
    ['letters and pasted spaces dropped', 'number', '4242-4242 4242x4242', '4242 4242 4242 4242'],
    ['the month, then the slash', 'expiry', '12', '12/'],
    ['a short year', 'expiry', '1234', '12/34'],
    ['a long year', 'expiry', '12/2034', '12/2034'],
  ])('groups %s as typed', (_name, field, typed, shown) => {
    const frame = startFrame([]);
    frame.type(field, typed);
    expect((document.getElementById(field) as HTMLInputElement).value).toBe(shown);
  });

  it('keeps the numeric keyboard and the autofill names of the card fields', () => {
    startFrame([]);
    const attributes = (field: string) => ['inputmode', 'autocomplete'].map((name) => document.getElementById(field)!.getAttribute(name));
    expect(attributes('number')).toEqual(['numeric', 'cc-number']);
    expect(attributes('expiry')).toEqual(['numeric', 'cc-exp']);
    expect(attributes('cvc')).toEqual(['numeric', 'cc-csc']);
  });

  it('shows field errors inline, focuses the first, and says invalid', async () => {
    const errors = [
      { field: 'expiry', code: 'expired', message: 'La carte est expirée' },
      { field: 'cvc', code: 'cvc_required', message: 'Le code de sécurité est obligatoire' },
    ];
    const frame = startFrame([{ status: 400, body: { code: 'invalid_card', fieldErrors: errors } }]);
    frame.deliver(tokenizeMessage('r1'));
    await frame.settle();
    const expiry = document.getElementById('expiry')!;
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('expiry-error')!.textContent).toBe('La carte est expirée');
    expect(document.getElementById('number')!.getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(expiry);
    expect(readFrameMessage(frame.posted.at(-1)!.message)).toEqual({
      tag: HOSTED_FIELDS_TAG,
      type: 'invalid',
      requestId: 'r1',
      errors: errors.map(({ field, message }) => ({ field, message })),
    });
  });

  it.each([
    ['the service is unreachable', 'network-down' as const],
    ['the service fails', { status: 500, body: { code: 'internal' } }],
  ])('says failed in the diner language when %s, and asks again next time', async (_name, answer) => {
    const frame = startFrame([answer, { status: 200, body: CARD }]);
    frame.deliver(tokenizeMessage('r1'));
    await frame.settle();
    expect(readFrameMessage(frame.posted.at(-1)!.message)).toEqual({
      tag: HOSTED_FIELDS_TAG,
      type: 'failed',
      requestId: 'r1',
      message: 'Le service de paiement par carte est injoignable. Réessayez dans un instant.',
    });
    frame.deliver(tokenizeMessage('r2'));
    await frame.settle();
    expect(frame.requests).toHaveLength(2);
    expect(readFrameMessage(frame.posted.at(-1)!.message)).toMatchObject({ type: 'tokenized', requestId: 'r2' });
  });
});
