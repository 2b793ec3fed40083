/** The holiday module's front door. Everything else in the module is private to it. */
export { periodsOfStore, pickupDaysOf } from './service';
