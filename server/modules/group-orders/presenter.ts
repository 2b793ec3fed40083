/** A group with its priced order → the guest's and the host's views (domain/wire/group-orders.ts), field by field. */
import type { LocaleTag } from '@/domain/markets';
import { sumLineTotals, takesItems } from '@/domain/group-orders/rules';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import type { WireGroupGuest, WireGroupGuestView, WireGroupHostView, WireGroupSummary } from '@/domain/wire/group-orders';
import type { WireOrderLine } from '@/domain/wire/orders';
import { presentOrder, type PricedOrder } from '@/server/modules/orders';
import type { GroupRow, GuestRow } from './repository';

/** What a view is made from: the group, its guests, who added which line, and the order priced. */
export type GroupState = { group: GroupRow; guests: GuestRow[]; owners: Map<number, number>; priced: PricedOrder; now: Date };

function summaryOf({ group, guests, priced, now }: GroupState, locale: LocaleTag): WireGroupSummary & { lines: WireOrderLine[] } {
  const wire = presentOrder(priced, locale);
  const open = takesItems(group, now) && priced.order.statusId === ORDER_STATUS.open;
  return {
    status: open ? 'open' : 'locked',
    deadline: group.deadline.toISOString(),
    perPersonLimit: group.perPersonLimit,
    currency: wire.currency,
    categoryId: wire.categoryId,
    handoffId: wire.handoffId,
    location: wire.location,
    hostName: guests.find((guest) => guest.isHost)?.name ?? '',
    lines: wire.lines,
  };
}

/** A guest's lines; lines nobody claimed (the host's own cart) count as the host's. */
function guestOf(guest: GuestRow, lines: WireOrderLine[], owners: Map<number, number>): WireGroupGuest {
  const own = lines.filter((line) => {
    const owner = owners.get(line.id);
    return owner === guest.id || (owner === undefined && guest.isHost);
  });
  return { id: guest.id, name: guest.name, isHost: guest.isHost, subtotal: sumLineTotals(own.map((line) => line.lineTotal)), lines: own };
}

/** The subtotal of one guest's lines in the priced order. */
export function guestSubtotal(state: GroupState, guest: GuestRow, locale: LocaleTag): string {
  return guestOf(guest, summaryOf(state, locale).lines, state.owners).subtotal;
}

export function presentGuestView(state: GroupState, guest: GuestRow | null, locale: LocaleTag): WireGroupGuestView {
  const { lines, ...summary } = summaryOf(state, locale);
  return { ...summary, guest: guest && guestOf(guest, lines, state.owners) };
}

export function presentHostView(state: GroupState, locale: LocaleTag): WireGroupHostView {
  const { lines, ...summary } = summaryOf(state, locale);
  return {
    ...summary,
    orderId: state.priced.order.id,
    guests: state.guests.map((guest) => guestOf(guest, lines, state.owners)),
    subtotal: state.priced.pricing.subtotal,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
