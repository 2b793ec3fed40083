/** A priced order → WireOrder (domain/wire/orders.ts), field by field, translated for the locale. */
import type { LocaleTag } from '@/domain/markets';
import { isItemUnit } from '@/domain/menu/option-group-rules';
import { deliveryOrPickup, HANDOFF, slotClock } from '@/domain/ordering';
import { statusName, ORDER_STATUS } from '@/domain/ordering/order-status';
import type { WireCheckoutBlocker, WireDeliveryAddress, WireOrder, WireOrderCoupon, WireOrderLine, WireOrderTimeslot } from '@/domain/wire/orders';
import { translated } from '@/server/locale';
import { presentStoreSummary } from '@/server/modules/locations';
import type { LineRow, OrderRow } from './repository';
import { tipOf, type PricedOrder } from './totals';

/** Whether a brand admin deleted the line's item, or one of its options, since it was added (they are kept, archived). */
export function isOffMenu(line: Pick<LineRow, 'archivedAt' | 'options'>): boolean {
  return line.archivedAt !== null || line.options.some((option) => option.archivedAt !== null);
}

/** What still stands between the order and payment. */
export function blockersOf({ order, store, lines, pricing }: PricedOrder): WireCheckoutBlocker[] {
  const blockers: WireCheckoutBlocker[] = [];
  if (!store.onlineOrdering || !store.acceptingOrders) blockers.push('store-closed-to-orders');
  if (lines.length === 0) blockers.push('empty-cart');
  if (pricing.violations.length > 0) blockers.push('cart-rules');
  if (lines.some(isOffMenu)) blockers.push('off-menu-items');
  if (!order.guest && order.customerId === null) blockers.push('guest');
  if (order.handoffId === HANDOFF.delivery && !order.deliveryAddress) blockers.push('delivery-address');
  if (!order.timeslotStart) blockers.push('timeslot');
  return blockers;
}

/** The slot with its local date and time in the store's time zone; null before one is chosen. */
export function presentTimeslot(start: Date | null, asap: boolean, timeZone: string): WireOrderTimeslot | null {
  if (!start) return null;
  return { start: start.toISOString(), ...slotClock(start.getTime(), timeZone), asap };
}

/** The delivery address with the order's apartment and instructions; null for other handoffs. */
export function presentDeliveryAddress(order: Pick<OrderRow, 'deliveryAddress' | 'aptSuitBldg' | 'deliveryInstructions'>): WireDeliveryAddress | null {
  const address = order.deliveryAddress;
  if (!address) return null;
  return {
    address: address.address,
    city: address.city,
    state: address.state,
    zip: address.zip,
    aptSuitBldg: order.aptSuitBldg,
    deliveryInstructions: order.deliveryInstructions,
  };
}

function presentLines(priced: PricedOrder, locale: LocaleTag): WireOrderLine[] {
  const open = priced.order.statusId === ORDER_STATUS.open;
  return priced.lines.map((line, index) => ({
    id: line.id,
    itemId: line.itemId,
    slug: line.slug,
    title: translated(line.title, line.translations, locale),
    imageUrl: line.imageUrl,
    sectionId: line.sectionId,
    quantity: line.quantity,
    minQuantity: line.minQuantity,
    unit: isItemUnit(line.unit) ? line.unit : 'each',
    options: line.options.map((option) => ({
      id: option.id,
      groupId: option.groupId,
      title: translated(option.title, option.translations, locale),
      priceDelta: option.priceDelta,
    })),
    specialInstructions: line.specialInstructions,
    unitPrice: priced.pricing.lines[index]!.unitPrice,
    lineTotal: priced.pricing.lines[index]!.lineTotal,
    ...(line.rewardId && { rewardId: line.rewardId }),
    ...(open && isOffMenu(line) && { offMenu: true as const }),
    ...(line.label && { label: line.label }),
  }));
}

function presentCoupons({ coupons, pricing }: PricedOrder): WireOrderCoupon[] {
  return coupons.map(({ coupon, code }, index) => {
    const outcome = pricing.coupons[index]!;
    return { id: coupon.id, code, title: coupon.title, typeId: coupon.typeId, applies: outcome.ok, discount: outcome.ok ? outcome.discount : '0.00' };
  });
}

export function presentOrder(priced: PricedOrder, locale: LocaleTag, accessToken?: string): WireOrder {
  const { order, store, pricing } = priced;
  const wire: WireOrder = {
    id: order.id,
    number: String(order.number),
    status: statusName(order.statusId),
    statusId: order.statusId,
    brandId: order.brandId,
    countryCode: order.countryCode,
    currency: order.currency.toUpperCase(),
    categoryId: order.categoryId,
    handoff: deliveryOrPickup(order.handoffId),
    handoffId: order.handoffId,
    location: presentStoreSummary(store),
    deliveryAddress: presentDeliveryAddress(order),
    timeslot: presentTimeslot(order.timeslotStart, order.timeslotAsap, store.timeZone),
    guest: order.guest && { ...order.guest },
    tip: tipOf(order),
    lines: presentLines(priced, locale),
    itemCount: priced.lines.reduce((sum, line) => sum + line.quantity, 0),
    totals: {
      subtotal: pricing.subtotal,
      discount: pricing.discountTotal,
      discountedSubtotal: pricing.discountedSubtotal,
      deliveryFee: pricing.deliveryFee,
      taxes: pricing.taxes.map(({ code, rate, amount }) => ({ code, rate, amount })),
      taxTotal: pricing.taxTotal,
      taxIncluded: pricing.taxIncluded,
      tip: pricing.tip,
      total: pricing.total,
    },
    coupons: presentCoupons(priced),
    violations: pricing.violations.map((violation) => ({ ...violation })),
    blockers: order.statusId === ORDER_STATUS.open ? blockersOf(priced) : [],
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
  };
  if (accessToken) wire.accessToken = accessToken;
  return wire;
}
