/** The catering module's front door: the quote service and lead actions (createCateringModule), the lead reads and mails the staff console uses, and the quote's listener of the order lifecycle. Everything else in the module is private to it. */
export { quoteStatusListener } from './order-listeners';
export { createCateringModule, type CateringModuleOptions } from './module';
export { quoteNotFound } from './access';
export { type LeadActions, type RecordStep } from './lead-actions';
export { sendLeadMail, type CateringMailDeps } from './mail';
export { payNeedsPayment, refusalError, type LeadSnapshot } from './moves';
export { type OfflinePaymentOutcome } from './offline-payment';
export { leadOfOrder } from './payment';
export { quotePayments } from './quote-payments';
export { menuItemIdsOf, menuNamesOf, type MenuNames } from './menu-names-repository';
export { domainLead, presentQuote, quoteHandoffOf } from './presenter';
export { quoteReceiptOf, quoteReceipts, type QuoteReceipt } from './receipts';
export { findLead, findLeadByNumber, historyOf, latestEstimate, latestEstimates, leadLocation, type EstimateRow, type HistoryRow, type LeadLocation, type LeadRow } from './repository';
export { WireQuoteSchema } from './schema';
