/**
 * Every table, one file per area. Add a line here when an area gets its own file;
 * drizzle-kit and the database client both read the schema through this index.
 */
export * from './catalog';
export * from './content';
export * from './orders';
export * from './payments';
export * from './accounts';
export * from './profile';
export * from './instances';
export * from './catering';
export * from './staff';
export * from './surveys';
export * from './holiday';
export * from './order-feedback';
export * from './coupons';
export * from './loyalty';
export * from './contact';
export * from './privacy';
export * from './jobs';
export * from './rewards';
export * from './handoffs';
export * from './order-outbox';
export * from './refunds';
export * from './payment-page';
export * from './review-holds';
export * from './staff-second-factors';
export * from './staff-prices';
export * from './menu-availability';
export * from './menu-photos';
export * from './text-alerts';
export * from './smoke';
export * from './group-orders';
export * from './e-gift-cards';
export * from './quiet-slots';
export * from './deliveries';
