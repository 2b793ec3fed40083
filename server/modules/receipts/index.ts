/** The receipts module's front door: a paid order's confirmation as the thank-you page, the GraphQL `order` field and the confirmation email show it, the email's listener of the order lifecycle, and the order's storefront link. Everything else in the module is private to it. */
export { confirmationEmailListener } from './order-listeners';
export { presentConfirmation } from './present';
export { loadConfirmationRows } from './repository';
export { orderUrl } from './send';
