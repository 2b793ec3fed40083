/**
 * Group orders on the wire. A guest sees the group's store, deadline and per-person limit, and
 * only their own lines; the host (who holds the order) sees every guest's lines and subtotals.
 * The share token and a guest's secret are handed out once, when made, and never shown again.
 */
import type { MoneyString } from './catalog';
import type { WireOrderLine, WireOrderLocation } from './orders';

export type WireGroupStatus = 'open' | 'locked';

/** What everyone holding the link sees. */
export type WireGroupSummary = {
  status: WireGroupStatus;
  /** Guests add items until then (ISO instant), unless the host locks earlier. */
  deadline: string;
  perPersonLimit: MoneyString | null;
  currency: string;
  categoryId: number;
  handoffId: number;
  location: WireOrderLocation;
  hostName: string;
};

export type WireGroupGuest = { id: number; name: string; isHost: boolean; subtotal: MoneyString; lines: WireOrderLine[] };

/** A guest's view: the group and, once they typed their name, their own lines. */
export type WireGroupGuestView = WireGroupSummary & { guest: WireGroupGuest | null };

/** The host's view: every guest's lines, and the order they become. */
export type WireGroupHostView = WireGroupSummary & { orderId: string; guests: WireGroupGuest[]; subtotal: MoneyString; itemCount: number };

export type WireCreateGroupOrder = {
  locationId: number;
  handoff: 'pickup' | 'curbside' | 'dine-in' | 'drive-through' | 'delivery';
  categoryId: number;
  deadlineMinutes: number;
  perPersonLimit?: string;
  hostName: string;
};

/** The group made: the host's order access, the link's token and the host's own guest secret. */
export type WireGroupCreated = { orderId: string; accessToken: string; shareToken: string; guestSecret: string; group: WireGroupHostView };

export type WireGroupJoined = { guestSecret: string; group: WireGroupGuestView };
