/** Confirmation rows → WireOrderConfirmation (domain/wire/payments.ts), field by field. */
import type { Currency, LocaleTag } from '@/domain/markets';
import { Decimal, toMoney, toMoneyString } from '@/domain/money';
import { currencyDecimals } from '@/domain/money-format';
import { isItemUnit } from '@/domain/menu/option-group-rules';
import { tenderOf } from '@/domain/payments/tender';
import type { WireOrderConfirmation } from '@/domain/wire/payments';
import { translated } from '@/server/locale';
import { presentStoreSummary } from '@/server/modules/locations';
import { presentDeliveryAddress, presentTimeslot, statusLabel } from '@/server/modules/orders';
import { deliveryOrPickup, pricesIncludeTax } from '@/domain/ordering';
import { statusName } from '@/domain/ordering/order-status';
import type { QuoteReceipt } from '@/server/modules/catering';
import { orderNumberText, presentPayment } from '@/server/modules/payments';
import type { ConfirmationRows } from './repository';

/**
 * A catering quote's order shows its estimate, never its cart: the estimate's lines and fees as
 * items, its subtotal with the fees, its tax and its total (what the buyer was asked to pay).
 */
function quoteItemsAndTotals(quote: QuoteReceipt): Pick<WireOrderConfirmation, 'items' | 'totals'> {
  const line = (title: string, quantity: number, lineTotal: string) => ({ title, quantity, unit: 'each' as const, options: [], specialInstructions: null, lineTotal });
  const subtotal = toMoneyString(new Decimal(quote.subtotal).plus(quote.feesTotal));
  return {
    items: [...quote.lines.map((row) => line(row.title, row.quantity, row.amount)), ...quote.fees.map((fee) => line(fee.title, 1, fee.amount))],
    totals: {
      subtotal,
      discount: '0.00',
      discountedSubtotal: subtotal,
      deliveryFee: '0.00',
      taxes: new Decimal(quote.tax).isZero() ? [] : [{ code: 'SALES', rate: quote.taxRate, amount: quote.tax }],
      taxTotal: quote.tax,
      taxIncluded: false,
      tip: '0.00',
      total: quote.total,
    },
  };
}

export function presentConfirmation(rows: ConfirmationRows, locale: LocaleTag): WireOrderConfirmation {
  const { order, location } = rows;
  const status = statusName(order.statusId);
  const shown = rows.quote ? quoteItemsAndTotals(rows.quote) : cartItemsAndTotals(rows, locale);
  return {
    id: order.id,
    number: orderNumberText(order.number),
    statusId: order.statusId,
    status,
    statusLabel: statusLabel(status, locale),
    currency: order.currency,
    ...shown,
    handoff: deliveryOrPickup(order.handoffId),
    timeslot: presentTimeslot(order.timeslotStart, order.timeslotAsap, location.timeZone),
    deliveryAddress: presentDeliveryAddress(order),
    location: presentStoreSummary(location),
    guestFirstName: order.guest?.firstName ?? null,
    payments: rows.payments.map(presentPayment),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    refunds: rows.refunds.map((refund) => ({ amount: refund.amount, refundedAt: (refund.settledAt ?? refund.createdAt).toISOString(), paymentLabel: refund.paymentLabel, tender: tenderOf({ tender: refund.paymentTender, label: refund.paymentLabel }) })),
  };
}

function cartItemsAndTotals(rows: ConfirmationRows, locale: LocaleTag): Pick<WireOrderConfirmation, 'items' | 'totals'> {
  const { order } = rows;
  const items = rows.lines.map((line) => {
    const options = rows.options.filter((option) => option.orderItemId === line.id);
    const unit = options.reduce((sum, option) => sum.plus(option.priceDelta), new Decimal(line.unitPrice));
    return {
      title: translated(line.title, line.translations, locale),
      quantity: line.quantity,
      unit: isItemUnit(line.unit) ? line.unit : 'each',
      options: options.map((option) => translated(option.title, option.translations, locale)),
      specialInstructions: line.specialInstructions,
      label: line.label,
      lineTotal: toMoneyString(toMoney(unit.times(line.quantity), currencyDecimals(order.currency as Currency))),
    };
  });
  return {
    items,
    totals: {
      subtotal: order.subtotal,
      discount: order.discountTotal,
      discountedSubtotal: toMoneyString(new Decimal(order.subtotal).minus(order.discountTotal)),
      deliveryFee: order.deliveryFee,
      taxes: order.taxes.map((tax) => ({ code: tax.code, rate: tax.rate, amount: tax.amount })),
      taxTotal: order.taxTotal,
      taxIncluded: pricesIncludeTax(order.countryCode),
      tip: order.tip,
      total: order.total,
    },
  };
}
