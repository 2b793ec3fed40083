/**
 * The page's side of the hosted card fields (domain/payments/hosted-fields.ts): it listens to
 * messages from the frame only (the processor's origin AND the frame's own window), follows the
 * frame's height, and asks it to tokenize with a request id per call. It posts to the processor's
 * origin only, never '*', so nothing reaches a frame that navigated elsewhere.
 *
 * The frame must say `ready` within READY_TIMEOUT_MS, else the fields are unavailable (the
 * processor is down) until `retry`; a `tokenize` answered within TOKENIZE_TIMEOUT_MS, else failed.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { readFrameMessage, tokenizeMessage, type HostedCard, type HostedFieldError } from '@/domain/payments/hosted-fields';
import { newIdempotencyKey } from './attempt-keys';

export const READY_TIMEOUT_MS = 15_000;
export const TOKENIZE_TIMEOUT_MS = 20_000;

/** The frame's answer to tokenize: the card's token, the fields at fault, or why nothing came. */
export type HostedFieldsAnswer = { card: HostedCard } | { invalid: HostedFieldError[] } | { failed: string };

export type HostedFieldsStatus = 'loading' | 'ready' | 'unavailable';

type Pending = { resolve: (answer: HostedFieldsAnswer) => void; timer: ReturnType<typeof setTimeout> };

/** The origin of the processor's URL, or null when it is not a URL. */
export function gatewayOriginOf(gatewayUrl: string): string | null {
  try {
    const { origin } = new URL(gatewayUrl);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * `frame`: the iframe; `noAnswer`: the failed text when the frame does not answer (or is not ready).
 * `attempt` changes on every retry: a new frame, a new wait for `ready`.
 */
export function useHostedFields(frame: RefObject<HTMLIFrameElement | null>, gatewayUrl: string, noAnswer: string) {
  const origin = gatewayOriginOf(gatewayUrl);
  const [status, setStatus] = useState<HostedFieldsStatus>('loading');
  const [height, setHeight] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const pending = useRef(new Map<string, Pending>());
  const ready = useRef(false);

  useEffect(() => {
    const handleMessage = (event: MessageEvent) => {
      if (origin === null || event.origin !== origin) return;
      const frameWindow = frame.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const message = readFrameMessage(event.data);
      if (!message) return;
      if (message.type === 'ready' || message.type === 'resize') {
        setHeight(message.height);
        if (message.type === 'ready') {
          ready.current = true;
          setStatus('ready');
        }
        return;
      }
      const waiting = pending.current.get(message.requestId);
      if (!waiting) return;
      pending.current.delete(message.requestId);
      clearTimeout(waiting.timer);
      if (message.type === 'tokenized') waiting.resolve({ card: message.card });
      else if (message.type === 'invalid') waiting.resolve({ invalid: message.errors });
      else waiting.resolve({ failed: message.message });
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [frame, origin]);

  // A new frame (first load or retry) has READY_TIMEOUT_MS to say it is ready.
  useEffect(() => {
    ready.current = false;
    setStatus('loading');
    const timer = setTimeout(() => {
      if (!ready.current) setStatus('unavailable');
    }, READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [attempt]);

  // Requests still waiting when the fields go away are answered: nobody waits for good.
  useEffect(() => {
    const waiting = pending.current;
    return () => {
      for (const [id, entry] of waiting) {
        clearTimeout(entry.timer);
        entry.resolve({ failed: noAnswer });
        waiting.delete(id);
      }
    };
  }, [noAnswer]);

  const tokenize = useCallback((): Promise<HostedFieldsAnswer> => {
    const target = frame.current?.contentWindow;
    if (!ready.current || !target || origin === null) return Promise.resolve({ failed: noAnswer });
    const requestId = newIdempotencyKey();
    return new Promise<HostedFieldsAnswer>((resolve) => {
      const timer = setTimeout(() => {
        pending.current.delete(requestId);
        resolve({ failed: noAnswer });
      }, TOKENIZE_TIMEOUT_MS);
      pending.current.set(requestId, { resolve, timer });
      target.postMessage(tokenizeMessage(requestId), origin);
    });
  }, [frame, origin, noAnswer]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { status, height, attempt, tokenize, retry };
}
