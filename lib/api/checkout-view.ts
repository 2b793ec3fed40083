/**
 * The checkout's own view of an order: the wire answer (domain/wire/orders.ts) reshaped once,
 * here, into what the cart, checkout, payment and thank-you templates show. Amounts stay the
 * API's decimal strings; nothing here computes money.
 */
import type { WireOrderHandoffDetails } from '@/domain/wire/handoffs';
import { isHandoffId, typeParamOfHandoffId } from '@/domain/ordering/handoffs';
import type { WireOrder, WireOrderTotals, WireTimeslots, WireViolation } from '@/domain/wire/orders';
import type { WireOrderConfirmation, WirePaymentState } from '@/domain/wire/payments';
import type { PaymentTender } from '@/domain/payments/tender';
import { COUNTRIES, languageOf, type CountryCode, type Currency } from '@/domain/markets';
import { weightUnitOf, type WeightUnit } from '@/domain/menu/weight-units';
import { storeAddressText, storeTitle, type StoreAddressParts } from '@/domain/addresses/store-address';
import { categorySlugOf, DEFAULT_ORDER_CATEGORY, isOrderCategoryId, ORDER_CATEGORY } from '@/domain/ordering/handoffs';
import { EMPTY_ORDER_SUMMARY, type OrderSummary } from '@/lib/order-context';

/** A payment's answer as the payment forms receive it; toPaymentStateView reshapes it for the template. */
export type PaymentState = WirePaymentState;
export type OrderTotals = WireOrderTotals;
export type Violation = WireViolation;

export type OrderLine = {
  id: number;
  itemId: number;
  title: string;
  imageUrl: string | null;
  quantity: number;
  minQuantity: number;
  /** For an item sold by weight, the store market's weight its quantity and unit price count (100 g in Montréal); else null. */
  weightUnit: WeightUnit | null;
  options: string[];
  specialInstructions: string | null;
  /** Whose line it is: a group order's guest name. */
  label?: string | null;
  unitPrice: string;
  lineTotal: string;
  /** A loyalty reward makes one unit of this line free. */
  reward?: boolean;
  /** The item or one of its options was deleted from the menu since it was added: the line must go before checkout. */
  offMenu?: boolean;
};

type StoreView = { title: string; phone: string; addressLine: string; timeZone: string; countryCode: CountryCode };

export type OrderTime = { start: string; label: string; asap: boolean } | null;

export type CheckoutOrder = {
  id: string;
  number: string;
  open: boolean;
  /** A get-a-quote cart: it ends in a quote request, not a payment. */
  quote: boolean;
  currency: Currency;
  handoff: 'pickup' | 'delivery';
  /** Dine-in 1, pickup 2, delivery 3, curbside 4, drive-through 6, and the order's table, vehicle and arrival. */
  handoffId: number;
  handoffDetails: WireOrderHandoffDetails | null;
  store: StoreView;
  /** Where "add more items" leads: the store's menu for the order's category and handoff. */
  menuPath: string;
  deliveryAddressLine: string | null;
  aptSuitBldg: string;
  deliveryInstructions: string;
  time: OrderTime;
  guest: { firstName: string; lastName: string; email: string; phone: string } | null;
  tip: { kind: 'percent' | 'amount'; value: string } | null;
  lines: OrderLine[];
  itemCount: number;
  totals: OrderTotals;
  /** The coupons on the order: `applies` false while the cart does not meet its conditions. */
  coupons: CouponView[];
  violations: Violation[];
  blockers: WireOrder['blockers'];
};

export type CouponView = { id: number; code: string; title: string; applies: boolean; discount: string };

/** `quietBonus`: a quiet time at the kitchen, the points a signed-in diner earns for choosing it. */
type TimeslotDayView = { date: string; slots: { start: string; label: string; quietBonus?: number }[] };
/** `pausedUntil`: present while the order's handoff is paused (orders again from that instant; null: until the store resumes). */
export type TimeslotsView = { timeZone: string; asapAvailable: boolean; days: TimeslotDayView[]; pausedUntil?: string | null };

export type PaymentStateView = { paid: boolean; total: string; amountPaid: string; amountDue: string; tenders: PaymentTender[] };

/** A refund that went through: the payment it went back to, the amount, and when (UTC ISO). */
export type RefundView = { tender: PaymentTender; amount: string; at: string };

/** The confirmation's refunds as the order pages show them. */
export function toRefundViews(order: Pick<WireOrderConfirmation, 'refunds'>): RefundView[] {
  return (order.refunds ?? []).map(({ tender, amount, refundedAt }) => ({ tender, amount, at: refundedAt }));
}

export type ConfirmationView = {
  id: string;
  number: string;
  statusLabel: string;
  currency: Currency;
  handoff: 'pickup' | 'delivery';
  store: StoreView;
  deliveryAddressLine: string | null;
  time: OrderTime;
  guestFirstName: string | null;
  /** `weightUnit`: for an item sold by weight, the store market's weight its quantity counts; else null. */
  lines: { title: string; quantity: number; weightUnit: WeightUnit | null; options: string[]; specialInstructions: string | null; label: string | null; lineTotal: string }[];
  totals: OrderTotals;
  tenders: { tender: PaymentTender; amount: string }[];
  /** What the store gave back, oldest first. */
  refunds?: RefundView[];
};

