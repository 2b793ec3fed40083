/**
 * What an order's life does to a catering quote, inside the transaction that changes the order:
 * paid by the diner (online, as the quote's estimate), what the order has received beyond what
 * the lead already counts is added to the lead, which moves 4 → 5 → 6 once the deposit is in
 * (a step the table no longer allows is left, the money still counted). Money staff record
 * (offline-payment.ts) is counted on the lead as it is recorded, before the order is paid.
 */
import { Decimal, toMoneyString } from '@/domain/money';
import type { InTransactionListener } from '@/server/modules/orders';
import { recordLeadPayment } from './moves';
import { leadOfOrder } from './payment';

export const quoteStatusListener: InTransactionListener = {
  name: 'catering-quote-status',
  events: ['paid'],
  async run(tx, { order, now, asQuote, paidBy = 'diner', amountPaid }) {
    if (!asQuote || paidBy !== 'diner') return;
    const lead = await leadOfOrder(tx, order);
    if (!lead) return;
    const received = Decimal.max(new Decimal(amountPaid ?? lead.amountPaid).minus(lead.amountPaid), 0);
    await recordLeadPayment(tx, lead.id, toMoneyString(received), { kind: 'buyer' }, now, { keepWhenRefused: true });
  },
};
