/** The payments module's front door: the gateways, the declines and card checks the staff console shows, an order's payments and their presentation, the order's refund ledger, the listener that settles a cancelled order's pending payment. Everything else in the module is private to it. */
export { declinesOfOrders } from './staff-declines';
export { cardChecksOfOrders } from './staff-card-checks';
export { createGateways, type Gateways } from './gateway/gateways';
export { askRefund, type RefundAnswer } from './gateway/ask-refund';
export { orderNumberText, presentPayment } from './present-payment';
export { paymentsOf, type PaymentRow } from './repository';
export { WireTenderSchema } from './schema';
export {
  insertOrderRefunds,
  orderRefundsByIds,
  orderRefundsOf,
  refundedByPayment,
  settleOrderRefund,
  type OrderRefundRow,
  type RefundSettlement,
} from './refund-ledger-repository';
export { createSandboxCardTokenReader, type CardTokenReader } from './gateway/card-token';
export { createSandboxCardDesk } from './gateway/sandbox-cards';
export { MAX_SIGNED_ID_LENGTH } from './gateway/signed-id';
export { numberHash, pinHash } from './gift-cards/codes';
export { cardTokenHash, type SavedCardRow } from './saved-card-repository';
export { createCardVault, MAX_SAVED_CARDS, type CardVault } from './card-vault';
export { type QuotePayments } from './quote-port';
export { releaseOnCancelListener, type ReleaseOnCancelDeps } from './order-listeners';
