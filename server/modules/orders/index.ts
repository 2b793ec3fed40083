/** The orders module's front door: an order's access and token, its rows, lines, pricing and presentation, paying it (payableOf, markOrderPaid) and its lifecycle of events. Everything else in the module is private to it. */
export { MAX_TOKEN_LENGTH, ORDER_TOKEN_HEADER, QUOTE_TOKEN_HEADER, callerOf, hashToken, mayAccess, orderNotFound, type OrderCaller } from './access';
export { couponsOfOrder, type OrderCouponRow } from './coupon-repository';
export { FEEDBACK_KEY_MAX_LENGTH, feedbackUrl, opensFeedback } from './feedback-link';
export { checkGuest } from './guest';
export { handoffDetailsOf, presentVehicleOf } from './handoff-details';
export { WireOrderHandoffDetailsSchema } from './handoff-schema';
export { createOrderLifecycle, type AfterCommitListener, type InTransactionListener, type OrderEvent, type OrderLifecycle } from './lifecycle';
export { addLine, removeLine } from './lines';
export { markOrderPaid, payableOf, storeOfOrder, type PayableCheck, type PayableOrder } from './mark-paid';
export { callerAdmission, lockMutableOrder } from './mutable-order';
export { presentDeliveryAddress, presentOrder, presentTimeslot } from './presenter';
export { findOrder, linesOf, lockOrder, updateOrder, type LineRow, type OrderRow } from './repository';
export { assertOpen } from './rules';
export { MAX_OPTIONS, OrderIdParams } from './schema';
export { createOrderService, type OrderDraft, type OrderService } from './service';
export { statusLabel } from './status-labels';
export { priceStoredOrder, saveTotals, type PricedOrder } from './totals';
export { WireOrderSchema } from './wire-schema';
