/** The Stores screen's rules: who does what, the fields and their limits, where a store may be, slugs, default hours, tax rates, refusals. */
export * from './access';
export * from './default-hours';
export * from './messages';
export * from './places';
export * from './slug';
export * from './store-fields';
export * from './tax';
