/** The receipts module's front door: a paid order's confirmation as the thank-you page, the GraphQL `order` field and the confirmation email show it, the emails' listeners of the order lifecycle (confirmation, refund), and the order's storefront link. Everything else in the module is private to it. */
export { confirmationEmailListener, refundEmailListener } from './order-listeners';
export { presentConfirmation } from './present';
export { loadConfirmationRows } from './repository';
export { orderUrl } from './send';
