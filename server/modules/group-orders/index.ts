/** The group-orders module's front door: its routes and its check before payment. Everything else in the module is private to it. */
export { default as groupOrderRoutes, type GroupOrderRoutesOptions } from './routes';
export { GROUP_GUEST_HEADER } from './schema';
export { assertGroupClosed } from './payable-check';
