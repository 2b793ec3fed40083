/** The payment page module's front door: the name of its daily check. Everything else in the module is private to it. */
export { PAYMENT_PAGE_CHECK_JOB } from './jobs';
