/**
 * The price of an item at a store in SQL, for reads that join `location_items` and `items`: the
 * store's own price, else the base price. The same rule as domain/pricing's storePrice (a test
 * keeps the two in step), so the menu read, the cart's lines and checkout resolve prices one way.
 * An option's price change at a store follows the same rule (storeOptionDelta), for reads that
 * left-join `location_options` on the store.
 */
import { sql } from 'drizzle-orm';
import { items, locationItems, locationOptions, options } from './schema';

export const storePriceSql = sql<string>`coalesce(${locationItems.price}, ${items.basePrice})`;

export const storeOptionDeltaSql = sql<string>`coalesce(${locationOptions.priceDelta}, ${options.priceDelta})`;