type StoreSource = { title: string; localTitle?: string | null; phone: string; timeZone: string; countryCode: CountryCode; address: StoreAddressParts };

/** The store's name and address line as its market writes them for readers of the market's first language. */
function toStoreView(location: StoreSource): StoreView {
  const { phone, timeZone, countryCode } = location;
  const language = languageOf(COUNTRIES[countryCode].locales[0] ?? 'en-us');
  return { title: storeTitle(location, countryCode, language), phone, timeZone, countryCode, addressLine: storeAddressText(location.address, countryCode, language) };
}

function addressLine(address: { address: string; city: string; state: string | null; zip: string } | null): string | null {
  if (!address) return null;
  return [address.address, address.city, [address.state, address.zip].filter(Boolean).join(' ')].join(', ');
}

function timeOf(timeslot: WireOrder['timeslot']): OrderTime {
  return timeslot ? { start: timeslot.start, label: timeslot.label, asap: timeslot.asap } : null;
}

function menuPathOf(order: WireOrder): string {
  const category = isOrderCategoryId(order.categoryId) ? categorySlugOf(order.categoryId) : DEFAULT_ORDER_CATEGORY;
  const type = (isHandoffId(order.handoffId) && typeParamOfHandoffId(order.handoffId)) || 'carryout';
  return `/quote/${category}/${encodeURIComponent(order.location.slug)}?type=${type}`;
}

export function toCheckoutOrder(order: WireOrder): CheckoutOrder {
  return {
    id: order.id,
    number: order.number,
    open: order.status === 'open',
    quote: order.categoryId === ORDER_CATEGORY.getAQuote,
    currency: order.currency as Currency,
    handoff: order.handoff,
    handoffId: order.handoffId,
    handoffDetails: order.handoffDetails ?? null,
    store: toStoreView(order.location),
    menuPath: menuPathOf(order),
    deliveryAddressLine: addressLine(order.deliveryAddress),
    aptSuitBldg: order.deliveryAddress?.aptSuitBldg ?? '',
    deliveryInstructions: order.deliveryAddress?.deliveryInstructions ?? '',
    time: timeOf(order.timeslot),
    guest: order.guest,
    tip: order.tip,
    lines: order.lines.map((line) => ({
      id: line.id,
      itemId: line.itemId,
      title: line.title,
      imageUrl: line.imageUrl,
      quantity: line.quantity,
      minQuantity: line.minQuantity,
      weightUnit: weightUnitOf(line.unit, order.location.countryCode),
      options: line.options.map((option) => option.title),
      specialInstructions: line.specialInstructions,
      label: line.label ?? null,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      ...(line.rewardId && { reward: true }),
      ...(line.offMenu && { offMenu: true }),
    })),
    itemCount: order.itemCount,
    totals: order.totals,
    coupons: order.coupons.map(({ id, code, title, applies, discount }) => ({ id, code, title, applies, discount })),
    violations: order.violations,
    blockers: order.blockers,
  };
}

export function toTimeslotsView(timeslots: WireTimeslots): TimeslotsView {
  return {
    timeZone: timeslots.timeZone,
    asapAvailable: timeslots.asapAvailable,
    days: timeslots.days.map((day) => ({ date: day.date, slots: day.slots.map(({ start, label, quietBonus }) => ({ start, label, ...(quietBonus ? { quietBonus } : {}) })) })),
    ...(timeslots.pausedUntil !== undefined ? { pausedUntil: timeslots.pausedUntil } : {}),
  };
}

export function toPaymentStateView(state: WirePaymentState): PaymentStateView {
  const { paid, total, amountPaid, amountDue } = state;
  return { paid, total, amountPaid, amountDue, tenders: state.payments.map((payment) => payment.tender) };
}

export function toConfirmationView(order: WireOrderConfirmation): ConfirmationView {
  return {
    id: order.id,
    number: order.number,
    statusLabel: order.statusLabel,
    currency: order.currency as Currency,
    handoff: order.handoff,
    store: toStoreView(order.location),
    deliveryAddressLine: addressLine(order.deliveryAddress),
    time: timeOf(order.timeslot),
    guestFirstName: order.guestFirstName,
    lines: order.items.map(({ title, quantity, unit, options, specialInstructions, label, lineTotal }) => ({
      title, quantity, weightUnit: weightUnitOf(unit, order.location.countryCode), options, specialInstructions, label: label ?? null, lineTotal,
    })),
    totals: order.totals,
    tenders: order.payments.map(({ tender, amount }) => ({ tender, amount })),
    refunds: toRefundViews(order),
  };
}

/** What the header shows for an order: its total in its currency and item count; an order no longer open is no cart. */
export function orderSummaryOf(order: Pick<CheckoutOrder, 'open' | 'totals' | 'itemCount' | 'currency'> | null): OrderSummary {
  if (!order || !order.open || order.itemCount === 0) return EMPTY_ORDER_SUMMARY;
  return { orderPrice: order.totals.total, currency: order.currency, numberOfItemsInCart: order.itemCount };
}
