/** Catering's side of paying a quote's order: the port payments declare (payments/quote-port.ts), composed by app.ts. */
import { ORDER_CATEGORY } from '@/domain/ordering';
import type { QuotePayments } from '@/server/modules/payments';
import { leadOfOrder, partRefused, quoteLinkOpens, quotePayable } from './payment';
import { quoteReceiptOf } from './receipts';

export const quotePayments: QuotePayments = {
  linkOpens: quoteLinkOpens,
  async payable(tx, order, now, part) {
    const quote = await quotePayable(tx, order, now, part);
    return quote && { total: quote.total, email: quote.lead.contact.email };
  },
  partRefused,
  isQuoteOrder: async (db, order) => Boolean(await leadOfOrder(db, order)),
  totalOf: async (db, order) => (order.categoryId === ORDER_CATEGORY.getAQuote ? (await quoteReceiptOf(db, order.id))?.total : undefined),
};
