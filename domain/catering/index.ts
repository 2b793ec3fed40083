/**
 * Catering quotes: lead statuses, the lifecycle table and its steps, the time-driven work,
 * the refund policy and estimate totals. Pure: `now` is always an argument.
 */
export * from './lead-status';
export * from './lead';
export * from './policy';
export * from './messages';
export { isHotLead, type GuardName } from './guards';
export * from './transitions';
export * from './refund';
export * from './schedule';
export * from './estimate';
export * from './capacity';
export * from './payment-part';
export * from './refunding-events';
export * from './staff-steps';
export * from './offline-payment';
export * from './offline-payment-opening';
