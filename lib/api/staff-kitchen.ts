/**
 * The kitchen screen's calls (contract: domain/wire/kitchen-tickets.ts), each with a staff
 * context (lib/staff/session.ts): the board, bump and recall through the REST client, and the
 * live board, a server-sent event stream read with fetch as the order page's status is
 * (lib/api/order-events.ts), so the staff token travels as a header, never in a URL.
 */
import { KITCHEN_PATHS, type WireKitchenAllDay, type WireKitchenBoard, type WireKitchenLine, type WireKitchenTicket, type WireKitchenTicketMove } from '@/domain/wire/kitchen-tickets';
import { ApiError } from './api-error';
import { apiGet, apiPost, type ApiContext } from './client';
import { publicApiConfig } from './config';
import { parseNamedEvents } from './server-sent-events';
import { apiHeaders } from './headers';
import { apiUrl } from './url';

/** Same shapes as the API's, named here: components import them from lib/api. */
export type KitchenBoard = WireKitchenBoard;
export type KitchenTicket = WireKitchenTicket;
export type KitchenLine = WireKitchenLine;
export type KitchenAllDay = WireKitchenAllDay;

const path = (relative: string, storeId: number, orderId?: string) =>
  `/online-ordering${relative.replace(':storeId', String(storeId)).replace(':orderId', encodeURIComponent(orderId ?? ''))}`;

export function fetchKitchenBoard(ctx: ApiContext, storeId: number): Promise<KitchenBoard> {
  return apiGet(ctx, path(KITCHEN_PATHS.board, storeId));
}

export function bumpTicket(ctx: ApiContext, storeId: number, orderId: string): Promise<WireKitchenTicketMove> {
  return apiPost(ctx, path(KITCHEN_PATHS.bump, storeId, orderId), undefined);
}

export function recallTicket(ctx: ApiContext, storeId: number, orderId: string): Promise<WireKitchenTicketMove> {
  return apiPost(ctx, path(KITCHEN_PATHS.recall, storeId, orderId), undefined);
}

/** The complete `board` events at the start of `buffer`, and what is left of it. */
export function parseBoardEvents(buffer: string): { boards: KitchenBoard[]; rest: string } {
  const { events, rest } = parseNamedEvents<KitchenBoard>(buffer, 'board', (board) => Array.isArray(board.tickets) && Array.isArray(board.ready));
  return { boards: events, rest };
}

/** Hands each board the stream sends to `onBoard`; settles when the server ends the stream, rejects when it fails. */
export async function followKitchenBoard(ctx: ApiContext, storeId: number, { signal, onBoard }: { signal: AbortSignal; onBoard: (board: KitchenBoard) => void }): Promise<void> {
  const url = apiUrl(publicApiConfig(), path(KITCHEN_PATHS.events, storeId));
  const response = await fetch(url, { headers: { ...apiHeaders(ctx), Accept: 'text/event-stream' }, signal, cache: 'no-store' });
  if (!response.ok || !response.body) throw new ApiError(response.status, `The kitchen stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseBoardEvents(buffer + decoder.decode(value, { stream: true }));
    buffer = parsed.rest;
    parsed.boards.forEach(onBoard);
  }
}
