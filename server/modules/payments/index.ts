/** The payments module's front door: the gateways, the declines the staff console shows, order links, and the confirmation email's listener of the order lifecycle. Everything else in the module is private to it. */
export { confirmationEmailListener } from './order-listeners';
export { declinesOfOrders } from './staff-declines';
export { createGateways, type Gateways } from './gateway/gateways';
export { presentConfirmation } from './confirmation/present';
export { loadConfirmationRows } from './confirmation/repository';
export { orderUrl } from './confirmation/send';
export { createSandboxCardTokenReader, type CardTokenReader } from './gateway/card-token';
export { MAX_SIGNED_ID_LENGTH } from './gateway/signed-id';
export { numberHash, pinHash } from './gift-cards/codes';
export { cardTokenHash } from './saved-card-repository';
