/** The discounts module's front door: the coupons' listener of the order lifecycle and the check that refuses a coupon no longer usable before money is taken. Everything else in the module is private to it. */
export { couponUsesListener } from './order-listeners';
export { assertCouponsUsable } from './usable';
