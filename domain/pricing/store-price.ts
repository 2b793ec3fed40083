/**
 * What an item costs at a store: the store's own price (its override) when it has one, else the
 * brand's base price. Ordering (menu reads, cart lines, checkout) and the back office resolve it
 * by this rule; server/db/store-price.ts is the same rule as the one SQL expression reads use.
 */
import { toMoneyString } from '../money';

export function storePrice(basePrice: string, override: string | null): string {
  return toMoneyString(override ?? basePrice);
}

/**
 * What choosing an option adds at a store: the store's own price change for it when it has one
 * (in the store's currency: ￥150 for a brisket upgrade at Umeda), else the option's own
 * priceDelta. The same rule as an item's price, and server/db/store-price.ts's SQL twin.
 */
export function storeOptionDelta(priceDelta: string, override: string | null): string {
  return toMoneyString(override ?? priceDelta);
}
