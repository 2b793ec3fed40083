/** Prices per store: the resolution rule (override else base), bulk changes and their limits. */
export { storeOptionDelta, storePrice } from './store-price';
export * from './bulk-change';
export * from './limits';
export { PRICE_MESSAGES } from './messages';
