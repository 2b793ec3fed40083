/**
 * Whether the order this browser is checking out is its own group order still open to guests:
 * the group named by the host's cookie, opened with the order's token, whose order is this one
 * and whose guests can still add. Anything else (no cookie, another group, a link the API no
 * longer knows, the API out of reach) is no open group: the checkout goes on, and the API still
 * refuses to take the money of an open group.
 */
import type { ApiContext } from '@/lib/api/client';
import { fetchGroupAsHost } from '@/lib/api/group-orders';
import { hostedGroupFromHeader } from '@/lib/group-host-cookie';
import { orderCookiesFromHeader } from '@/lib/order-cookies';

/** The open group the checkout names: its link's token and when guests stop adding, at the store. */
export type OpenGroup = { shareToken: string; deadline: string; timeZone: string };

export async function openHostedGroup(api: ApiContext, orderId: string): Promise<OpenGroup | null> {
  const shareToken = hostedGroupFromHeader(api.cookie);
  if (!shareToken) return null;
  const group = await fetchGroupAsHost(api, shareToken, orderCookiesFromHeader(api.cookie).orderToken).catch(() => null);
  if (!group || group.orderId !== orderId || group.status !== 'open') return null;
  return { shareToken, deadline: group.deadline, timeZone: group.location.timeZone };
}
