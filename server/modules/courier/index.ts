/**
 * The courier module's front door: the plugin (quote, tracking, webhook, dispatch job), the
 * payment's check that a delivery quote still holds, and the paid order's booking time as an
 * in-transaction listener of the order lifecycle, and the store's alerts of couriers that failed.
 * Everything else is private to it.
 */
export { default as courierModule, type CourierModuleOptions } from './plugin';
export { assertQuoteFresh, courierBookingListener } from './quote';
export { COURIER_DISPATCH_JOB } from './booking';
export { staffCourierAlertsOf, WireStaffCourierAlertSchema } from './staff-alerts';
