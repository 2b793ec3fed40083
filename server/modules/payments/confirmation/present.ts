/** Confirmation rows → WireOrderConfirmation (domain/wire/payments.ts), field by field. */
import { Decimal, toMoneyString } from '@/domain/money';
import type { WireOrderStatus, WireOrderTimeslot } from '@/domain/wire/orders';
import type { WireOrderConfirmation, WirePayment } from '@/domain/wire/payments';
import { translated } from '@/server/locale';
import type { ConfirmationLocationRow, ConfirmationRows, PaymentRow } from './repository';
import { statusLabel } from './status-labels';

const STATUS_BY_ID: Record<number, WireOrderStatus> = {
  1: 'open',
  2: 'paid',
  3: 'preparing',
  4: 'ready',
  5: 'completed',
  6: 'cancelled',
  7: 'delivering',
};

export function statusOf(statusId: number): WireOrderStatus {
  return STATUS_BY_ID[statusId] ?? 'open';
}

/** How people read an order number: the identity value as is ('100042'). */
export function orderNumberText(number: number): string {
  return String(number);
}

export function presentPayment(row: PaymentRow): WirePayment {
  return {
    id: row.id,
    method: row.method,
    paymentTypeId: row.paymentTypeId,
    amount: row.amount,
    currency: row.currency,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentConfirmation(rows: ConfirmationRows, locale: string): WireOrderConfirmation {
  const { order, location } = rows;
  const status = statusOf(order.statusId);
  const items = rows.lines.map((line) => {
    const options = rows.options.filter((option) => option.orderItemId === line.id);
    const unit = options.reduce((sum, option) => sum.plus(option.priceDelta), new Decimal(line.unitPrice));
    return {
      title: translated(line.title, line.translations, locale),
      quantity: line.quantity,
      options: options.map((option) => translated(option.title, option.translations, locale)),
      specialInstructions: line.specialInstructions,
      lineTotal: toMoneyString(unit.times(line.quantity)),
    };
  });
  const address = order.deliveryAddress;
  return {
    id: order.id,
    number: orderNumberText(order.number),
    statusId: order.statusId,
    status,
    statusLabel: statusLabel(status, locale),
    currency: order.currency,
    items,
    totals: {
      subtotal: order.subtotal,
      discount: order.discountTotal,
      discountedSubtotal: toMoneyString(new Decimal(order.subtotal).minus(order.discountTotal)),
      deliveryFee: order.deliveryFee,
      taxes: order.taxes.map((tax) => ({ code: tax.code, rate: tax.rate, amount: tax.amount })),
      taxTotal: order.taxTotal,
      tip: order.tip,
      total: order.total,
    },
    handoff: order.handoffId === 3 ? 'delivery' : 'pickup',
    timeslot: order.timeslotStart ? presentTimeslot(order.timeslotStart, order.timeslotAsap, location.timeZone) : null,
    deliveryAddress: address
      ? {
          address: address.address,
          city: address.city,
          state: address.state,
          zip: address.zip,
          aptSuitBldg: order.aptSuitBldg,
          deliveryInstructions: order.deliveryInstructions,
        }
      : null,
    location: presentLocation(location),
    guestFirstName: order.guest?.firstName ?? null,
    payments: rows.payments.map(presentPayment),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
  };
}

function presentLocation(row: ConfirmationLocationRow): WireOrderConfirmation['location'] {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    phone: row.phone,
    address: {
      address: row.address,
      city: row.cityName,
      citySlug: row.citySlug,
      state: { label: row.stateLabel, name: row.stateName, slug: row.stateSlug },
      zip: row.zip,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    timeZone: row.timeZone,
    countryCode: row.countryCode.toUpperCase(),
  };
}

/** The slot's local date ('2026-03-15') and time ('18:30') in the store's time zone. */
export function presentTimeslot(start: Date, asap: boolean, timeZone: string): WireOrderTimeslot {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(start)
      .map((part) => [part.type, part.value]),
  );
  return {
    start: start.toISOString(),
    date: `${parts.year}-${parts.month}-${parts.day}`,
    label: `${parts.hour}:${parts.minute}`,
    asap,
  };
}
