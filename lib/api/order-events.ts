/**
 * The live status of an order: GET /online-ordering/orders/:orderId/events, a server-sent event
 * stream read with fetch (so the order token travels as a header, as on every order call, and
 * never in a URL). Each `status` event goes to `onStatus`; the promise settles when the server
 * ends the stream, and rejects when the answer is not a stream or the connection fails.
 */
import type { WireOrderStatusEvent } from '@/domain/wire/staff';
import { orderTokenHeaders } from '@/lib/order-token';
import { ApiError } from './api-error';
import { publicApiConfig } from './config';
import { parseNamedEvents } from './server-sent-events';
import type { ApiContext } from './context';
import { apiHeaders } from './headers';
import { apiUrl } from './url';

/** The complete `status` events at the start of `buffer`, and what is left of it. */
export function parseStatusEvents(buffer: string): { events: WireOrderStatusEvent[]; rest: string } {
  return parseNamedEvents<WireOrderStatusEvent>(buffer, 'status', (event) => typeof event.status === 'string' && typeof event.statusLabel === 'string');
}

export type FollowOptions = { orderToken?: string | null; signal: AbortSignal; onStatus: (event: WireOrderStatusEvent) => void };

export async function followOrderStatus(ctx: ApiContext, orderId: string, { orderToken, signal, onStatus }: FollowOptions): Promise<void> {
  const url = apiUrl(publicApiConfig(), `/online-ordering/orders/${encodeURIComponent(orderId)}/events`);
  const headers = { ...apiHeaders(ctx), ...orderTokenHeaders(orderToken), Accept: 'text/event-stream' };
  const response = await fetch(url, { headers, signal, cache: 'no-store' });
  if (!response.ok || !response.body) throw new ApiError(response.status, `The order status stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseStatusEvents(buffer + decoder.decode(value, { stream: true }));
    buffer = parsed.rest;
    parsed.events.forEach(onStatus);
  }
}
