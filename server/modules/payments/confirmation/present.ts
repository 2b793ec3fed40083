/** Confirmation rows → WireOrderConfirmation (domain/wire/payments.ts), field by field. */
import type { LocaleTag } from '@/domain/markets';
import { Decimal, toMoneyString } from '@/domain/money';
import type { WireOrderConfirmation, WirePayment } from '@/domain/wire/payments';
import { translated } from '@/server/locale';
import { presentStoreSummary } from '@/server/modules/locations/store-summary';
import { handoffOf, presentDeliveryAddress, presentTimeslot } from '@/server/modules/orders/presenter';
import { statusName } from '@/server/modules/orders/status';
import type { ConfirmationRows, PaymentRow } from './repository';
import { statusLabel } from './status-labels';

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

export function presentConfirmation(rows: ConfirmationRows, locale: LocaleTag): WireOrderConfirmation {
  const { order, location } = rows;
  const status = statusName(order.statusId);
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
    handoff: handoffOf(order.handoffId),
    timeslot: presentTimeslot(order.timeslotStart, order.timeslotAsap, location.timeZone),
    deliveryAddress: presentDeliveryAddress(order),
    location: presentStoreSummary(location),
    guestFirstName: order.guest?.firstName ?? null,
    payments: rows.payments.map(presentPayment),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
  };
}
