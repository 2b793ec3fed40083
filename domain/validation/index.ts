/**
 * Field limits, shapes and message names shared by the storefront's forms and the API. The
 * catering estimate's checks (./estimate) are imported from their own file: they bring decimal.js,
 * which no other form needs in the browser.
 */
export * from './fields';
export * from './store-search';
export * from './patterns';
export * from './catering';
export * from './surveys';
export * from './order-feedback';
export * from './contact';
export * from './coupons';
