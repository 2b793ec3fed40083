/**
 * Test helper for jsdom: plays the processor's hosted card fields frame. jsdom does not load the
 * frame, so the frame's messages are dispatched on the page's window as the browser would deliver
 * them (the processor's origin, the iframe's window as source), and what the page posts to the
 * frame is recorded and answered.
 */
import { act, waitFor } from '@testing-library/react';
import { HOSTED_FIELDS_TAG, type FrameToPage, type HostedCard, type HostedFieldError, type PageToFrame } from '@/domain/payments/hosted-fields';

export const GATEWAY_URL = 'http://gateway.test:4010';
export const GATEWAY_ORIGIN = 'http://gateway.test:4010';
export const CARD_FIELDS = { kind: 'sandbox' as const, gatewayUrl: GATEWAY_URL };

export const cardOf = (last4: string): HostedCard => ({ token: `tok_${last4}`, brand: 'visa', last4, expMonth: 12, expYear: 2031 });

/** How the fake frame answers a tokenize request: the card, the fields at fault, a failure, or nothing. */
export type FrameReply = { card: HostedCard } | { invalid: HostedFieldError[] } | { failed: string } | 'silent';

export function hostedFrame(): HTMLIFrameElement {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[name="hosted-card-fields"]');
  if (!frame?.contentWindow) throw new Error('No hosted card fields frame on the page');
  return frame;
}

/** Delivers `data` to the page as a message from `origin` and `source` (the frame's by default). */
export function postFromFrame(data: unknown, from: { origin?: string; source?: Window | null } = {}): void {
  const event = new MessageEvent('message', { data, origin: from.origin ?? GATEWAY_ORIGIN, source: from.source === undefined ? hostedFrame().contentWindow : from.source });
  act(() => {
    window.dispatchEvent(event);
  });
}

type Sent = { message: PageToFrame; targetOrigin: string };

/**
 * Waits for the frame, says `ready`, and answers each tokenize with the next of `replies` (the
 * last one repeats). Returns what the page posted to the frame.
 */
export async function readyFrame(...replies: FrameReply[]): Promise<{ sent: Sent[]; frame: HTMLIFrameElement }> {
  const frame = await waitFor(hostedFrame);
  const sent: Sent[] = [];
  const frameWindow = frame.contentWindow!;
  jest.spyOn(frameWindow, 'postMessage').mockImplementation(((message: PageToFrame, targetOrigin: string) => {
    sent.push({ message, targetOrigin });
    const reply = replies[Math.min(sent.length - 1, replies.length - 1)] ?? 'silent';
    if (reply === 'silent') return;
    const { requestId } = message;
    const answer: FrameToPage =
      'card' in reply
        ? { tag: HOSTED_FIELDS_TAG, type: 'tokenized', requestId, card: reply.card }
        : 'invalid' in reply
          ? { tag: HOSTED_FIELDS_TAG, type: 'invalid', requestId, errors: reply.invalid }
          : { tag: HOSTED_FIELDS_TAG, type: 'failed', requestId, message: reply.failed };
    setTimeout(() => postFromFrame(answer), 0);
  }) as Window['postMessage']);
  postFromFrame({ tag: HOSTED_FIELDS_TAG, type: 'ready', height: 180 });
  return { sent, frame };
}
