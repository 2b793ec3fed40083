/** The email module's front door: the order emails' templates (confirmation, ready, refund). Everything else in the module is private to it. */
export { renderOrderConfirmation } from './templates/order-confirmation';
export { renderOrderReady } from './templates/order-ready';
export { renderOrderRefund } from './templates/order-refund';
export { renderNoticeMail, type NoticeMail } from './templates/notice-mail';
export { renderStaffInvite, staffInviteLink, type StaffInviteInput } from './templates/staff-invite';
