/** Field limits, shapes and message names shared by the storefront's forms and the API. */
export * from './fields';
export * from './patterns';
export * from './catering';
export * from './estimate';
export * from './surveys';
export * from './order-feedback';
export * from './contact';
export * from './coupons';
