/**
 * The staff console's refusals, in English, with `[name]` placeholders. The API answers with
 * them (and their codes, domain/error-codes.ts); the console translates by code.
 */
export const STAFF_MESSAGES = {
  staffSignInRequired: 'Please sign in to the staff console to continue',
  passwordChangeRequired: 'Please choose a new password before you continue',
  statusMoveRefused: 'Order [number] cannot move from [from] to [to]',
  statusUnchanged: 'Order [number] is already [status]',
  statusFinal: 'Order [number] is [status] and can no longer move',
  orderNotPlaced: 'Order [number] is not paid yet, so it is not in the kitchen queue',
  unknownStatus: 'Status [statusId] is not an order status',
  storeNotFound: 'Store [storeId] was not found',
  dateInvalid: 'The date must be a day written YYYY-MM-DD',
  auditLogBrandAdminOnly: 'The staff audit log is for brand administrators only',
  refundManagersOnly: 'Only a store manager or a brand admin can refund an order; ask your manager',
  refundNothingLeft: 'Order [number] has nothing left to refund',
  refundNotPaid: 'Order [number] is not paid yet, so there is nothing to refund',
  refundOverRefundable: 'Order [number] can give back at most [max] [currency]',
  refundUnknownPayment: 'Payment [id] is not a payment of order [number]',
  refundPaymentTwice: 'Payment [id] is named more than once',
  refundOverPayment: '[label] can give back at most [max] [currency]',
  refundAmountMismatch: 'The payments add up to [total] [currency], not [amount] [currency]: make them match or leave the amount out',
  refundAmountInvalid: 'The amount must be more than 0.00 with at most 2 decimals, like 12.50',
  refundReasonRequired: 'Please give a reason for the refund',
  refundKeyRequired: 'A refund needs an Idempotency-Key header, so a retried request never refunds twice',
  reviewHoldManagersOnly: 'Only a store manager or a brand admin can review held orders; ask your manager',
  reviewHoldNotHeld: 'Order [number] is not waiting for review',
  reviewHoldNoteRequired: 'Please write a note saying why',
  reviewHoldPending: 'Order [number] is held for review: a store manager releases or cancels it first',
  reviewHoldNotCancellable: 'Order [number] is [status] and can no longer be cancelled',
  auditRangeInvalid: 'The first day must not be after the last, and they can be at most [days] days apart',
} as const;
