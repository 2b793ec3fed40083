/**
 * The ordering rules: handoffs and categories, tax, discounts and coupons, cart
 * limits, the pricing pipeline, timeslots and the holiday season. Pure: no clock, env or I/O.
 * money.ts and zoned-time.ts are this folder's own helpers and stay private.
 */
export * from './handoffs';
export * from './tax';
export * from './discounts';
export * from './cart-rules';
export * from './pricing';
export * from './tip';
export * from './timeslots';
export * from './store-hours';
export * from './calendar-days';
export * from './holiday';
export * from './holiday-menu';
export * from './holiday-periods';
export * from './holiday-messages';
export * from './messages';
export * from './coupon-availability';
export * from './handoff-availability';
export * from './handoff-messages';
export * from './quick-add';
