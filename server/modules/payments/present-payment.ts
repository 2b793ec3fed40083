/** A payment row as the API shows it (WirePayment), and how people read an order number. */
import { tenderOf } from '@/domain/payments/tender';
import type { WirePayment } from '@/domain/wire/payments';
import type { PaymentRow } from './repository';

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
    tender: tenderOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}
