/**
 * The group-order calls of the storefront: starting a group (the host), reading it and joining
 * it by name (a guest), adding and removing the guest's own lines, and the host's view, removals
 * and lock. The only place that calls these endpoints; wire shapes in domain/wire/group-orders.ts.
 * A guest's calls carry their secret (X-Group-Guest), the host's their order token (X-Order-Token).
 */
import type { WireAddItem, WireOrderLine } from '@/domain/wire/orders';
import type { WireCreateGroupOrder, WireGroupCreated, WireGroupGuestView, WireGroupHostView, WireGroupJoined } from '@/domain/wire/group-orders';
import { orderTokenHeaders } from '@/lib/order-token';
import { apiDelete, apiGet, apiPost, type ApiContext } from './client';

/** The storefront's names for the group shapes (the wire's, as the API answers them). */
export type GroupGuestView = WireGroupGuestView;
export type GroupHostView = WireGroupHostView;
export type GroupLine = WireOrderLine;

const BASE = '/online-ordering/group-orders';
const enc = encodeURIComponent;
const guestHeaders = (secret: string | null | undefined): Record<string, string> => (secret ? { 'X-Group-Guest': secret } : {});

export function createGroupOrder(ctx: ApiContext, body: WireCreateGroupOrder, idempotencyKey: string): Promise<WireGroupCreated> {
  return apiPost<WireGroupCreated>(ctx, BASE, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function fetchGroupAsGuest(ctx: ApiContext, shareToken: string, secret: string | null): Promise<WireGroupGuestView> {
  return apiGet<WireGroupGuestView>(ctx, `${BASE}/${enc(shareToken)}`, { headers: guestHeaders(secret) });
}

export function joinGroup(ctx: ApiContext, shareToken: string, name: string): Promise<WireGroupJoined> {
  return apiPost<WireGroupJoined>(ctx, `${BASE}/${enc(shareToken)}/guests`, { name });
}

export function addGroupItem(ctx: ApiContext, shareToken: string, secret: string | null, body: WireAddItem): Promise<WireGroupGuestView> {
  return apiPost<WireGroupGuestView>(ctx, `${BASE}/${enc(shareToken)}/lines`, body, { headers: guestHeaders(secret) });
}

export function removeGroupItem(ctx: ApiContext, shareToken: string, secret: string | null, orderItemId: number): Promise<WireGroupGuestView> {
  return apiDelete<WireGroupGuestView>(ctx, `${BASE}/${enc(shareToken)}/lines/${orderItemId}`, undefined, { headers: guestHeaders(secret) });
}

export function fetchGroupAsHost(ctx: ApiContext, shareToken: string, orderToken: string | null): Promise<WireGroupHostView> {
  return apiGet<WireGroupHostView>(ctx, `${BASE}/${enc(shareToken)}/host`, { headers: orderTokenHeaders(orderToken) });
}

export function removeGroupItemAsHost(ctx: ApiContext, shareToken: string, orderToken: string | null, orderItemId: number): Promise<WireGroupHostView> {
  return apiDelete<WireGroupHostView>(ctx, `${BASE}/${enc(shareToken)}/host/lines/${orderItemId}`, undefined, { headers: orderTokenHeaders(orderToken) });
}

export function lockGroup(ctx: ApiContext, shareToken: string, orderToken: string | null): Promise<WireGroupHostView> {
  return apiPost<WireGroupHostView>(ctx, `${BASE}/${enc(shareToken)}/lock`, undefined, { headers: orderTokenHeaders(orderToken) });
}
